import { describe, expect, test } from 'vitest';
import { checkCompatibility, packageOf, type GateCandidate } from './contract-gate.ts';

const SHELL = {
  contractsMajor: 1,
  oldestContractsMajor: 1,
  shared: { react: '19.3.1', 'react-dom': '19.3.1', '@site/ui': '0.1.0', '@emotion/react': '11.14.0' },
};
const candidate = (overrides: Partial<GateCandidate> = {}): GateCandidate => ({
  contractsMajor: 1,
  exposes: ['./routes'],
  shared: [
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: 'react/', requiredVersion: '^19.3.1' },
    { name: 'react/jsx-runtime', requiredVersion: '^19.3.1' },
    { name: 'react-dom', requiredVersion: '^19.0.0' },
    { name: '@site/ui/theme', requiredVersion: '^0.1.0' },
    { name: '@emotion/react/jsx-runtime', requiredVersion: null },
  ],
  ...overrides,
});

describe('packageOf', () => {
  test.each([
    ['react', 'react'],
    ['react/', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@site/ui', '@site/ui'],
    ['@site/ui/', '@site/ui'],
    ['@emotion/react/jsx-runtime', '@emotion/react'],
  ])('%s belongs to %s', (name, pkg) => expect(packageOf(name)).toBe(pkg));
});

describe('checkCompatibility', () => {
  test('a candidate built against this shell passes, subpaths resolved to their package', () => {
    expect(checkCompatibility(candidate(), SHELL)).toEqual([]);
  });

  test('another contracts major is refused', () => {
    expect(checkCompatibility(candidate({ contractsMajor: 2 }), SHELL)).toEqual(["contracts major 2 is not the shell's 1"]);
  });

  test('a shell in a deprecation window composes every major of it, and names the window when it refuses', () => {
    const windowed = { ...SHELL, contractsMajor: 3, oldestContractsMajor: 2 };
    expect(checkCompatibility(candidate({ contractsMajor: 2 }), windowed)).toEqual([]);
    expect(checkCompatibility(candidate({ contractsMajor: 3 }), windowed)).toEqual([]);
    expect(checkCompatibility(candidate({ contractsMajor: 1 }), windowed)).toEqual(['contracts major 1 is not one the shell composes (2 to 3)']);
    expect(checkCompatibility(candidate({ contractsMajor: 4 }), windowed)).toEqual(['contracts major 4 is not one the shell composes (2 to 3)']);
  });

  test('a remote must expose ./routes', () => {
    expect(checkCompatibility(candidate({ exposes: ['./pages'] }), SHELL)).toEqual(['must expose ./routes']);
    expect(checkCompatibility(candidate({ exposes: [] }), SHELL)).toEqual(['must expose ./routes']);
  });

  test('a range the shell does not satisfy is named once per package, with both versions', () => {
    const failures = checkCompatibility(
      candidate({
        shared: [
          { name: 'react', requiredVersion: '^20.0.0' },
          { name: 'react/jsx-runtime', requiredVersion: '^20.0.0' },
          { name: 'react-dom', requiredVersion: '~19.2.0' },
        ],
      }),
      SHELL,
    );
    expect(failures).toEqual(['react requires ^20.0.0 but the live shell provides 19.3.1', 'react-dom requires ~19.2.0 but the live shell provides 19.3.1']);
  });

  test('a package the shell does not share is refused, whatever the range', () => {
    expect(
      checkCompatibility(
        candidate({
          shared: [
            { name: 'zustand', requiredVersion: '^5.0.0' },
            { name: 'lodash', requiredVersion: null },
          ],
        }),
        SHELL,
      ),
    ).toEqual(['zustand is required but the live shell does not share it', 'lodash is required but the live shell does not share it']);
    expect(
      checkCompatibility(candidate({ shared: [{ name: '@site/ui/theme', requiredVersion: '^0.1.0' }] }), {
        contractsMajor: 1,
        oldestContractsMajor: 1,
        shared: {},
      }),
    ).toEqual(['@site/ui is required but the live shell does not share it']);
  });

  test("a remote that takes the shell's Module Federation runtime needs a shell that provides that major", () => {
    const runtimeUser = candidate({ shared: [{ name: '@module-federation/runtime-core', requiredVersion: '^2.9.2' }] });
    expect(checkCompatibility(runtimeUser, { contractsMajor: 1, oldestContractsMajor: 1, shared: { '@module-federation/runtime-core': '2.9.2' } })).toEqual([]);
    expect(checkCompatibility(runtimeUser, { contractsMajor: 1, oldestContractsMajor: 1, shared: {} })).toEqual([
      '@module-federation/runtime-core is required but the live shell does not share it',
    ]);
    expect(checkCompatibility(runtimeUser, { contractsMajor: 1, oldestContractsMajor: 1, shared: { '@module-federation/runtime-core': '3.0.0' } })).toEqual([
      '@module-federation/runtime-core requires ^2.9.2 but the live shell provides 3.0.0',
    ]);
  });

  test('an exact key the shell shares wins over its package', () => {
    const shell = { contractsMajor: 1, oldestContractsMajor: 1, shared: { react: '19.3.1', 'react/jsx-runtime': '18.0.0' } };
    expect(checkCompatibility(candidate({ shared: [{ name: 'react/jsx-runtime', requiredVersion: '^19.0.0' }] }), shell)).toEqual([
      'react requires ^19.0.0 but the live shell provides 18.0.0',
    ]);
  });

  test('an invalid range is a failure, not a crash', () => {
    expect(checkCompatibility(candidate({ shared: [{ name: 'react', requiredVersion: 'not-a-range!' }] }), SHELL)).toEqual([
      'react requires not-a-range!, which is not a valid semver range',
    ]);
  });

  test('prerelease shells are judged by the range, and every failure is reported together', () => {
    const shell = { contractsMajor: 1, oldestContractsMajor: 1, shared: { react: '20.0.0-rc.1' } };
    expect(checkCompatibility(candidate({ shared: [{ name: 'react', requiredVersion: '>=19.0.0' }] }), shell)).toEqual([]);
    expect(checkCompatibility({ contractsMajor: 3, exposes: [], shared: [{ name: 'vue', requiredVersion: '^3' }] }, SHELL)).toHaveLength(3);
  });
});
