import { describe, expect, test } from 'vitest';
import type { LiveMap } from './live-map.ts';
import { IncompatibleShellError, registryVersions, shellGateFailures } from './shell-gate.ts';
import type { VersionRecord } from './version-input.ts';

const SHELL = { contractsMajor: 1, oldestContractsMajor: 1, shared: { react: '19.3.1', '@site/ui': '1.4.0' } };

const built = (section: 'legal' | 'solutions', version: string, ui: string, contractsMajor = 1) =>
  ({
    section,
    version,
    contractsMajor,
    exposes: ['./routes'],
    shared: [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: '@site/ui/hero', requiredVersion: ui },
    ],
  }) as unknown as VersionRecord;

const live = (sections: LiveMap['sections']): LiveMap => ({ sections });

describe('the reverse gate: a shell against every live and canary version', () => {
  test('a shell every live and canary version can run in passes', () => {
    expect(
      shellGateFailures(
        registryVersions(
          live({ legal: { live: built('legal', '1.0.0-a', '^1.2.0'), canary: { version: built('legal', '1.1.0-b', '^1.4.0'), percent: 10 }, updatedAt: '' } }),
        ),
        SHELL,
      ),
    ).toEqual([]);
  });

  test('a shell whose design system took a breaking major names each section, version and requirement it would break', () => {
    const shell = { ...SHELL, contractsMajor: 2, oldestContractsMajor: 2, shared: { ...SHELL.shared, '@site/ui': '2.0.0' } };
    const failures = shellGateFailures(
      registryVersions(
        live({
          legal: { live: built('legal', '1.0.0-a', '^1.2.0'), updatedAt: '' },
          solutions: {
            live: built('solutions', '2.0.0-c', '^2.0.0', 2),
            canary: { version: built('solutions', '1.9.0-d', '^1.4.0'), percent: 25 },
            updatedAt: '',
          },
        }),
      ),
      shell,
    );
    expect(failures).toEqual([
      "legal 1.0.0-a (live): contracts major 1 is not the shell's 2",
      'legal 1.0.0-a (live): @site/ui requires ^1.2.0 but this shell provides 2.0.0',
      "solutions 1.9.0-d (canary at 25 %): contracts major 1 is not the shell's 2",
      'solutions 1.9.0-d (canary at 25 %): @site/ui requires ^1.4.0 but this shell provides 2.0.0',
    ]);
    expect(new IncompatibleShellError(failures).message).toMatch(/^This shell cannot serve what is live[\s\S]*legal 1\.0\.0-a \(live\)/);
  });
});
