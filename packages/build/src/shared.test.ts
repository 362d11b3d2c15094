import { describe, expect, it } from 'vitest';
import { SINGLETONS, sharedConfig } from './shared.ts';

const installedVersion = (name: string) => `installed-${name}`;

/** What the shell depends on today (exact pins), plus a package that is not a singleton. */
const shellDependencies = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@emotion/react': '11.14.0',
  '@emotion/cache': '11.14.0',
  zustand: '5.1.0',
  '@tanstack/react-query': '5.108.0',
  '@site/ui': '0.1.0',
  zod: '4.6.7',
};

describe('sharedConfig', () => {
  it('shares every singleton the app depends on, with subpath keys for react, react-dom, @emotion/react and @site/ui', () => {
    const shared = sharedConfig(shellDependencies, { strict: false, installedVersion });
    expect(Object.keys(shared).toSorted()).toEqual(
      [
        'react',
        'react/',
        'react-dom',
        'react-dom/',
        '@emotion/react',
        '@emotion/react/',
        '@emotion/cache',
        'zustand',
        '@tanstack/react-query',
        '@site/ui',
        '@site/ui/',
      ].toSorted(),
    );
  });

  it('makes every entry a lazy singleton with the installed version', () => {
    const shared = sharedConfig(shellDependencies, { strict: false, installedVersion });
    for (const [key, entry] of Object.entries(shared)) {
      const name = key.endsWith('/') ? key.slice(0, -1) : key;
      expect(entry).toMatchObject({ singleton: true, eager: false, version: `installed-${name}` });
    }
  });

  it('gives a subpath key the same settings as its package, as a separate object', () => {
    const shared = sharedConfig(shellDependencies, { strict: true, installedVersion });
    expect(shared['react-dom/']).toEqual(shared['react-dom']);
    expect(shared['react-dom/']).not.toBe(shared['react-dom']);
  });

  it('requires each range exactly as the app declares it: a pin stays a pin', () => {
    const shared = sharedConfig(
      { react: '19.3.1', 'react-dom': '^19.0.0', zustand: '~5.1.0', '@site/ui': '*', '@emotion/react': '=11.14.0' },
      { strict: false, installedVersion },
    );
    expect(shared.react?.requiredVersion).toBe('19.3.1');
    expect(shared['react/']?.requiredVersion).toBe('19.3.1');
    expect(shared['@emotion/react']?.requiredVersion).toBe('=11.14.0');
    expect(shared['react-dom']?.requiredVersion).toBe('^19.0.0');
    expect(shared.zustand?.requiredVersion).toBe('~5.1.0');
    expect(shared['@site/ui']?.requiredVersion).toBe('*');
  });

  it.each([true, false])('sets strictVersion to %s when strict is %s', (strict) => {
    const shared = sharedConfig(shellDependencies, { strict, installedVersion });
    expect(Object.values(shared).every((entry) => entry.strictVersion === strict)).toBe(true);
  });

  it('leaves out singletons the app does not depend on, and their subpath keys', () => {
    const shared = sharedConfig({ react: '19.3.1', zustand: '5.1.0' }, { strict: false, installedVersion });
    expect(Object.keys(shared).toSorted()).toEqual(['react', 'react/', 'zustand'].toSorted());
    expect(sharedConfig({}, { strict: false, installedVersion })).toEqual({});
  });

  it('never shares a package that is not a singleton', () => {
    const shared = sharedConfig({ ...shellDependencies, lodash: '4.17.21' }, { strict: false, installedVersion });
    expect(shared).not.toHaveProperty('lodash');
    expect(shared).not.toHaveProperty('zod');
  });

  it('only asks for the installed version of packages it shares', () => {
    const asked: string[] = [];
    const recordingInstalledVersion = (name: string) => {
      asked.push(name);
      return '1.0.0';
    };
    sharedConfig({ react: '19.3.1', zod: '4.6.7' }, { strict: false, installedVersion: recordingInstalledVersion });
    expect(asked).toEqual(['react']);
  });

  it('includes react and react-dom among the singletons', () => {
    expect(SINGLETONS).toEqual(expect.arrayContaining(['react', 'react-dom', '@emotion/react', '@site/ui']));
  });

  it('marks every version of a development build', () => {
    const shared = sharedConfig(shellDependencies, { strict: false, installedVersion, development: true });
    for (const entry of Object.values(shared)) expect(entry.version).toMatch(/-development$/);
    expect(shared['react-dom/']).toMatchObject({ version: 'installed-react-dom-development', requiredVersion: '19.3.1' });
  });
});
