import { afterEach, describe, expect, it } from 'vitest';
import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import { guardRemoteChunks, integrityIndex, jsonpGlobalName } from './integrity.ts';

const BASE = 'https://www.keyline.example/solutions';
const legal: VisitorLiveMapSection = {
  name: 'legal',
  version: '1.0.0-abc',
  manifestUrl: '/remotes/legal/1.0.0-abc/mf-manifest.json',
  routeTable: { routes: [], redirects: [] },
  integrity: { 'remoteEntry.js': 'sha384-entry', 'assets/page.1a2b.js': 'sha384-page' },
  cohort: 'live',
};

describe('integrityIndex', () => {
  const index = integrityIndex(
    [
      legal,
      { ...legal, name: 'partners', manifestUrl: 'https://cdn.keyline.example/partners/2.0.0/mf-manifest.json', integrity: { 'remoteEntry.js': 'sha384-cdn' } },
    ],
    BASE,
  );

  it('finds the digest of a file of a live version, relative or absolute, ignoring query and hash', () => {
    expect(index.lookup('/remotes/legal/1.0.0-abc/remoteEntry.js')).toBe('sha384-entry');
    expect(index.lookup('https://www.keyline.example/remotes/legal/1.0.0-abc/assets/page.1a2b.js?v=1#x')).toBe('sha384-page');
    expect(index.lookup('https://cdn.keyline.example/partners/2.0.0/remoteEntry.js')).toBe('sha384-cdn');
  });

  it('fails closed for a file in a known version folder that the registry did not list', () => {
    expect(index.lookup('/remotes/legal/1.0.0-abc/assets/injected.js')).toBe('sha384-unlisted');
  });

  it('has nothing to say about files outside every version folder (the shell’s own, another version)', () => {
    expect(index.lookup('/assets/main.123.js')).toBeUndefined();
    expect(index.lookup('/remotes/legal/0.9.0-old/remoteEntry.js')).toBeUndefined();
  });

  it('sections served without a registry carry no digests and are looked up as unknown', () => {
    expect(integrityIndex([{ ...legal, integrity: undefined }], BASE).lookup('/remotes/legal/1.0.0-abc/remoteEntry.js')).toBeUndefined();
    // A build previewed from another origin: the registry could not list its files.
    expect(integrityIndex([{ ...legal, integrity: {} }], BASE).lookup('/remotes/legal/1.0.0-abc/remoteEntry.js')).toBeUndefined();
  });
});

describe('guardRemoteChunks', () => {
  const scope: Record<string, unknown> = {};
  afterEach(() => {
    for (const key of Object.keys(scope)) delete scope[key];
  });

  it('names webpack’s JSONP global as webpack does', () => {
    expect(jsonpGlobalName('section_legal')).toBe('webpackChunksection_legal');
    expect(jsonpGlobalName('@site/x-y')).toBe('webpackChunk_site_x_y');
  });

  it('gives every script the remote’s own chunk loader creates its digest, and leaves other elements alone', () => {
    const index = integrityIndex([legal], 'http://localhost/');
    guardRemoteChunks('section_legal', index, scope);
    const queue = scope[jsonpGlobalName('section_legal')] as Array<[string[], object, (require: { l?: (url: string) => unknown }) => void]>;
    expect(queue).toHaveLength(1);
    const created: HTMLElement[] = [];
    // The remote's webpack runtime, as it boots: it runs the queued chunk's callback with its own require.
    const webpackRequire: { l?: (url: string) => unknown } = {
      l: (url: string) => {
        const script = document.createElement('script');
        script.src = url;
        created.push(script, document.createElement('div'));
        return script;
      },
    };
    queue[0]?.[2](webpackRequire);
    webpackRequire.l?.('/remotes/legal/1.0.0-abc/assets/page.1a2b.js');
    webpackRequire.l?.('/assets/shell-chunk.js');
    const [guardedScript, div, plainScript] = created as [HTMLScriptElement, HTMLElement, HTMLScriptElement];
    expect(guardedScript.integrity).toBe('sha384-page');
    expect(guardedScript.crossOrigin).toBe('anonymous');
    expect(div.getAttribute('integrity')).toBeNull();
    expect(plainScript.integrity).toBe('');
    // document.createElement is itself again once the loader returns.
    expect(document.createElement('script').integrity).toBe('');
  });
});
