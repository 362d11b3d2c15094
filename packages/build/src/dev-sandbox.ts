/**
 * A page a developer adds to a section while working on it: a heading to edit and a field whose
 * state an edit must keep. What the dev-section journey and the inner-loop bench write into a
 * section, so both measure the same thing.
 */
export const SANDBOX_FIELD_LABEL = 'Your name';

/** The page module (`src/pages/<name>.tsx`), showing `heading`. */
export function sandboxPage(heading: string): string {
  return `import { useState } from 'react';

export default function DevSandbox() {
  const [name, setName] = useState('');
  return (
    <section css={{ padding: 24 }}>
      <h1>${heading}</h1>
      <label>
        ${SANDBOX_FIELD_LABEL} <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </section>
  );
}
`;
}

/** A section's route table (`src/route-table.ts`) with the sandbox page's entry at `/<section>/<name>` added last. */
export function withSandboxRoute(routeTableSource: string, section: string, name: string): string {
  const entry = `    { path: '/${section}/${name}', title: 'Sandbox', description: 'A page made while developing.', component: 'DevSandbox', componentPath: '${name}', category: '${section}', seoEnabled: false, meta: {} },\n`;
  if (!routeTableSource.includes('  ],\n});')) throw new Error('the route table does not end its routes with "  ],\\n});"');
  return routeTableSource.replace('  ],\n});', `${entry}  ],\n});`);
}
