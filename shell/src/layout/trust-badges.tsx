import { FACTS } from '@site/contracts/company-facts';
import { theme } from '@site/ui/theme';

export interface TrustBadge {
  /** The text alternative: what the badge certifies. */
  label: string;
  /** What the certification means for a customer, in one sentence (the home page shows it). */
  meaning: string;
  lines: readonly [string, string];
  /** Glyph drawn in the badge's left half. */
  glyph: 'shield' | 'check' | 'crown' | 'cloud';
}

export const BADGES: readonly TrustBadge[] = [
  {
    label: 'PCI DSS Level 1 certified service provider',
    lines: ['PCI DSS', 'Level 1'],
    glyph: 'shield',
    meaning:
      'The highest level of the card industry’s security standard, assessed on site every year by an independent auditor; our Attestation of Compliance is yours to give your own assessor.',
  },
  {
    label: 'Cyber Essentials Plus certified',
    lines: ['Cyber Essentials', 'Plus certified'],
    glyph: 'check',
    meaning: 'The UK government’s scheme against common cyber attacks, with our defences tested hands-on by an external assessor rather than self-declared.',
  },
  {
    label: 'Crown Commercial Service supplier',
    lines: ['Crown Commercial', 'Service supplier'],
    glyph: 'crown',
    meaning: 'Public-sector bodies can buy from us through an approved framework, without running a procurement of their own.',
  },
  {
    label: 'Cloud provider technology partner',
    lines: ['Cloud provider', 'Technology partner'],
    glyph: 'cloud',
    meaning: `Our platform runs on a major cloud provider’s infrastructure with its reviewed architecture, in separate regions (${FACTS.dataCentres}), and each customer’s data stays in its own country.`,
  },
];

export const GLYPHS: Record<TrustBadge['glyph'], string> = {
  shield: 'M22 10l10 3.8v7.4c0 5.8-4.2 10.4-10 12-5.8-1.6-10-6.2-10-12v-7.4zM17.5 22l3.3 3.3 6-6.3',
  check: 'M22 10a12 12 0 1 0 0 24 12 12 0 0 0 0-24M16.5 22.5l3.8 3.8 7.4-7.8',
  crown: 'M12 29h20M12 27l-1.5-12 6.5 5 5-8 5 8 6.5-5L32 27z',
  cloud: 'M16 31h13a6 6 0 0 0 .6-12 8 8 0 0 0-15.3 2.2A5 5 0 0 0 16 31',
};

/** Trusted & Certified: each badge is an SVG image whose text alternative names the certification. */
export function TrustBadges() {
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
      {BADGES.map((badge) => (
        <li key={badge.label}>
          <svg role="img" aria-label={badge.label} viewBox="0 0 160 44" width="160" height="44" css={{ display: 'block' }}>
            <rect x="0.5" y="0.5" width="159" height="43" rx="8" fill="none" stroke={theme.color.inkBorder} />
            <path d={GLYPHS[badge.glyph]} fill="none" stroke="#7fb3e8" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
            <text x="40" y="19" fill="#ffffff" fontSize="11" fontWeight="700" fontFamily="system-ui, sans-serif">
              {badge.lines[0]}
            </text>
            <text x="40" y="34" fill={theme.color.inkText} fontSize="11" fontFamily="system-ui, sans-serif">
              {badge.lines[1]}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
