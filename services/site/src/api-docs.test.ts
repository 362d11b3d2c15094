import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { createShellDist, expectSecurityHeaders, makeTempDir, removeDir } from './test-support/fixtures.ts';

describe('/api/docs: the OpenAPI documentation of the public API', () => {
  let app: FastifyInstance;
  let shellDist: string;
  let deployRoot: string;
  beforeAll(async () => {
    [shellDist, deployRoot] = await Promise.all([createShellDist(), makeTempDir('deploy')]);
    app = await buildApp({ DEPLOY_ROOT: deployRoot, SHELL_DIST: shellDist, LOG_LEVEL: 'silent', DATA_DIR: 'memory' });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await Promise.all([removeDir(shellDist), removeDir(deployRoot)]);
  });

  test('documents every /api route from its own schemas, and nothing else', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json() as { openapi: string; paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>> };
    expect(spec.openapi).toMatch(/^3\./);
    const paths = Object.keys(spec.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/leads', '/api/content/blog', '/api/content/blog/{slug}', '/api/content/features']));
    expect(paths.every((documented) => documented.startsWith('/api/') && !documented.startsWith('/api/docs'))).toBe(true);
    // Taken from the route schemas, not written by hand: the blog list's filters and the lead body.
    expect(spec.paths['/api/content/blog']?.get?.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'pageSize', 'tag']));
    expect(spec.paths['/api/leads']?.post?.requestBody).toBeDefined();
  });

  test('says which role each private operation needs, and how to authenticate', async () => {
    const spec = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { description?: string; security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(spec.components.securitySchemes).toSorted()).toEqual(['bearerToken', 'session']);
    const users = spec.paths['/api/admin/users']?.get;
    expect(users?.description).toMatch(/Requires `users:manage`: roles ADMIN\./);
    expect(users?.security).toEqual([{ session: [] }, { bearerToken: [] }]);
    expect(spec.paths['/api/registry/sections/{section}/promote']?.post?.description).toMatch(
      /roles ADMIN, RELEASER \(RELEASER only for their own sections\), or an API token with that operation and section/,
    );
    expect(spec.paths['/api/registry/versions']?.get?.description).toMatch(/registry:read`: roles ADMIN, RELEASER, VIEWER/);
    // Public operations carry no requirement.
    expect(spec.paths['/api/content/blog']?.get?.security).toBeUndefined();
  });

  test('serves Swagger UI under the site’s strict headers, with scripts from files, not inline; only its pages admit inline styles', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-initializer.js');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expectSecurityHeaders(page.headers, { inlineStyles: true });
    expectSecurityHeaders((await app.inject({ url: '/api/docsx' })).headers);
    const initializer = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("resolveUrl('./json')");
  });
});
