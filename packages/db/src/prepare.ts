/** What a service does at start-up: open the database, apply migrations, seed empty content tables. */
import { openDatabase, type Database, type OpenDatabaseOptions } from './database.ts';
import { migrate } from './migrate.ts';
import { adoptPublishedRecords } from './editorial-repository.ts';
import { readUnadoptedFields } from './publication.ts';
import { SEED_LOCK, seedDatabase, type SeedCounts, type SeedSources } from './seed/seed.ts';

export interface PreparedDatabase {
  db: Database;
  migrated: number[];
  seeded: SeedCounts;
}

export interface PrepareOptions extends OpenDatabaseOptions {
  /** What the seed takes from elsewhere (the videos' recordings), or false: seed nothing (a server that shows no content, or a step before the one that seeds). */
  seed: SeedSources | false;
}

/** Opens, migrates and seeds; closes the database again if any step fails. */
export async function prepareDatabase(options: PrepareOptions): Promise<PreparedDatabase> {
  const db = await openDatabase(options);
  try {
    const migrated = await migrate(db);
    const seeded = options.seed === false ? { blogPosts: 0, caseStudies: 0, videos: 0, features: 0, pricingPlans: 0 } : await seedDatabase(db, options.seed);
    // Every record the site shows can be opened by an editor: public rows get an entry.
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      await adoptPublishedRecords(tx, (type) => readUnadoptedFields(tx, type));
    });
    return { db, migrated, seeded };
  } catch (error) {
    await db.close();
    throw error;
  }
}
