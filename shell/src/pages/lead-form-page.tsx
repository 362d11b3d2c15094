import { HeroVisual } from '@site/ui/hero-visual';
import type { PageProps } from '@site/contracts/remote-module';
import { Hero } from '@site/ui/hero';
import { leadFormPageFor } from '../forms/form-pages.ts';
import { LeadFormSection } from '../forms/lead-form-section.tsx';

/**
 * Every lead form page (contact, demo, sales, trial, try us out, rate review): the route entry's
 * title as the h1, the page's copy from `forms/form-pages.ts`, and the form its path names.
 */
export default function LeadFormPage({ entry }: PageProps) {
  const page = leadFormPageFor(entry.path);
  // A route pointing at this page without copy is a configuration error that form-pages.test.ts catches.
  if (!page) throw new Error(`${entry.path} has no lead form page in shell/src/forms/form-pages.ts`);
  return (
    <article>
      <Hero
        eyebrow={page.eyebrow}
        title={entry.title}
        lead={page.lead}
        points={page.points}
        aside={<HeroVisual name="agent-payment-panel" lazy />}
        asideWideOnly
      />
      <LeadFormSection page={page} />
    </article>
  );
}
