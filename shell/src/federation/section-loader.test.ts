import { describe, expect, it, vi } from 'vitest';
import type { RemoteRoutesModule } from '@site/contracts/remote-module';
import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import type { SectionName } from '@site/contracts/sections';
import { CONTRACTS_MAJOR, OLDEST_COMPOSED_CONTRACTS_MAJOR } from '@site/contracts/version';
import { createSectionLoader, SectionLoadError, type FederationRuntime } from './section-loader.ts';

const live = (name: SectionName, version = '1.0.0'): VisitorLiveMapSection => ({
  name,
  version,
  manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`,
  routeTable: { routes: [], redirects: [] },
});

const routesModule = (overrides: Partial<RemoteRoutesModule> = {}): RemoteRoutesModule => ({
  contractsMajor: CONTRACTS_MAJOR,
  section: 'solutions',
  routes: [],
  ...overrides,
});

function fakeRuntime(loadRemote: (id: string) => Promise<unknown>) {
  const runtime = {
    registerRemotes: vi.fn<FederationRuntime['registerRemotes']>(),
    loadRemote: vi.fn(loadRemote),
  };
  return runtime as typeof runtime & FederationRuntime;
}

describe('createSectionLoader', () => {
  it('registers every live section as section_<name> with its manifest URL, forcing re-registration', () => {
    const runtime = fakeRuntime(async () => routesModule());
    createSectionLoader(runtime, [live('solutions', '2.1.0'), live('legal', '1.4.2')]);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'section_solutions', entry: '/remotes/solutions/2.1.0/mf-manifest.json' },
        { name: 'section_legal', entry: '/remotes/legal/1.4.2/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("loads the section's ./routes module", async () => {
    const module = routesModule({ section: 'resources' });
    const runtime = fakeRuntime(async () => module);
    const loader = createSectionLoader(runtime, [live('resources')]);
    await expect(loader.loadSection('resources')).resolves.toBe(module);
    expect(runtime.loadRemote).toHaveBeenCalledWith('section_resources/routes');
  });

  it('accepts a module wrapped as { default: module }', async () => {
    const module = routesModule();
    const loader = createSectionLoader(
      fakeRuntime(async () => ({ default: module })),
      [live('solutions')],
    );
    await expect(loader.loadSection('solutions')).resolves.toBe(module);
  });

  it('caches a successful load: two loads, one loadRemote call', async () => {
    const runtime = fakeRuntime(async () => routesModule());
    const loader = createSectionLoader(runtime, [live('solutions')]);
    const [first, second] = await Promise.all([loader.loadSection('solutions'), loader.loadSection('solutions')]);
    const third = await loader.loadSection('solutions');
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('caches per section', async () => {
    const runtime = fakeRuntime(async (id) => routesModule({ section: id }));
    const loader = createSectionLoader(runtime, [live('solutions'), live('partners')]);
    await loader.loadSection('solutions');
    await loader.loadSection('partners');
    expect(runtime.loadRemote.mock.calls.map(([id]) => id)).toEqual(['section_solutions/routes', 'section_partners/routes']);
  });

  it('forgets a failed load so that the next call retries', async () => {
    const module = routesModule();
    let attempts = 0;
    const runtime = fakeRuntime(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return module;
    });
    const loader = createSectionLoader(runtime, [live('solutions')]);
    await expect(loader.loadSection('solutions')).rejects.toBeInstanceOf(SectionLoadError);
    await expect(loader.loadSection('solutions')).resolves.toBe(module);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects with SectionLoadError when the section is not live, without touching the runtime', async () => {
    const runtime = fakeRuntime(async () => routesModule());
    const loader = createSectionLoader(runtime, [live('solutions')]);
    const error = await loader.loadSection('admin').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SectionLoadError);
    expect((error as SectionLoadError).section).toBe('admin');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('rejects with SectionLoadError carrying the cause when loadRemote rejects', async () => {
    const cause = new Error('[ Federation Runtime ]: RUNTIME-008');
    const loader = createSectionLoader(
      fakeRuntime(async () => {
        throw cause;
      }),
      [live('partners')],
    );
    const error = await loader.loadSection('partners').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SectionLoadError);
    expect((error as SectionLoadError).section).toBe('partners');
    expect((error as SectionLoadError).cause).toBe(cause);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['{ default: undefined }', { default: undefined }],
    ['a module without routes', { contractsMajor: CONTRACTS_MAJOR, section: 'solutions' }],
    ['a module whose routes lack loaders', { contractsMajor: CONTRACTS_MAJOR, section: 'solutions', routes: [{ entry: { path: '/x' } }] }],
    ['a module without contractsMajor', { section: 'solutions', routes: [] }],
  ])('rejects with SectionLoadError when the remote resolves %s', async (_label, loaded) => {
    const loader = createSectionLoader(
      fakeRuntime(async () => loaded),
      [live('solutions')],
    );
    await expect(loader.loadSection('solutions')).rejects.toBeInstanceOf(SectionLoadError);
  });

  it.each([
    ['a newer major', CONTRACTS_MAJOR + 1],
    ['a major older than the window', OLDEST_COMPOSED_CONTRACTS_MAJOR - 1],
  ])('rejects with SectionLoadError when the remote was built for %s', async (_name, contractsMajor) => {
    const loader = createSectionLoader(
      fakeRuntime(async () => routesModule({ contractsMajor })),
      [live('solutions')],
    );
    await expect(loader.loadSection('solutions')).rejects.toThrow(SectionLoadError);
    await expect(loader.loadSection('solutions')).rejects.toThrow(`v${contractsMajor}`);
  });

  it('composes a section still built against an older major of the deprecation window', async () => {
    // Section teams deploy alone: a shell of a new major keeps running what is live until each is rebuilt.
    const loader = createSectionLoader(
      fakeRuntime(async () => routesModule({ contractsMajor: OLDEST_COMPOSED_CONTRACTS_MAJOR })),
      [live('solutions')],
    );
    await expect(loader.loadSection('solutions')).resolves.toMatchObject({ contractsMajor: OLDEST_COMPOSED_CONTRACTS_MAJOR });
  });
});

describe('SectionLoadError', () => {
  it('names the section in its name and message', () => {
    const error = new SectionLoadError('legal', 'gone');
    expect(error.name).toBe('SectionLoadError');
    expect(error.message).toBe('Section "legal": gone');
    expect(error).toBeInstanceOf(Error);
  });
});

describe('createSectionLoader reports each load to the registry', () => {
  it('a load that works, with its time; one that fails, with its cause; a page that fails later', async () => {
    const report = vi.fn();
    const cause = new Error('ChunkLoadError: Loading chunk 7 failed');
    let attempts = 0;
    const loader = createSectionLoader(
      fakeRuntime(async () => {
        attempts += 1;
        if (attempts === 1) throw cause;
        return routesModule();
      }),
      [live('solutions')],
      { report },
    );
    await expect(loader.loadSection('solutions')).rejects.toBeInstanceOf(SectionLoadError);
    expect(report).toHaveBeenLastCalledWith({ section: 'solutions', ok: false, loadMs: expect.any(Number), error: cause });
    await loader.loadSection('solutions');
    expect(report).toHaveBeenLastCalledWith({ section: 'solutions', ok: true, loadMs: expect.any(Number) });
    loader.reportPageFailure('solutions', cause);
    expect(report).toHaveBeenLastCalledWith({ section: 'solutions', ok: false, loadMs: 0, error: cause });
    expect(report).toHaveBeenCalledTimes(3);
  });
});

describe('createSectionLoader checks the live version before a section is first loaded in this tab', () => {
  it('loads the version the tab started with while it is still the live one', async () => {
    const runtime = fakeRuntime(async () => routesModule());
    const liveVersion = vi.fn(async () => '2.0.0');
    const loader = createSectionLoader(runtime, [live('solutions', '2.0.0')], { liveVersion });
    await loader.loadSection('solutions');
    expect(liveVersion).toHaveBeenCalledWith('solutions');
    expect(runtime.loadRemote).toHaveBeenCalledOnce();
  });

  it('refuses with a load error (the update flow) when another version went live since, loading nothing', async () => {
    const runtime = fakeRuntime(async () => routesModule());
    const loader = createSectionLoader(runtime, [live('solutions', '2.0.0')], { liveVersion: async () => '2.1.0' });
    const error = await loader.loadSection('solutions').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SectionLoadError);
    expect((error as Error).message).toContain('version 2.1.0 went live after this tab loaded 2.0.0');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('loads as before when the live map cannot be read', async () => {
    const runtime = fakeRuntime(async () => routesModule());
    const loader = createSectionLoader(runtime, [live('solutions', '2.0.0')], { liveVersion: async () => Promise.reject(new Error('offline')) });
    await expect(loader.loadSection('solutions')).resolves.toBeDefined();
  });

  describe('on the map the page was served with (/remotes.json not read yet)', () => {
    const served = (...sections: VisitorLiveMapSection[]) => ({ generatedAt: '2026-11-27T00:00:00.000Z', sections });

    it('registers nothing until /remotes.json answers, then registers its sections and loads', async () => {
      const module = routesModule({ section: 'legal' });
      const runtime = fakeRuntime(async () => module);
      let answer: (map: ReturnType<typeof served>) => void = () => undefined;
      const servedMap = vi.fn(() => new Promise<ReturnType<typeof served> | null>((resolve) => (answer = resolve)));
      const loader = createSectionLoader(runtime, [live('legal', '1.4.2')], { servedMap });
      expect(runtime.registerRemotes).not.toHaveBeenCalled();

      const loading = loader.loadSection('legal');
      await Promise.resolve();
      expect(runtime.loadRemote).not.toHaveBeenCalled();
      const withDigests = { ...live('legal', '1.4.2'), manifestUrl: '/remotes/legal/1.4.2/mf-manifest.json', integrity: { 'remoteEntry.js': 'sha384-x' } };
      answer(served(withDigests, live('partners', '3.0.0')));
      await expect(loading).resolves.toBe(module);
      expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith(
        [
          { name: 'section_legal', entry: '/remotes/legal/1.4.2/mf-manifest.json' },
          { name: 'section_partners', entry: '/remotes/partners/3.0.0/mf-manifest.json' },
        ],
        { force: true },
      );
      await loader.loadSection('partners').catch(() => undefined);
      expect(servedMap).toHaveBeenCalledTimes(1);
    });

    it('is a load problem (the update flow) while /remotes.json still cannot be read, and tries again next time', async () => {
      const runtime = fakeRuntime(async () => routesModule({ section: 'legal' }));
      const servedMap = vi
        .fn<() => Promise<ReturnType<typeof served> | null>>()
        .mockResolvedValueOnce(null)
        .mockResolvedValueOnce(served(live('legal')));
      const loader = createSectionLoader(runtime, [live('legal')], { servedMap });
      await expect(loader.loadSection('legal')).rejects.toThrow(/cannot be read/);
      expect(runtime.loadRemote).not.toHaveBeenCalled();
      await expect(loader.loadSection('legal')).resolves.toMatchObject({ section: 'legal' });
    });

    it('refuses a section whose live version is not the one the page was served with', async () => {
      const runtime = fakeRuntime(async () => routesModule({ section: 'legal' }));
      const loader = createSectionLoader(runtime, [live('legal', '1.0.0')], { servedMap: async () => served(live('legal', '1.1.0')) });
      const failure = loader.loadSection('legal');
      await expect(failure).rejects.toBeInstanceOf(SectionLoadError);
      await expect(failure).rejects.toThrow('version 1.1.0 is live, this page was served with 1.0.0');
      expect(runtime.loadRemote).not.toHaveBeenCalled();
    });
  });
});
