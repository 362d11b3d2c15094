import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
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
});
