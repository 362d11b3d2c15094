import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { lastRelease, runtimeDependencies, staleDependencies } from './dependency-audit.ts';

test("the runtime dependencies are the workspaces' dependencies, never their devDependencies nor their own packages", async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'deps-'));
  try {
    for (const [dir, manifest] of Object.entries({
      shell: { dependencies: { react: '19.2.0', '@site/ui': '0.1.0' }, devDependencies: { vitest: '4.1.12' } },
      'services/site': { dependencies: { fastify: '5.12.8', react: '19.2.0' } },
    })) {
      await mkdir(path.join(root, dir), { recursive: true });
      await writeFile(path.join(root, dir, 'package.json'), JSON.stringify(manifest));
    }
    expect(await runtimeDependencies(root, ['shell', 'services/site'])).toEqual(['fastify', 'react']);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("a package's last release is its newest version's date, not npm's modified date", () => {
  expect(
    lastRelease({ created: '2015-01-01T00:00:00Z', modified: '2026-11-01T00:00:00Z', '1.0.0': '2015-01-02T00:00:00Z', '1.1.0': '2019-06-01T00:00:00Z' }),
  ).toEqual(new Date('2019-06-01T00:00:00Z'));
  expect(lastRelease({ created: '2015-01-01T00:00:00Z' })).toBeNull();
});

test('a dependency with no release for two years is stale, and justified only when the operations guide’s dependency section names it', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const releases = new Map([
    ['fastify', new Date('2026-10-01T00:00:00Z')],
    ['crelt', new Date('2023-01-10T00:00:00Z')],
    ['old-thing', new Date('2020-05-05T00:00:00Z')],
  ]);
  const readme =
    '# Site\n\nMentions `old-thing` here, which does not count.\n\n## Dependencies\n\n- `crelt`: 40 lines that do one thing; nothing to fix.\n\n## Next\n';
  expect(staleDependencies(releases, now, readme)).toEqual([
    { name: 'old-thing', lastRelease: new Date('2020-05-05T00:00:00Z'), justified: false },
    { name: 'crelt', lastRelease: new Date('2023-01-10T00:00:00Z'), justified: true },
  ]);
});
