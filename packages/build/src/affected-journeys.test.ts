import { describe, expect, it } from 'vitest';
import { affectedJourneys } from './affected-journeys.ts';

describe('affectedJourneys', () => {
  it("runs a section's tagged journeys and the shell's smoke for changes inside that section only", () => {
    expect(affectedJourneys(['remotes/legal/src/content/legal.ts', 'remotes/partners/src/route-table.ts'])).toEqual([
      {
        args: ['--project', 'journeys', '--grep', '@legal\\b|@partners\\b|@smoke\\b'],
        because: "legal, partners changed: their journeys and the shell's smoke",
      },
    ]);
  });

  it('runs a changed journey file itself, beside the sections', () => {
    expect(affectedJourneys(['e2e/tests/legal-pages.spec.ts', 'remotes/legal/src/pages/policy-page.tsx'])).toEqual([
      expect.objectContaining({ args: ['--project', 'journeys', '--grep', '@legal\\b|@smoke\\b'] }),
      { args: ['--project', 'journeys', 'tests/legal-pages.spec.ts'], because: 'changed journeys: tests/legal-pages.spec.ts' },
    ]);
  });

  it('runs every journey when something the whole site is built from changed', () => {
    for (const file of ['shell/src/bootstrap.tsx', 'packages/ui/src/button.tsx', 'services/site/src/app.ts', 'e2e/support/fleet.ts', 'package-lock.json']) {
      const runs = affectedJourneys(['remotes/legal/src/content/legal.ts', file]);
      expect(runs).toEqual([{ args: [], because: `every journey: ${file} changed, which the whole site is built from` }]);
    }
  });

  it('runs none for prose, and none for nothing', () => {
    expect(affectedJourneys(['docs/releasing.md', 'remotes/legal/README.md'])).toEqual([]);
    expect(affectedJourneys([])).toEqual([]);
  });

  it('does not take a folder that is not a section for one', () => {
    expect(affectedJourneys(['remotes/README.txt'])).toEqual([
      { args: [], because: 'every journey: remotes/README.txt changed, which the whole site is built from' },
    ]);
  });
});
