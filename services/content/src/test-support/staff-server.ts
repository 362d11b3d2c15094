/**
 * The content service as staff use it, for tests of its admin side: the public API, sign-in and
 * access control (services/identity, with its local OpenID provider) and the editing side, over a
 * migrated test database, listening on a loopback port of its own. One origin: staff sign in and
 * visitors send forms at the same address, as under `npm run dev`. No site server, no pages.
 */
import net from 'node:net';
import Fastify from 'fastify';
import type { Database } from '@site/db/database';
import { adoptPublishedRecords } from '@site/db/editorial-repository';
import { readUnadoptedFields } from '@site/db/publication';
import { seedDatabase } from '@site/db/seed';
import { recordingFieldsOf } from '@site/media/recordings';
import { openMigratedTestDatabase, type TestTarget } from '@site/db/test-databases';
import { mountIdentity } from '@site/identity/plugin';
import { databaseFailures } from '@site/db/unavailable';
import { installHttpContract, serviceOptions } from '@site/service-kit/http-contract';
import { ipHasher } from '@site/service-kit/ip-hash';
import { contentAdminPlugin, type PublicContentChange } from '../admin/plugin.ts';
import { contentPlugin } from '../plugin.ts';

/** The local provider's password for its seeded people (admin@, editor@, legal-team@, viewer@keyline.example). */
export const STAFF_PASSWORD = 'keyline-local-only';

export interface StaffServer {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  base: string;
  db: Database;
  /** What the editing side told the site it changed for visitors, in order. */
  publicChanges: PublicContentChange[];
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startStaffServer(
  target: TestTarget,
  { leadsRateLimitMax = 1000, seeded = false }: { leadsRateLimitMax?: number; seeded?: boolean } = {},
): Promise<StaffServer> {
  const db = await openMigratedTestDatabase(target);
  // The site's starting content (posts, case studies, features), each an entry an editor can open,
  // as a server's start-up stores it (`prepareDatabase`).
  if (seeded) {
    await seedDatabase(db, { videoMedia: recordingFieldsOf });
    await adoptPublishedRecords(db, (type) => readUnadoptedFields(db, type));
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ipHashSecret = 'a-test-secret-for-client-address-hashes';
  const previewSecret = 'a-test-secret-for-draft-preview-links';
  const hashIp = ipHasher(ipHashSecret);
  const publicChanges: PublicContentChange[] = [];
  const app = Fastify(serviceOptions({ level: 'silent' }));
  installHttpContract(app, databaseFailures);
  await app.register(contentPlugin, {
    db,
    leadsRateLimit: { max: leadsRateLimitMax, timeWindowMs: 60_000 },
    contentRateLimit: { max: 100_000, timeWindowMs: 60_000 },
    ipHashSecret,
    previewSecret,
  });
  // Access control comes before every admin route, whose access it enforces.
  await mountIdentity(app, {
    db,
    origins: { public: base, admin: base },
    hashIp,
    settings: {
      IDP_SEED_PASSWORD: STAFF_PASSWORD,
      IDP_SECRET: 'a-test-secret-for-the-local-identity-provider',
      ADMIN_EMAILS: [],
      SESSION_IDLE_TIMEOUT_S: 1800,
      SESSION_ABSOLUTE_TIMEOUT_S: 43_200,
      NODE_ENV: 'test',
    },
  });
  await app.register(contentAdminPlugin, {
    db,
    hashIp,
    previewSecret,
    secureCookies: false,
    onPublicChange: (change) => publicChanges.push(change),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    base,
    db,
    publicChanges,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
