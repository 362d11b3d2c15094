import { Accordion } from '@site/ui/accordion';
import { Section, type SectionTone } from '@site/ui/section';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Frequently asked questions as an accordion; each answer opens independently. */
export function Faq({ title = 'Frequently asked questions', items, tone }: { title?: string; items: readonly FaqItem[]; tone?: SectionTone }) {
  return (
    <Section title={title} tone={tone}>
      <div css={{ maxWidth: '48rem' }}>
        <Accordion items={items.map((item, index) => ({ id: `q${index}`, title: item.question, content: <p css={{ margin: 0 }}>{item.answer}</p> }))} />
      </div>
    </Section>
  );
}
