/**
 * `remotes gc [section]`: the registry forgets old versions, then the site deletes their files from
 * its version storage, along with versions the registry never knew (a refused publish, an upload
 * cut short) once they are old enough that no publish can still be on its way to registering them,
 * and (when it runs on every section) uploads no version uses. A version that is live or in canary
 * is never deleted; a gc of one section touches nothing of another's.
 */
import { defineCommand, integerOption, printJson } from './context.ts';
import { formatDuration, renderTable } from './format.ts';
import { UPLOAD_GRACE_MS } from '@site/contracts/registry-api';

const options = { keep: { type: 'string' }, 'dry-run': { type: 'boolean' }, reason: { type: 'string' } } as const;

const usage = `usage: remotes gc [section] [--keep N] [--dry-run] [--reason TEXT] [--json]

Asks the registry to forget all but the newest N versions of each section, then has the site
delete their files from its version storage, and delete stored versions the registry does not
list at all once they are older than ${formatDuration(UPLOAD_GRACE_MS)}; without a section, also
uploads no version uses (a gc of one section stays inside it). The registry never
forgets the live or canary version, the rollback target, a version live or canary within
REMOTE_RETENTION_HOURS (open tabs still load its chunks) or one an unexpired preview link names;
it says which it kept and why.
  --keep N    versions to keep per section (0-1000, default 5)
  --dry-run   list what would go and what stays, and why; change nothing
  --reason    why, for the audit log`;

export const gcCommand = defineCommand({
  name: 'gc',
  summary: 'forget old versions and delete their files from the version storage',
  usage,
  options,
  positionals: { min: 0, max: 1 },
  async run(context, { values, positionals }) {
    const [sectionArg] = positionals;
    const keep = integerOption('keep', values.keep, 0, 1000);
    const dryRun = values['dry-run'] === true;

    // The registry judges the section name (404 naming the sections), before anything is deleted here.
    const result = await context.client.gc({ section: sectionArg, keep, dryRun, reason: values.reason });
    const { forgotten } = result;
    if (dryRun) {
      if (printJson(context, values.json, result)) return 0;
      context.out(`dry run: the registry would forget ${forgotten.length} version${forgotten.length === 1 ? '' : 's'}; nothing was changed`);
      const rows = [
        ...forgotten.map(({ section, version }) => [section, version, 'forget', `older than the newest ${keep} and needed by nothing`]),
        ...result.protected.map(({ section, version, reasons }) => [section, version, 'keep', reasons.join('; ')]),
      ];
      if (rows.length > 0) context.out(renderTable(['SECTION', 'VERSION', 'WOULD', 'WHY'], rows));
      return 0;
    }
    // The site deletes only what the registry lists no longer, asked after the gc: a version
    // published or promoted meanwhile keeps its files.
    const storage = await context.client.storageGc({ section: sectionArg, forgotten });
    if (printJson(context, values.json, { forgotten, protected: result.protected, removals: storage.removed, youngLeftovers: storage.youngLeftovers }))
      return 0;
    context.out(`registry forgot ${forgotten.length} version${forgotten.length === 1 ? '' : 's'}`);
    for (const kept of result.protected) context.out(`kept ${kept.section} ${kept.version}: ${kept.reasons.join('; ')}`);
    if (storage.removed.length > 0) {
      context.out(
        renderTable(
          ['SECTION', 'VERSION', 'WHY', 'RESULT'],
          storage.removed.map((removal) => [removal.section, removal.version, removal.why, 'removed']),
        ),
      );
    }
    const removedCount = storage.removed.length;
    context.out(`removed ${removedCount} version${removedCount === 1 ? '' : 's'} from ${storage.storage}`);
    if (storage.youngLeftovers > 0)
      context.out(
        `kept ${storage.youngLeftovers} unregistered version${storage.youngLeftovers === 1 ? '' : 's'} younger than ${formatDuration(UPLOAD_GRACE_MS)} (a publish may be in progress)`,
      );
    return 0;
  },
});
