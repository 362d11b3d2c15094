/**
 * `remotes verify [section]`: every version the registry keeps (live, canary and retained), checked
 * at rest in DEPLOY_ROOT against the digests recorded when it was published: each script, and
 * each .br and .gz copy, which must decompress to the same bytes. Exit 1 naming each mismatch.
 */
import { verifyVersionFiles } from '@site/registry/integrity';
import { isSectionName, SECTIONS, type SectionName } from '@site/contracts/sections';
import { defineCommand, printJson, UsageError } from './context.ts';
import { renderTable } from './format.ts';

const usage = `usage: remotes verify [section] [--json]

Re-hashes every file of every live, canary and retained version in DEPLOY_ROOT (scripts, the
manifest, and their .br and .gz copies) and compares them with the registry's digests. Exits 1
naming each file that is missing or differs. Versions served from another origin are skipped.`;

interface Finding {
  section: SectionName;
  version: string;
  file: string;
  problem: string;
}

export const verifyCommand = defineCommand({
  name: 'verify',
  summary: 'check every kept version’s files against the registry’s digests',
  usage,
  options: {},
  positionals: { min: 0, max: 1 },
  async run(context, { values, positionals }) {
    const [sectionArg] = positionals;
    if (sectionArg !== undefined && !isSectionName(sectionArg))
      throw new UsageError(`unknown section ${JSON.stringify(sectionArg)}: one of ${SECTIONS.join(', ')}`);
    const { versions } = await context.client.versions(sectionArg);
    const findings: Finding[] = [];
    const skipped: string[] = [];
    let checked = 0;
    for (const summary of versions) {
      if (!summary.manifestUrl.startsWith(`${context.publicBaseUrl}/`)) {
        skipped.push(`${summary.section} ${summary.version}`);
        continue;
      }
      const record = await context.client.version(summary.section, summary.version);
      checked += 1;
      for (const mismatch of await verifyVersionFiles(context.store.versionDir(summary.section, summary.version), record.integrity)) {
        findings.push({ section: summary.section, version: summary.version, ...mismatch });
      }
    }
    if (!printJson(context, values.json, { checked, skipped, mismatches: findings })) {
      context.out(
        `checked ${checked} version${checked === 1 ? '' : 's'} in ${context.store.remotesDir}${skipped.length > 0 ? `; skipped ${skipped.length} served elsewhere` : ''}`,
      );
      if (findings.length === 0) context.out('every file matches its published digest');
      else
        context.out(
          renderTable(
            ['SECTION', 'VERSION', 'FILE', 'PROBLEM'],
            findings.map((finding) => [finding.section, finding.version, finding.file, finding.problem]),
          ),
        );
    }
    return findings.length === 0 ? 0 : 1;
  },
});
