import { Section, type SectionTone } from '@site/ui/section';
import { theme } from '@site/ui/theme';

export interface ProseSubsection {
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

interface ProseProps extends ProseSubsection {
  subsections?: readonly ProseSubsection[];
  tone?: SectionTone;
}

const measure = { maxWidth: '46rem' } as const;

function Body({ paragraphs, bullets }: Omit<ProseSubsection, 'title'>) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} css={{ margin: `0 0 ${theme.space.md}` }}>
          {paragraph}
        </p>
      ))}
      {bullets ? (
        <ul css={{ margin: `0 0 ${theme.space.md}`, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs }}>
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Running text under an h2, with optional h3 sub-sections: explanations and policy clauses. */
export function Prose({ title, paragraphs, bullets, subsections = [], tone }: ProseProps) {
  return (
    <Section title={title} tone={tone}>
      <div css={{ ...measure, lineHeight: theme.lineHeight.body }}>
        <Body paragraphs={paragraphs} bullets={bullets} />
        {subsections.map((sub) => (
          <div key={sub.title}>
            <h3 css={{ fontSize: theme.fontSize.lg, margin: `${theme.space.lg} 0 ${theme.space.sm}` }}>{sub.title}</h3>
            <Body paragraphs={sub.paragraphs} bullets={sub.bullets} />
          </div>
        ))}
      </div>
    </Section>
  );
}
