/**
 * `npm run api-report`: records the public surface of @site/contracts and @site/ui. Refuses to
 * record a breaking change (a line removed or changed) unless the package's major version was
 * raised, naming what broke. `-- --check` writes nothing and only refuses (what `remotes publish`
 * runs: a section built against a contract changed incompatibly under the same major would pass
 * the registry's gate, which compares majors, and break in the live shell).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_REPORT_FILE, generateApiReport, judgeReport, renderApiReport } from './api-report.ts';

export const REPORTED_PACKAGES = ['packages/contracts', 'packages/ui'];

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const checkOnly = process.argv.includes('--check');
let failed = false;
for (const relative of REPORTED_PACKAGES) {
  const packageDir = path.join(repoRoot, relative);
  const file = path.join(packageDir, API_REPORT_FILE);
  const committed = await readFile(file, 'utf8').catch(() => undefined);
  const report = await generateApiReport(packageDir, repoRoot);
  const next = renderApiReport(report);
  const verdict = judgeReport(committed, next);
  if (verdict.kind === 'unchanged') {
    console.log(`${report.name}: unchanged`);
    continue;
  }
  if (verdict.kind === 'breaking-without-major') {
    failed = true;
    console.error(
      `${report.name}: a breaking change needs a new major version (now ${report.version}); raise it in ${relative}/package.json${report.name === '@site/contracts' ? ' and CONTRACTS_MAJOR' : ''}, then run this again. Removed or changed:\n  ${verdict.removed.slice(0, 20).join('\n  ')}${verdict.removed.length > 20 ? `\n  … and ${verdict.removed.length - 20} more` : ''}`,
    );
    continue;
  }
  if (checkOnly) {
    console.log(`${report.name}: ${verdict.kind === 'additive' ? 'additions only (compatible)' : `breaking change under the new major ${report.version}`}`);
    continue;
  }
  await writeFile(file, next);
  console.log(
    `${report.name}: ${verdict.kind === 'additive' ? 'additions recorded' : `breaking change recorded with major ${report.version}`} in ${path.relative(repoRoot, file)}`,
  );
}
process.exitCode = failed ? 1 : 0;
