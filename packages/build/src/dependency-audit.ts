/**
 * What `npm run deps:audit` judges: the runtime dependencies of every workspace (what ships to
 * browsers or runs in the services), and which of them have had no release for two years.
 * Each of those must be replaced or justified by name in the "Dependencies" section of docs/operations.md.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const STALE_AFTER_DAYS = 2 * 365;

/** The third-party packages named in the `dependencies` of the workspaces (never devDependencies), sorted. */
export async function runtimeDependencies(repoRoot: string, workspaceDirs: readonly string[]): Promise<string[]> {
  const names = new Set<string>();
  for (const dir of workspaceDirs) {
    const manifest = JSON.parse(await readFile(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(manifest.dependencies ?? {})) if (!name.startsWith('@site/')) names.add(name);
  }
  return [...names].toSorted();
}

/** The newest release date in npm's `time` field (`created` and `modified` are not releases). */
export function lastRelease(time: Record<string, string>): Date | null {
  const releases = Object.entries(time)
    .filter(([version]) => version !== 'created' && version !== 'modified')
    .map(([, at]) => Date.parse(at))
    .filter((at) => Number.isFinite(at));
  return releases.length === 0 ? null : new Date(Math.max(...releases));
}

export interface StaleDependency {
  name: string;
  lastRelease: Date;
  justified: boolean;
}

/**
 * Those released last more than STALE_AFTER_DAYS before `now`, oldest first, each marked justified
 * when the operations guide's "Dependencies" section names it in backticks.
 */
export function staleDependencies(releases: ReadonlyMap<string, Date>, now: Date, readme: string): StaleDependency[] {
  const section = /^## Dependencies$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1] ?? '';
  const cutoff = now.getTime() - STALE_AFTER_DAYS * 86_400_000;
  return [...releases]
    .filter(([, at]) => at.getTime() < cutoff)
    .toSorted(([, a], [, b]) => a.getTime() - b.getTime())
    .map(([name, at]) => ({ name, lastRelease: at, justified: section.includes(`\`${name}\``) }));
}
