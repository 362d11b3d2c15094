import { siteSettings } from '../settings/site-settings.ts';
import { Icon } from '@site/ui/icons';
import { theme } from '@site/ui/theme';
import { withTypicalSavings } from '../pricing/typical-savings.tsx';
import type { LeadFormPage } from './form-pages.ts';

const headingStyles = { fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space.sm}` } as const;
const blockStyles = { display: 'grid', gap: theme.space.sm } as const;

function Highlight({ highlight }: { highlight: NonNullable<LeadFormPage['highlight']> }) {
  return (
    <section css={blockStyles}>
      <h2 css={headingStyles}>{highlight.title}</h2>
      {highlight.paragraphs.map((paragraph) => (
        <p key={paragraph} css={{ margin: 0 }}>
          {withTypicalSavings(paragraph).shown}
        </p>
      ))}
      {highlight.bullets ? (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}>
          {highlight.bullets.map((bullet) => (
            <li key={bullet} css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.space.sm, alignItems: 'start' }}>
              <Icon name="check" size={20} css={{ color: theme.color.accent, marginTop: '2px' }} />
              {bullet}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The persuasive half of a lead form page: the offer, what happens next, and what to have ready. */
export function FormPageAside({ page }: { page: LeadFormPage }) {
  const settings = siteSettings();
  return (
    <div css={{ display: 'grid', gap: theme.space.xl, alignContent: 'start' }}>
      {page.highlight ? <Highlight highlight={page.highlight} /> : null}
      <section css={blockStyles}>
        <h2 css={headingStyles}>What happens next</h2>
        <ol css={{ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.sm }}>
          {page.nextSteps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>
        <p css={{ margin: 0, padding: theme.space.md, borderRadius: theme.radius.md, background: theme.color.accentSoft }}>
          <strong>Response time:</strong> {page.responseTime}
        </p>
      </section>
      <section css={blockStyles}>
        <h2 css={headingStyles}>Useful to have to hand</h2>
        <ul css={{ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs }}>
          {page.prepare.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section css={blockStyles}>
        <h2 css={headingStyles}>Prefer to talk?</h2>
        <p css={{ margin: 0 }}>
          Call our team or e-mail <a href={`mailto:${settings.email}`}>{settings.email}</a>.
        </p>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}>
          {settings.phones.map((phone) => (
            <li key={phone.href} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
              <Icon name="phone" size={18} css={{ color: theme.color.brand }} />
              <span>
                {phone.label}: <a href={phone.href}>{phone.display}</a>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
