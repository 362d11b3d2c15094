import path from 'node:path';
import type { Database } from '@site/db/database';
import { DatabaseVersionStorage } from './deployments/database-storage.ts';
import { FolderVersionStorage } from './deployments/folder-storage.ts';
import type { VersionStorage, VersionStorageKind } from './deployments/version-storage.ts';
import { DatabasePrerenderStore } from '@site/prerender/database-prerender-store';
import { FolderPrerenderStore, type PrerenderStore } from '@site/prerender/prerender-store';

/** What every server of the site shares beyond its database rows: section versions' files and prerendered pages. */
export interface SharedStorage {
  versions: VersionStorage;
  prerendered: PrerenderStore;
}

/** The storage SHARED_STORAGE names: the deploy root's folder, or the site's database. */
export function openSharedStorage(kind: VersionStorageKind, { deployRoot, db }: { deployRoot: string; db: Database | undefined }): SharedStorage {
  if (kind === 'folder') return { versions: new FolderVersionStorage(deployRoot), prerendered: new FolderPrerenderStore(path.join(deployRoot, 'prerendered')) };
  if (!db) throw new Error('SHARED_STORAGE=database keeps shared files in the site database, and this server has none');
  return { versions: new DatabaseVersionStorage(db), prerendered: new DatabasePrerenderStore(db) };
}
