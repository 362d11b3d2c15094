import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '@site/db/database';

const run = promisify(execFile);

/** What a fleet needs that is missing, and how to get it; empty when everything answers. */
export type Problems = string[];

/** nginx from NGINX, else from PATH or /usr/sbin (Debian installs it there, outside a user's PATH). */
export async function findNginx(configured: string | undefined): Promise<string | undefined> {
  const candidates = configured
    ? [configured]
    : [
        ...(process.env.PATH ?? '')
          .split(path.delimiter)
          .filter(Boolean)
          .map((dir) => path.join(dir, 'nginx')),
        '/usr/sbin/nginx',
        '/usr/local/sbin/nginx',
      ];
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      await run(candidate, ['-v']);
      return candidate;
    } catch {
      // not there, or not runnable
    }
  }
  return undefined;
}

async function postgresProblem(url: string): Promise<string | undefined> {
  try {
    const db = await openDatabase({ url, maxConnections: 1 });
    try {
      await db.query('SELECT 1');
    } finally {
      await db.close();
    }
    return undefined;
  } catch (error) {
    return `PostgreSQL does not answer at DATABASE_URL (${error instanceof Error ? error.message : String(error)}). Start it, or install it: sudo apt-get install postgresql (Debian/Ubuntu), brew install postgresql (macOS).`;
  }
}

async function redisProblem(url: string): Promise<string | undefined> {
  const { hostname, port } = new URL(url);
  const answered = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    // +PONG, or -NOAUTH when it wants a password (the URL carries it): either way it is Redis.
    socket.once('data', (reply) => {
      resolve(/^[+-]/.test(reply.toString()));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
  return answered
    ? undefined
    : `Redis does not answer at REDIS_URL (${hostname}:${port || 6379}). Start it, or install it: sudo apt-get install redis-server (Debian/Ubuntu), brew install redis (macOS).`;
}

/** Checks, all at once, that nginx is installed and PostgreSQL and Redis answer. */
export async function fleetProblems({ nginx, databaseUrl, redisUrl }: { nginx: string | undefined; databaseUrl: string; redisUrl: string }): Promise<Problems> {
  const problems = await Promise.all([
    nginx ? undefined : 'nginx is not installed: sudo apt-get install nginx (Debian/Ubuntu), brew install nginx (macOS); or set NGINX to its path.',
    postgresProblem(databaseUrl),
    redisProblem(redisUrl),
  ]);
  return problems.filter((problem): problem is string => problem !== undefined);
}
