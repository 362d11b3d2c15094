/**
 * Identity on its own listening server, for tests of sign-in as a browser goes through it: the
 * local OpenID provider at /idp, the sign-in routes, sessions and access control, over a migrated
 * test database. Two stand-ins for what other packages mount behind it: a protected registry read,
 * declared as the registry declares its own, and an ADMIN page gated through `pageAccess` as the
 * site server gates its pages. One origin (as under `npm run dev`).
 */
import net from 'node:net';
import Fastify from 'fastify';
import type { Database } from '@site/db/database';
import { openMigratedTestDatabase, type TestTarget } from '@site/db/test-databases';
import { databaseFailures } from '@site/db/unavailable';
import { installHttpContract, serviceOptions } from '@site/service-kit/http-contract';
import { ipHasher } from '@site/service-kit/ip-hash';
import { mountIdentity } from '../plugin.ts';

/** The local provider's password for its seeded people (admin@, editor@, legal-team@, viewer@keyline.example). */
export const LOCAL_PASSWORD = 'keyline-local-only';

export interface SignInServer {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  base: string;
  db: Database;
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

export interface SignInServerOptions {
  sessionIdleTimeoutS?: number;
  /** Requests to the protected API one session or token may make a minute; unlimited when absent. */
  principalRateLimitMax?: number;
  /** The break-glass token; none when absent. */
  platformToken?: string;
  /** Where the site says sign-in and sessions live (its admin origin); where it listens when absent. */
  adminOrigin?: string;
}

export async function startSignInServer(
  target: TestTarget,
  { sessionIdleTimeoutS = 1800, principalRateLimitMax, platformToken, adminOrigin }: SignInServerOptions = {},
): Promise<SignInServer> {
  const db = await openMigratedTestDatabase(target);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = Fastify(serviceOptions({ level: 'silent' }));
  installHttpContract(app, databaseFailures);
  const identity = await mountIdentity(app, {
    db,
    origins: { public: base, admin: adminOrigin ?? base },
    hashIp: ipHasher('a-test-secret-for-client-address-hashes'),
    platformToken,
    principalRateLimit: principalRateLimitMax === undefined ? undefined : { max: principalRateLimitMax, timeWindowMs: 60_000 },
    settings: {
      IDP_SEED_PASSWORD: LOCAL_PASSWORD,
      IDP_SECRET: 'a-test-secret-for-the-local-identity-provider',
      ADMIN_EMAILS: [],
      SESSION_IDLE_TIMEOUT_S: sessionIdleTimeoutS,
      SESSION_ABSOLUTE_TIMEOUT_S: 43_200,
      NODE_ENV: 'test',
    },
  });
  app.get('/api/registry/versions', { config: { access: { permission: 'registry:read' } } }, async () => []);
  app.get('/admin/users', async (request, reply) => {
    const access = await identity.pageAccess(request, ['ADMIN']);
    if (!access.allowed && 'signIn' in access) return reply.header('cache-control', 'no-store').redirect(access.signIn, 302);
    return reply
      .code(access.allowed ? 200 : 403)
      .type('text/html')
      .send('<!doctype html><title>People</title>');
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    base,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
