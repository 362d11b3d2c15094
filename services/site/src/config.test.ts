import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { appConfig, loadConfig } from './config.ts';

describe('loadConfig', () => {
  test('has working defaults for a local checkout', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: 'localhost', LOG_LEVEL: 'info' });
    // Without a public origin, absolute URLs point at this server; the admin origin is its loopback twin.
    expect(config).toMatchObject({ SITE_ORIGIN: 'http://localhost:3000', ADMIN_ORIGIN: 'http://127.0.0.1:3000' });
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
    ['PLATFORM_LOGIN_URL', 'http://accounts.keyline.example/login'],
  ])('rejects %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid site server configuration[\\s\\S]*${name}`));
  });
});

describe('origins, worked out once with the configuration', () => {
  test('a configured origin wins; each is taken as an origin', () => {
    expect(loadConfig({ SITE_ORIGIN: 'https://www.keyline.example/', ADMIN_ORIGIN: 'https://staff.keyline.example' })).toMatchObject({
      SITE_ORIGIN: 'https://www.keyline.example',
      ADMIN_ORIGIN: 'https://staff.keyline.example',
    });
  });

  test('without ADMIN_ORIGIN, the admin origin is beside the public one: the admin. host, or the other loopback name on the same port', () => {
    expect(loadConfig({ SITE_ORIGIN: 'https://www.keyline.example' }).ADMIN_ORIGIN).toBe('https://admin.keyline.example');
    expect(loadConfig({ SITE_ORIGIN: 'http://127.0.0.1:8080' })).toMatchObject({
      SITE_ORIGIN: 'http://127.0.0.1:8080',
      ADMIN_ORIGIN: 'http://localhost:8080',
    });
  });

  test('without SITE_ORIGIN, the public origin is this server on PORT', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({ SITE_ORIGIN: 'http://localhost:8080', ADMIN_ORIGIN: 'http://127.0.0.1:8080' });
  });

  test("in dev, both are the shell's dev server (one origin serves both), not the server's own port; SITE_ORIGIN still wins", () => {
    expect(loadConfig({ REMOTES_SOURCE: 'dev' })).toMatchObject({
      PORT: 3100,
      SITE_ORIGIN: 'http://localhost:3000',
      ADMIN_ORIGIN: 'http://localhost:3000',
    });
    expect(loadConfig({ REMOTES_SOURCE: 'dev', DEV_PORT_BASE: '4000', PORT: '5000', ADMIN_ORIGIN: 'http://127.0.0.1:4000' })).toMatchObject({
      PORT: 5000,
      SITE_ORIGIN: 'http://localhost:4000',
      ADMIN_ORIGIN: 'http://localhost:4000',
    });
    expect(loadConfig({ REMOTES_SOURCE: 'dev', SITE_ORIGIN: 'http://127.0.0.1:3000' })).toMatchObject({
      SITE_ORIGIN: 'http://127.0.0.1:3000',
      ADMIN_ORIGIN: 'http://127.0.0.1:3000',
    });
  });

  test('a server built in a test gets its origins from the values it names', () => {
    expect(appConfig({})).toMatchObject({ SITE_ORIGIN: 'http://localhost:3000', ADMIN_ORIGIN: 'http://127.0.0.1:3000' });
    expect(appConfig({ SITE_ORIGIN: 'http://127.0.0.1:4321' })).toMatchObject({
      SITE_ORIGIN: 'http://127.0.0.1:4321',
      ADMIN_ORIGIN: 'http://localhost:4321',
    });
    expect(appConfig({ SITE_ORIGIN: 'https://www.keyline.example' }).ADMIN_ORIGIN).toBe('https://admin.keyline.example');
    expect(appConfig({ SITE_ORIGIN: 'https://www.keyline.example', ADMIN_ORIGIN: 'https://staff.keyline.example' }).ADMIN_ORIGIN).toBe(
      'https://staff.keyline.example',
    );
    expect(appConfig({ SITE_ORIGIN: 'http://localhost:3000', REMOTES_SOURCE: 'dev' }).ADMIN_ORIGIN).toBe('http://localhost:3000');
    // What loadConfig worked out, handed on whole (main.ts), stays as it is.
    const loaded = loadConfig({ SITE_ORIGIN: 'https://www.keyline.example', ADMIN_ORIGIN: 'https://staff.keyline.example' });
    expect(appConfig(loaded)).toMatchObject({ SITE_ORIGIN: loaded.SITE_ORIGIN, ADMIN_ORIGIN: loaded.ADMIN_ORIGIN });
  });
});

describe('secrets', () => {
  test('configured secrets are kept as they are', () => {
    const config = loadConfig({ LEAD_IP_HASH_SECRET: 'an ip hash secret long enough', PREVIEW_SECRET: 'p'.repeat(32) });
    expect(config).toMatchObject({ LEAD_IP_HASH_SECRET: 'an ip hash secret long enough', PREVIEW_SECRET: 'p'.repeat(32) });
  });

  test('secrets not configured are made at load, strong and different each time (links and hashes die with the process)', () => {
    const [first, second] = [loadConfig({}), loadConfig({ PREVIEW_SECRET: '' })];
    expect(first.LEAD_IP_HASH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.PREVIEW_SECRET).toMatch(/^[\w-]{43}$/);
    expect(second.LEAD_IP_HASH_SECRET).not.toBe(first.LEAD_IP_HASH_SECRET);
    expect(second.PREVIEW_SECRET).not.toBe(first.PREVIEW_SECRET);
  });
});

describe('appConfig (a server built in a test)', () => {
  test('fills in what the test does not name with the schema’s defaults, as loadConfig would', () => {
    const config = appConfig({ LOG_LEVEL: 'silent', SEARCH_RATE_LIMIT_MAX: 5 });
    const loaded = loadConfig({});
    expect(config).toMatchObject({
      LOG_LEVEL: 'silent',
      SEARCH_RATE_LIMIT_MAX: 5,
      LEADS_RATE_LIMIT_MAX: loaded.LEADS_RATE_LIMIT_MAX,
      SHELL_DIST: loaded.SHELL_DIST,
    });
    expect(config.PREVIEW_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  test('has no database nor prerenderer unless asked, and a value left undefined is the default', () => {
    expect(appConfig({})).toMatchObject({ DATA_DIR: undefined, PRERENDER: 'off' });
    expect(appConfig({ DATA_DIR: 'memory', PRERENDER: 'on', HANDLER_TIMEOUT_MS: undefined })).toMatchObject({
      DATA_DIR: 'memory',
      PRERENDER: 'on',
      HANDLER_TIMEOUT_MS: loadConfig({}).HANDLER_TIMEOUT_MS,
    });
  });
});

describe('production refuses the parts that make a laptop work with nothing configured', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://site@db.internal:5432/site',
    OIDC_ISSUER: 'https://login.example.com',
    OIDC_CLIENT_ID: 'site',
    OIDC_CLIENT_SECRET: 'client-secret',
    PREVIEW_SECRET: 'p'.repeat(32),
    LEAD_IP_HASH_SECRET: 'l'.repeat(32),
  };

  test('a complete production environment starts; without a break-glass token too', () => {
    expect(loadConfig(production).NODE_ENV).toBe('production');
    expect(loadConfig({ ...production, PLATFORM_TOKEN: 't'.repeat(32) }).PLATFORM_TOKEN).toHaveLength(32);
  });

  test('each development part is refused with one line naming the variable, all of them at once', () => {
    const bare = { NODE_ENV: 'production', PLATFORM_TOKEN: 'short-token-16chars' };
    let message = '';
    try {
      loadConfig(bare);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe('The site server does not start in production with development parts (NODE_ENV=production):');
    expect(
      message
        .split('\n')
        .slice(1)
        .map((line) => /^✖ (\w+)/.exec(line)?.[1]),
    ).toEqual(['DATABASE_URL', 'OIDC_ISSUER', 'PREVIEW_SECRET', 'LEAD_IP_HASH_SECRET', 'PLATFORM_TOKEN']);
    // Outside production the same environment starts, on the development parts.
    expect(loadConfig({ ...bare, NODE_ENV: 'development' }).DATABASE_URL).toBeUndefined();
  });
});
