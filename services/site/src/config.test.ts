import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  test('has working defaults for a local checkout', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: 'localhost', LOG_LEVEL: 'info' });
    expect(config.SITE_ORIGIN).toBeUndefined();
    const rootPackage = JSON.parse(readFileSync(path.join(config.repoRoot, 'package.json'), 'utf8')) as { workspaces?: string[] };
    expect(rootPackage.workspaces).toContain('services/*');
    expect(config.DEPLOY_ROOT).toBe(path.join(config.repoRoot, '.deploy'));
    expect(config.SHELL_DIST).toBe(path.join(config.repoRoot, 'shell', 'dist'));
  });

  test('reads values from the environment, coercing the port', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DEPLOY_ROOT: '/srv/deploy',
      SHELL_DIST: '/srv/shell',
      SITE_ORIGIN: 'https://www.keyline.example',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DEPLOY_ROOT: '/srv/deploy',
      SHELL_DIST: '/srv/shell',
      SITE_ORIGIN: 'https://www.keyline.example',
      LOG_LEVEL: 'warn',
    });
  });

  test("in dev, listens on DEV_PORT_BASE + 100 and names the shell's dev server as the origin, so a second checkout moves with one variable", () => {
    expect(loadConfig({ REMOTES_SOURCE: 'dev' })).toMatchObject({ PORT: 3100, SITE_ORIGIN: 'http://localhost:3000' });
    const second = loadConfig({ REMOTES_SOURCE: 'dev', DEV_PORT_BASE: '4000' });
    expect(second).toMatchObject({ PORT: 4100, SITE_ORIGIN: 'http://localhost:4000' });
    expect(second.devPorts.sections.legal).toBe(4104);
    expect(loadConfig({ REMOTES_SOURCE: 'dev', PORT: '5000' }).PORT).toBe(5000);
    expect(() => loadConfig({ DEV_PORT_BASE: 'x' })).toThrow(/Invalid site server configuration[\s\S]*DEV_PORT_BASE=x/);
  });

  test('rejects a non-numeric PORT with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid site server configuration/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  test.each([
    ['PORT', '70000'],
    ['PORT', '30.5'],
    ['LOG_LEVEL', 'loud'],
    ['SITE_ORIGIN', 'not a url'],
    ['SITE_ORIGIN', 'https://www.keyline.example/site'],
    ['HOST', ''],
  ])('rejects %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid site server configuration[\\s\\S]*${name}`));
  });
});
