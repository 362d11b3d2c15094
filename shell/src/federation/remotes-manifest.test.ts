import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { readRemotesManifest, REMOTES_MANIFEST_URL } from './remotes-manifest.ts';

const validManifest = {
  generatedAt: '2025-01-01T00:00:00.000Z',
  sections: [
    {
      name: 'legal',
      version: '1.2.3',
      manifestUrl: '/remotes/legal/1.2.3/mf-manifest.json',
      routeTable: {
        routes: [
          {
            path: '/legal/privacy-policy',
            title: 'Privacy policy',
            description: 'How we handle personal data.',
            component: 'LegalPage',
            componentPath: 'legal-page',
            category: 'legal',
            seoEnabled: true,
            lazy: true,
            exclude: false,
            permissions: [],
            meta: { priority: 0.5 },
          },
        ],
        redirects: [{ from: '/privacy', to: '/legal/privacy-policy' }],
      },
    },
  ],
};

const respond = (body: string, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

describe('readRemotesManifest', () => {
  let consoleWarn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleWarn.mockRestore();
  });

  it('reads /remotes.json and returns the parsed manifest with defaults applied', async () => {
    const fetchImpl = respond(JSON.stringify(validManifest));
    const manifest = await readRemotesManifest(fetchImpl);
    if (!manifest) throw new Error('expected the manifest');

    expect(REMOTES_MANIFEST_URL).toBe('/remotes.json');
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(manifest.generatedAt).toBe(validManifest.generatedAt);
    expect(manifest.sections).toHaveLength(1);
    const [legal] = manifest.sections;
    expect(legal?.name).toBe('legal');
    expect(legal?.manifestUrl).toBe('/remotes/legal/1.2.3/mf-manifest.json');
    expect(legal?.routeTable).toEqual(validManifest.sections[0]?.routeTable);
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('gives null and logs when the server answers 500', async () => {
    expect(await readRemotesManifest(respond(JSON.stringify(validManifest), 500))).toBeNull();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });

  it('gives null and logs when the body is not JSON', async () => {
    expect(await readRemotesManifest(respond('<html>oops</html>'))).toBeNull();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });

  it('gives null and logs when the data breaks the schema', async () => {
    const invalid = { ...validManifest, sections: [{ ...validManifest.sections[0], name: 'not-a-section' }] };
    expect(await readRemotesManifest(respond(JSON.stringify(invalid)))).toBeNull();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });

  it('gives null when the answer is slower than the time it was given', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    expect(await readRemotesManifest(hanging, { timeoutMs: 20 })).toBeNull();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a route without a path', { ...validManifest.sections[0]!.routeTable.routes[0], path: undefined }],
    ['a route table that is not a list', 'routes'],
  ])('gives null for %s', async (_case, route) => {
    const section = validManifest.sections[0]!;
    const routeTable = typeof route === 'string' ? { ...section.routeTable, routes: route } : { ...section.routeTable, routes: [route] };
    expect(await readRemotesManifest(respond(JSON.stringify({ ...validManifest, sections: [{ ...section, routeTable }] })))).toBeNull();
  });

  it('tolerates fields a newer server adds', async () => {
    const newer = { ...validManifest, cohort: 'canary', sections: [{ ...validManifest.sections[0], integrity: 'sha384-abc' }] };
    const manifest = await readRemotesManifest(respond(JSON.stringify(newer)));
    expect(manifest?.sections.map((section) => section.name)).toEqual(['legal']);
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('gives null and logs when the network fails', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await readRemotesManifest(fetchImpl)).toBeNull();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });
});
