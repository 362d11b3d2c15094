import { Container } from '@site/ui/container';
import { theme } from '@site/ui/theme';

interface CustomerLogo {
  /** The organisation, as the logo's text alternative says it. */
  name: string;
  /** The two lines of the wordmark. */
  lines: readonly [string, string];
  /** The mark beside the wordmark, drawn on a 40 × 40 grid. */
  mark: string;
}

/**
 * Fictional customers, one for each case study on the site (same sector and scale): the building
 * society, the health charity, the water company, the insurer, the university and the outsourcer.
 */
const CUSTOMERS: readonly CustomerLogo[] = [
  { name: 'Northmere Building Society', lines: ['Northmere', 'Building Society'], mark: 'M6 20L20 8l14 12M10 17v15h20V17M17 32v-8h6v8' },
  {
    name: 'Heartwell, the national health charity',
    lines: ['Heartwell', 'Health Charity'],
    mark: 'M20 33S7 25 7 15.5A6.5 6.5 0 0 1 20 13a6.5 6.5 0 0 1 13 2.5C33 25 20 33 20 33zM13 20h4l2-4 3 8 2-4h3',
  },
  { name: 'Riverbrook Water', lines: ['Riverbrook', 'Water'], mark: 'M20 6s-10 11-10 18a10 10 0 0 0 20 0C30 17 20 6 20 6zM14 25a6 6 0 0 0 6 6' },
  {
    name: 'Harbourside Insurance',
    lines: ['Harbourside', 'Insurance'],
    mark: 'M20 5l13 5v9c0 7.5-5.5 13.5-13 16-7.5-2.5-13-8.5-13-16v-9zM12 22c3 2 5 2 8 0s5-2 8 0',
  },
  { name: 'University of Eastmoor', lines: ['University of', 'Eastmoor'], mark: 'M5 14L20 7l15 7-15 7zM11 17v8c5 4 13 4 18 0v-8M35 14v10' },
  {
    name: 'Clearpoint Contact Services',
    lines: ['Clearpoint', 'Contact Services'],
    mark: 'M9 21a11 11 0 0 1 22 0v6M9 21v6h4v-7H9M31 27h-4v-7h4M27 31c0 2-2 3-5 3h-3',
  },
];

/** The logos strip under the home hero: who relies on Keyline, drawn in the page's own colours. */
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
        {/* Centred rows: a logo left over on a narrow screen sits in the middle, not alone at the left. */}
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            alignItems: 'center',
            gap: `${theme.space.lg} ${theme.space.xl}`,
            color: theme.color.muted,
          }}
        >
          {CUSTOMERS.map((customer) => (
            <li key={customer.name}>
              <svg role="img" aria-label={customer.name} viewBox="0 0 168 40" width="148" height="35" css={{ display: 'block' }}>
                <path d={customer.mark} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
                <text x="46" y="18" fill="currentColor" fontSize="15" fontWeight="700" fontFamily="system-ui, sans-serif" letterSpacing="-0.2">
                  {customer.lines[0]}
                </text>
                <text x="46" y="34" fill="currentColor" fontSize="11.5" fontFamily="system-ui, sans-serif">
                  {customer.lines[1]}
                </text>
              </svg>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
