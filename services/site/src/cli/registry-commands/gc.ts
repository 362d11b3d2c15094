/**
 * `remotes gc [section]`: the registry forgets old versions, then their folders leave the deploy
 * root, along with folders the registry never knew (a refused publish, a crashed copy) once they are
 * old enough that no publish can still be on its way to registering them. A folder that is live or
 * in canary is never deleted.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isSectionName, SECTIONS, type SectionName } from '@site/contracts/sections';
import { defineCommand, integerOption, printJson, type CliContext } from './context.ts';
import { formatDuration, renderTable } from './format.ts';

const options = { keep: { type: 'string' }, 'dry-run': { type: 'boolean' }, reason: { type: 'string' } } as const;

/** A publish copies first and registers second; a younger unregistered folder may be mid-publish. */
export const LEFTOVER_MIN_AGE_MS = 3_600_000;

const usage = `usage: remotes gc [section] [--keep N] [--dry-run] [--reason TEXT] [--json]

Asks the registry to forget all but the newest N versions of each section, then deletes their
folders from DEPLOY_ROOT, and deletes folders the registry does not list at all once they are
older than ${formatDuration(LEFTOVER_MIN_AGE_MS)}. The registry never forgets the live or canary
version, the rollback target, a version live or canary within REMOTE_RETENTION_HOURS (open tabs
still load its chunks) or one an unexpired preview link names; it says which it kept and why.
  --keep N    versions to keep per section (0-1000, default 5)
  --dry-run   list what would go and what stays, and why; change nothing
  --reason    why, for the audit log`;

interface Removal {
  section: SectionName;
  version: string;
  why: 'forgotten' | 'unreferenced';
  removed: boolean;
  note: string;
}

/** Folder names under remotes/<section>/, with their age; none when the section has no folder. */
async function versionFolders(context: CliContext, section: SectionName): Promise<{ name: string; ageMs: number }[]> {
  const dir = path.join(context.store.remotesDir, section);
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const folders = [];
  for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
    const stats = await stat(path.join(dir, entry.name));
    folders.push({ name: entry.name, ageMs: Date.now() - stats.mtimeMs });
  }
  return folders;
}

export const gcCommand = defineCommand({
  name: 'gc',
  summary: 'forget old versions and delete unreferenced version folders',
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
    const sections = SECTIONS.filter((section) => sectionArg === undefined || section === sectionArg);
    // Asked again after the gc: a version published or promoted meanwhile must keep its folder.
    const { versions } = await context.client.versions(sectionArg);
    const listed = new Set(versions.map((version) => `${version.section}/${version.version}`));
    const protectedFolders = new Set(versions.filter((version) => version.live || version.canary).map((version) => `${version.section}/${version.version}`));
    const keepFolder = (key: string) => listed.has(key) || protectedFolders.has(key);

    const removals: Removal[] = [];
    const remove = async (removal: Omit<Removal, 'removed' | 'note'>, folder: string) => {
      const key = `${removal.section}/${removal.version}`;
      if (keepFolder(key)) {
        removals.push({ ...removal, removed: false, note: protectedFolders.has(key) ? 'kept: live or canary' : 'kept: listed by the registry again' });
        return;
      }
      const present = await stat(folder).then(
        () => true,
        () => false,
      );
      if (present) await rm(folder, { recursive: true, force: true });
      removals.push({ ...removal, removed: present, note: present ? folder : 'no folder on disk' });
    };

    for (const { section, version } of forgotten) {
      if (!isSectionName(section)) continue;
      await remove({ section, version, why: 'forgotten' }, context.store.versionDir(section, version));
    }
    const forgottenKeys = new Set(forgotten.map(({ section, version }) => `${section}/${version}`));
    let youngLeftovers = 0;
    for (const section of sections) {
      for (const folder of await versionFolders(context, section)) {
        const key = `${section}/${folder.name}`;
        if (forgottenKeys.has(key) || keepFolder(key)) continue;
        if (folder.ageMs < LEFTOVER_MIN_AGE_MS) {
          youngLeftovers += 1;
          continue;
        }
        await remove({ section, version: folder.name, why: 'unreferenced' }, path.join(context.store.remotesDir, section, folder.name));
      }
    }

    if (printJson(context, values.json, { forgotten, protected: result.protected, removals, youngLeftovers })) return 0;
    context.out(`registry forgot ${forgotten.length} version${forgotten.length === 1 ? '' : 's'}`);
    for (const kept of result.protected) context.out(`kept ${kept.section} ${kept.version}: ${kept.reasons.join('; ')}`);
    if (removals.length > 0) {
      context.out(
        renderTable(
          ['SECTION', 'VERSION', 'WHY', 'RESULT'],
          removals.map((removal) => [removal.section, removal.version, removal.why, removal.removed ? `removed ${removal.note}` : removal.note]),
        ),
      );
    }
    const removedCount = removals.filter((removal) => removal.removed).length;
    context.out(`removed ${removedCount} folder${removedCount === 1 ? '' : 's'} from ${context.store.remotesDir}`);
    if (youngLeftovers > 0)
      context.out(
        `kept ${youngLeftovers} unregistered folder${youngLeftovers === 1 ? '' : 's'} younger than ${formatDuration(LEFTOVER_MIN_AGE_MS)} (a publish may be in progress)`,
      );
    return 0;
  },
});
