import { Section, type SectionTone } from '@site/ui/section';
import { theme } from '@site/ui/theme';

export interface Step {
  title: string;
  text: string;
}

/** A numbered sequence ("how it works"). */
export function Steps({ title, intro, steps, tone }: { title: string; intro?: string; steps: readonly Step[]; tone?: SectionTone }) {
  return (
    <Section title={title} intro={intro} tone={tone}>
      <ol
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space.lg,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
          counterReset: 'step',
        }}
      >
        {steps.map((step) => (
          <li key={step.title} css={{ counterIncrement: 'step', display: 'grid', gap: theme.space.sm, alignContent: 'start' }}>
            <span
              aria-hidden="true"
              css={{
                '&::before': { content: 'counter(step)' },
                display: 'inline-flex',
                width: '40px',
                height: '40px',
                alignItems: 'center',
                justifyContent: 'center',
                borderRadius: theme.radius.pill,
                background: theme.color.brand,
                color: theme.color.onBrand,
                fontWeight: theme.fontWeight.bold,
              }}
            />
            <h3 css={{ fontSize: theme.fontSize.lg, margin: 0 }}>{step.title}</h3>
            <p css={{ color: theme.color.muted, margin: 0 }}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
