import { COMPANY } from '@site/contracts/site-links';
import { buttonStyles } from '@site/ui/button';
import { Card } from '@site/ui/card';
import { Grid } from '@site/ui/grid';
import { Icon } from '@site/ui/icons';
import { Section } from '@site/ui/section';
import { theme } from '@site/ui/theme';
import { ATTESTATION_SUMMARY } from './attestation-summary.ts';
import { sectionDownloadUrl } from './section-download-url.ts';

const SECURITY_TXT = '/.well-known/security.txt';
/** The security team's mail link, by what it does (the address is in the text beside it). */
export const SECURITY_MAIL_LABEL = 'E-mail the security team';

const cardHeading = { margin: 0, fontSize: theme.fontSize.lg } as const;
const cardText = { margin: 0, color: theme.color.muted } as const;
const actions = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.md,
  marginTop: 'auto',
  paddingTop: theme.space.sm,
  overflowWrap: 'anywhere',
} as const;

/**
 * What the trust centre's copy cannot hold, as links: the attestation summary to download (a file
 * this section's build makes from the same copy) and the security team's address to write to.
 */
export function TrustCentreContacts() {
  return (
    <Section id={ATTESTATION_SUMMARY.anchor} title="Attestation summary and security contact" tone="brand">
      <Grid items={2} minColumnWidth="18rem">
        <Card>
          <h3 css={cardHeading}>Attestation summary</h3>
          <p css={cardText}>
            Our certificates with their assessors and dates, what they cover and our sub-processors, on two pages to file with your supplier records.
          </p>
          <div css={actions}>
            <a href={sectionDownloadUrl(ATTESTATION_SUMMARY.file)} download={ATTESTATION_SUMMARY.file} type="application/pdf" css={buttonStyles('primary')}>
              Download the attestation summary (PDF)
            </a>
          </div>
        </Card>
        <Card>
          <h3 css={cardHeading}>Report a security issue</h3>
          {/* The address in the text, where a narrow screen wraps it whole; the button names what it does. */}
          <p css={cardText}>
            Found a vulnerability in this website or our platform? Write to our security team at {COMPANY.securityEmail}, the address our security.txt
            publishes.
          </p>
          <div css={actions}>
            <a href={`mailto:${COMPANY.securityEmail}`} css={buttonStyles('secondary')}>
              <Icon name="mail" size={18} />
              {SECURITY_MAIL_LABEL}
            </a>
            <a href={SECURITY_TXT} css={{ fontWeight: theme.fontWeight.semibold }}>
              Our security.txt
            </a>
          </div>
        </Card>
      </Grid>
    </Section>
  );
}
