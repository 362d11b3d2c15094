import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSite, SOLUTIONS_V1, type SiteFixture } from '../test-support/fixtures.ts';

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
    expect(response.json()).toEqual({ status: 'ok', sections: { solutions: SOLUTIONS_V1 } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('is healthy with nothing live', async () => {
    const response = await empty.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', sections: {} });
  });
});
