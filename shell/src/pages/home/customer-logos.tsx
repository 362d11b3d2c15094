import { Container } from '@site/ui/container';
import { CUSTOMER_WORDMARKS } from '@site/ui/customer-wordmarks';
import { theme } from '@site/ui/theme';
import { WordmarkRow } from '@site/ui/wordmark';

/**
 * The logos strip under the home hero: the customers whose case studies the site tells, as their
 * wordmarks, drawn in the page's own muted colour so they sit quietly in either colour scheme.
 */
export function CustomerLogos() {
  return (
    <section aria-labelledby="customer-logos-title" css={{ paddingBlock: theme.space.xl, borderBottom: `1px solid ${theme.color.border}` }}>
      <Container>
        <h2
          id="customer-logos-title"
          css={{
            fontSize: theme.fontSize.sm,
            fontWeight: theme.fontWeight.semibold,
            color: theme.color.muted,
            textAlign: 'center',
            margin: `0 0 ${theme.space.lg}`,
          }}
        >
          Trusted by building societies, insurers, utilities, charities, universities and outsourcers
        </h2>
        <WordmarkRow designs={CUSTOMER_WORDMARKS} height={34} />
      </Container>
    </section>
  );
}
