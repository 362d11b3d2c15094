/** What changed between two versions of a section: routes, shared requirements, exposes, files and bytes. Pure. */
import type { FileChange, VersionDiff } from '@site/contracts/registry-api';
import type { VersionRecord } from './version-input.ts';

/** Files the integrity covers (every script and the manifest), by path; raw and brotli bytes where the versions recorded them. */
export type { FileChange, VersionDiff } from '@site/contracts/registry-api';

function diffFiles(a: VersionRecord, b: VersionRecord): VersionDiff['files'] {
  const size = (version: VersionRecord, file: string) => version.sizes?.[file] ?? null;
  const change = (file: string): FileChange => ({ path: file, a: size(a, file), b: size(b, file) });
  const before = Object.keys(a.integrity).toSorted();
  const after = Object.keys(b.integrity).toSorted();
  return {
    added: after.filter((file) => !Object.hasOwn(a.integrity, file)).map(change),
    removed: before.filter((file) => !Object.hasOwn(b.integrity, file)).map(change),
    changed: after.filter((file) => Object.hasOwn(a.integrity, file) && a.integrity[file] !== b.integrity[file]).map(change),
  };
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .toSorted(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function diffByKey<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): { added: T[]; removed: T[]; changed: [T, T][] } {
  const old = new Map(before.map((item) => [key(item), item]));
  const next = new Map(after.map((item) => [key(item), item]));
  const added = after.filter((item) => !old.has(key(item)));
  const removed = before.filter((item) => !next.has(key(item)));
  const changed: [T, T][] = [];
  for (const [name, item] of next) {
    const previous = old.get(name);
    if (previous !== undefined && canonical(previous) !== canonical(item)) changed.push([previous, item]);
  }
  return { added, removed, changed };
}

export function diffVersions(a: VersionRecord, b: VersionRecord): VersionDiff {
  const routes = diffByKey(a.routeTable.routes, b.routeTable.routes, (route) => route.path);
  const redirects = diffByKey(a.routeTable.redirects, b.routeTable.redirects, (redirect) => redirect.from);
  const shared = diffByKey(a.shared, b.shared, (requirement) => requirement.name);
  return {
    section: a.section,
    a: a.version,
    b: b.version,
    routes: {
      added: routes.added.map((route) => route.path),
      removed: routes.removed.map((route) => route.path),
      changed: routes.changed.map(([, route]) => route.path),
    },
    redirects: {
      added: redirects.added.map((redirect) => redirect.from),
      removed: redirects.removed.map((redirect) => redirect.from),
      changed: redirects.changed.map(([, redirect]) => redirect.from),
    },
    shared: {
      added: shared.added,
      removed: shared.removed,
      changed: shared.changed.map(([from, to]) => ({ name: to.name, from: from.requiredVersion, to: to.requiredVersion })),
    },
    exposes: { added: b.exposes.filter((name) => !a.exposes.includes(name)), removed: a.exposes.filter((name) => !b.exposes.includes(name)) },
    contractsMajor: { a: a.contractsMajor, b: b.contractsMajor },
    bytes: { a: a.bytes, b: b.bytes, delta: b.bytes - a.bytes },
    files: diffFiles(a, b),
  };
}
