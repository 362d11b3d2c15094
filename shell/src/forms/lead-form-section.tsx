import { Card } from '@site/ui/card';
import { Container } from '@site/ui/container';
import { mediaUp, theme } from '@site/ui/theme';
import { FormPageAside } from './form-page-aside.tsx';
import { LEAD_FORM_DEFINITIONS } from './form-definitions.ts';
import type { LeadFormPage } from './form-pages.ts';
import { LeadForm } from './lead-form.tsx';
import type { LeadRequest, SubmitResult } from './submit-lead.ts';

/** The body of a lead form page: the form in a card, and beside it (below on small screens) why and what next. */
export function LeadFormSection({ page, send }: { page: LeadFormPage; send?: (request: LeadRequest) => Promise<SubmitResult> }) {
  return (
    <section
      aria-labelledby={`lead-${page.form}-title`}
      css={{ background: theme.color.surfaceAlt, paddingBlock: `clamp(${theme.space.xl}, 6vw, ${theme.space.xxl})` }}
    >
      <Container css={{ display: 'grid', gap: theme.space.xl, alignItems: 'start', [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Card css={{ gap: theme.space.md, padding: `clamp(${theme.space.md}, 4vw, ${theme.space.xl})` }}>
          <h2 id={`lead-${page.form}-title`} css={{ fontSize: theme.fontSize.xl, margin: 0 }}>
            {page.formTitle}
          </h2>
          <p css={{ margin: 0, color: theme.color.muted }}>{page.formIntro}</p>
          <LeadForm definition={LEAD_FORM_DEFINITIONS[page.form]} submitLabel={page.submitLabel} send={send} />
        </Card>
        <FormPageAside page={page} />
      </Container>
    </section>
  );
}
