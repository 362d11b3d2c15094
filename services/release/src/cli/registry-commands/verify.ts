/**
 * `remotes verify [section]`: every version the registry keeps (live, canary and retained), checked
 * at rest in the site's version storage against the digests recorded when it was published: each
 * script, and each .br and .gz copy, which must decompress to the same bytes. The site re-hashes
 * them where they are stored (a folder or its database). Exit 1 naming each mismatch.
 */
import { isReleaseUnit, RELEASE_UNITS } from '@site/contracts/sections';
import { defineCommand, printJson, UsageError } from './context.ts';
import { renderTable } from './format.ts';

const usage = `usage: remotes verify [section] [--json]

Has the site re-hash every file of every live, canary and retained version in its version
storage (scripts, the manifest, and their .br and .gz copies) and compare them with the
registry's digests. Exits 1 naming each file that is missing or differs. Versions served from
another origin are skipped.`;

export const verifyCommand = defineCommand({
  name: 'verify',
  summary: 'check every kept version’s files against the registry’s digests',
  usage,
  options: {},
  positionals: { min: 0, max: 1 },
  async run(context, { values, positionals }) {
    const [sectionArg] = positionals;
    if (sectionArg !== undefined && !isReleaseUnit(sectionArg))
      throw new UsageError(`unknown section ${JSON.stringify(sectionArg)}: one of ${RELEASE_UNITS.join(', ')}`);
    const result = await context.client.verifyStorage(sectionArg);
    const { checked, skipped, mismatches } = result;
    if (!printJson(context, values.json, { checked, skipped, mismatches })) {
      context.out(
        `checked ${checked} version${checked === 1 ? '' : 's'} in ${result.storage}${skipped.length > 0 ? `; skipped ${skipped.length} served elsewhere` : ''}`,
      );
      if (mismatches.length === 0) context.out('every file matches its published digest');
      else
        context.out(
          renderTable(
            ['SECTION', 'VERSION', 'FILE', 'PROBLEM'],
            mismatches.map((finding) => [finding.section, finding.version, finding.file, finding.problem]),
          ),
        );
    }
    return mismatches.length === 0 ? 0 : 1;
  },
});
