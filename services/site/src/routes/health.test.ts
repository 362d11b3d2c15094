import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSite, SOLUTIONS_V1, type SiteFixture } from '../test-support/fixtures.ts';

describe('/readyz', () => {
  test('is ready at once when prerendering is off', async () => {
    const site = await createSite();
    try {
      expect((await site.app.inject({ url: '/readyz' })).json()).toMatchObject({ ready: true, prerender: 'off' });
    } finally {
      await site.close();
    }
  });

  test('answers 503 until the prerenderer has rendered what is live, so a pipeline can wait for it', async () => {
    const site = await createSite({ prerender: true });
    try {
      const response = await site.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ready: false, prerender: 'pending' });
      expect((await site.app.inject({ url: '/healthz' })).json()).toMatchObject({ prerender: { state: 'pending', lastRun: null } });
    } finally {
      await site.close();
    }
  });
});

describe('/healthz', () => {
  let site: SiteFixture;
  let empty: SiteFixture;
  beforeAll(async () => {
    [site, empty] = await Promise.all([createSite(), createSite({ liveSolutions: false })]);
  });
  afterAll(() => Promise.all([site.close(), empty.close()]));

  test('answers 200 with the live version of each section, never cached', async () => {
    const response = await site.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', sections: { solutions: SOLUTIONS_V1 }, prerender: { state: 'off', lastRun: null } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('is healthy with nothing live', async () => {
    const response = await empty.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', sections: {} });
  });
});
