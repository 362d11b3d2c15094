/**
 * Which journeys `npm run test:affected` runs for the files changed since the base (turbo's
 * `--affected` base): a section's own changes run its tagged journeys and the shell's smoke, a
 * changed journey file runs itself, and a change anything else builds on (the shell, the site
 * server, a shared package, the journeys' support, the root's set-up) runs every journey.
 */
import { SECTIONS, type SectionName } from '@site/contracts/sections';

/** One `playwright test` run, by its arguments, and why it runs. */
export interface JourneyRun {
  args: string[];
  because: string;
}

const SMOKE = '@smoke';
const SPEC_FILE = /^e2e\/tests\/[^/]+\.spec\.ts$/;
/** Read by people only: changing them changes no journey's outcome. */
const PROSE = /(^docs\/|\.md$)/;

function sectionOf(file: string): SectionName | null {
  const match = /^remotes\/([^/]+)\//.exec(file);
  const section = match?.[1] as SectionName | undefined;
  return section && SECTIONS.includes(section) ? section : null;
}

export function affectedJourneys(changedFiles: readonly string[]): JourneyRun[] {
  const sections = new Set<SectionName>();
  const specs = new Set<string>();
  const everything: string[] = [];
  for (const file of changedFiles) {
    if (PROSE.test(file)) continue;
    const section = sectionOf(file);
    if (section) sections.add(section);
    else if (SPEC_FILE.test(file)) specs.add(file.slice('e2e/'.length));
    else everything.push(file);
  }
  if (everything.length > 0) {
    const named = everything.slice(0, 3).join(', ') + (everything.length > 3 ? ` and ${everything.length - 3} more` : '');
    return [{ args: [], because: `every journey: ${named} changed, which the whole site is built from` }];
  }
  const runs: JourneyRun[] = [];
  if (sections.size > 0) {
    const names = [...sections].toSorted();
    const tags = [...names.map((section) => `@${section}`), SMOKE].map((tag) => `${tag}\\b`).join('|');
    runs.push({ args: ['--project', 'journeys', '--grep', tags], because: `${names.join(', ')} changed: their journeys and the shell's smoke` });
  }
  if (specs.size > 0) {
    const files = [...specs].toSorted();
    runs.push({ args: ['--project', 'journeys', ...files], because: `changed journeys: ${files.join(', ')}` });
  }
  return runs;
}
