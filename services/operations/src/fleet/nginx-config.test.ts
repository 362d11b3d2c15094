import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { SEARCH_ANSWER_CACHING } from '@site/contracts/search-api';
import { freePort } from './free-port.ts';
import { readNginxTemplate, renderNginxConfig, type Upstream } from './nginx-config.ts';
import { findNginx } from './prerequisites.ts';

const run = promisify(execFile);
const nginx = await findNginx(process.env.NGINX);
const runDir = await mkdtemp(path.join(os.tmpdir(), 'nginx-config-'));
afterAll(() => rm(runDir, { recursive: true, force: true }));

const render = async (upstreams: Upstream[]) => renderNginxConfig(await readNginxTemplate(), { listen: '127.0.0.1:3999', runDir, upstreams });
const serverLines = (config: string, upstream: string) =>
  config
    .slice(config.indexOf(`upstream ${upstream} {`))
    .split('}')[0]!
    .split('\n')
    .filter((line) => line.trim().startsWith('server '))
    .map((line) => line.trim());

describe("the fleet's nginx configuration", () => {
  test('a server that fails /readyz gets no requests', async () => {
    const config = await render([
      { address: '127.0.0.1:4001', ready: false },
      { address: '127.0.0.1:4002', ready: true },
    ]);
    expect(serverLines(config, 'site_servers')).toEqual(['server 127.0.0.1:4001 max_fails=0 down;', 'server 127.0.0.1:4002 max_fails=0;']);
    expect(config).not.toMatch(/\{\{\w+\}\}/);
  });

  test('when no server is ready all stay listed, so visitors get the servers’ own 503 with Retry-After, not a 502', async () => {
    const config = await render([
      { address: '127.0.0.1:4001', ready: false },
      { address: '127.0.0.1:4002', ready: false },
    ]);
    expect(serverLines(config, 'site_servers').some((line) => line.includes('down'))).toBe(false);
  });

  test('a POST is resent by the balancer only where it is idempotent (a lead, by its key); a 503 goes to the client', async () => {
    const config = await render([{ address: '127.0.0.1:4001', ready: true }]);
    const directives = [...config.matchAll(/^\s*(location [^{]+\{[^}]*?)?proxy_next_upstream ([^;]+);/gm)];
    const resending = directives.filter((directive) => directive[2]?.split(' ').includes('non_idempotent'));
    expect(resending.map((directive) => directive[1]?.split('{')[0]?.trim())).toEqual(['location = /api/leads']);
    for (const directive of directives) {
      expect(directive[2]?.split(' ')).toEqual(expect.arrayContaining(['error', 'timeout']));
      expect(directive[2]?.split(' ')).not.toContain('http_503');
    }
  });

  test('the servers are told the host a request was for by nginx, never by the client (the public or admin origin depends on it)', async () => {
    const config = await render([{ address: '127.0.0.1:4001', ready: true }]);
    expect(config).toMatch(/^\s*proxy_set_header Host \$http_host;$/m);
    expect(config).toMatch(/^\s*proxy_set_header X-Forwarded-Host \$http_host;$/m);
  });

  test('an unknown placeholder is an error, not an empty directive', () => {
    expect(() => renderNginxConfig('listen {{LISTEN}}; root {{ROOT}};', { listen: '1', runDir, upstreams: [{ address: 'a:1', ready: true }] })).toThrow(
      '{{ROOT}}',
    );
  });

  test.skipIf(!nginx && !process.env.CI)('nginx itself accepts the rendered configuration', async () => {
    expect(nginx, 'nginx is installed (.ci/run installs it)').toBeDefined();
    const file = path.join(runDir, 'nginx.conf');
    await writeFile(
      file,
      await render([
        { address: '127.0.0.1:4001', ready: true },
        { address: '127.0.0.1:4002', ready: false },
      ]),
    );
    const { stderr } = await run(nginx!, ['-t', '-p', `${runDir}/`, '-c', file, '-e', path.join(runDir, 'error.log')]);
    expect(stderr).toContain('syntax is ok');
  });

  test.skipIf(!nginx && !process.env.CI)(
    'a search answer the same for everyone is fetched from a server once a second, with an id per answer; one with a receipt every time',
    async () => {
      expect(nginx, 'nginx is installed (.ci/run installs it)').toBeDefined();
      const seen: IncomingMessage[] = [];
      // A site server as far as caching goes: the page search's answers say what the real one says.
      const upstream = createServer((request, response) => {
        seen.push(request);
        const receipt = new URL(request.url ?? '/', 'http://x').searchParams.get('receipt') === '1';
        response.writeHead(200, {
          'content-type': 'application/json',
          'cache-control': receipt ? 'private, no-store' : SEARCH_ANSWER_CACHING,
          'x-request-id': String(request.headers['x-request-id']),
        });
        response.end(JSON.stringify({ results: [], answer: seen.length }));
      });
      upstream.listen(0, '127.0.0.1');
      await once(upstream, 'listening');
      const dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-cache-'));
      await chmod(dir, 0o755);
      const port = await freePort();
      const file = path.join(dir, 'nginx.conf');
      await writeFile(
        file,
        renderNginxConfig(await readNginxTemplate(), {
          listen: `127.0.0.1:${port}`,
          runDir: dir,
          upstreams: [{ address: `127.0.0.1:${(upstream.address() as AddressInfo).port}`, ready: true }],
        }),
      );
      const balancer = spawn(nginx!, ['-p', `${dir}/`, '-c', file, '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
      try {
        const get = async (query: string) => {
          for (let attempt = 0; ; attempt++) {
            try {
              const answer = await fetch(`http://127.0.0.1:${port}/api/search/pages?${query}`);
              return { id: answer.headers.get('x-request-id'), cache: answer.headers.get('x-cache'), body: (await answer.json()) as { answer: number } };
            } catch (error) {
              if (attempt > 50) throw error;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        };
        const first = await get('q=pay');
        const second = await get('q=pay');
        expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
        expect(second.body).toEqual(first.body);
        expect(seen.filter((request) => request.url === '/api/search/pages?q=pay')).toHaveLength(1);
        // The id the server logged the answer under is the one its first reader got; the cached copy gets its own.
        expect(first.id).toBe(seen.at(-1)?.headers['x-request-id']);
        expect(second.id).toMatch(/^[0-9a-f]{32}$/);
        expect(second.id).not.toBe(first.id);

        const receipts = [await get('q=pay&receipt=1'), await get('q=pay&receipt=1')];
        expect(receipts.map((answer) => answer.cache)).toEqual(['MISS', 'MISS']);
        expect(seen.filter((request) => request.url === '/api/search/pages?q=pay&receipt=1')).toHaveLength(2);
        // Answers that cannot be kept are not queued one behind another (as a cache lock would).
        const started = Date.now();
        await Promise.all(Array.from({ length: 20 }, () => get('q=pay&receipt=1')));
        expect(Date.now() - started).toBeLessThan(1000);

        // Two seconds on (nginx counts whole seconds, so a one-second answer lives one to two), it is fetched again.
        await new Promise((resolve) => setTimeout(resolve, 2100));
        const later = await get('q=pay');
        expect(later.cache).not.toBe('HIT');
        expect(seen.filter((request) => request.url === '/api/search/pages?q=pay')).toHaveLength(2);
      } finally {
        balancer.kill('SIGQUIT');
        await once(balancer, 'exit');
        upstream.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
