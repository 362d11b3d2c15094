import { afterEach, describe, expect, test, vi } from 'vitest';

/** A browser's factory, recording the policies made and the values passed through them. */
function fakeTrustedTypes() {
  const made: string[] = [];
  const passed: string[] = [];
  const factory = {
    createPolicy(name: string, rules: { createHTML(markup: string): string; createScriptURL(url: string): string }) {
      made.push(name);
      return {
        createHTML: (markup: string) => (passed.push(`html:${markup}`), { trusted: rules.createHTML(markup) }),
        createScriptURL: (url: string) => (passed.push(`url:${url}`), { trusted: rules.createScriptURL(url) }),
      };
    },
  };
  return { factory, made, passed };
}

async function freshModule() {
  vi.resetModules();
  return import('./trusted-types.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the site's Trusted Types policy", () => {
  test("in a browser with Trusted Types, markup and script URLs go through one policy named 'site', made once", async () => {
    const { factory, made, passed } = fakeTrustedTypes();
    vi.stubGlobal('trustedTypes', factory);
    vi.stubGlobal('document', { baseURI: 'https://www.example.com/partners' });
    const { serverMarkup, scriptUrl } = await freshModule();
    expect(serverMarkup('<h2>Why</h2>')).toEqual({ trusted: '<h2>Why</h2>' });
    expect(scriptUrl('/remotes/solutions/1.4.0/remoteEntry.js')).toEqual({ trusted: '/remotes/solutions/1.4.0/remoteEntry.js' });
    expect(made).toEqual(['site']);
    expect(passed).toEqual(['html:<h2>Why</h2>', 'url:/remotes/solutions/1.4.0/remoteEntry.js']);
  });

  test('a script URL that is not http(s) is refused, with or without Trusted Types', async () => {
    const { factory } = fakeTrustedTypes();
    vi.stubGlobal('trustedTypes', factory);
    const withPolicy = await freshModule();
    expect(() => withPolicy.scriptUrl('javascript:alert(1)')).toThrow(/javascript: URL/);
    vi.unstubAllGlobals();
    const without = await freshModule();
    expect(() => without.scriptUrl('data:text/javascript,alert(1)')).toThrow(/data: URL/);
    expect(without.scriptUrl('https://cdn.example.com/remoteEntry.js')).toBe('https://cdn.example.com/remoteEntry.js');
  });

  test('without Trusted Types (older browsers, tests) markup passes through as the string it is', async () => {
    const { serverMarkup } = await freshModule();
    expect(serverMarkup('<p>as is</p>')).toBe('<p>as is</p>');
  });
});
