import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/*
 * The server's layers are kept by the repository's lint configuration (.oxlintrc.json, the
 * per-folder no-restricted-imports overrides). These tests write a file where it would sit in the
 * repository, lint it with that configuration and read what oxlint says, so a rule that stops
 * matching (a glob renamed, a pattern dropped) fails here rather than letting a breach through.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const oxlint = path.join(repoRoot, 'node_modules/.bin/oxlint');
const config = path.join(repoRoot, '.oxlintrc.json');

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'server-layers-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

interface LintResult {
  refused: boolean;
  output: string;
}

/** Lints `source` as the file at `file` (a path as in the repository) would be linted. */
const lintAs = async (file: string, source: string): Promise<LintResult> => {
  const target = path.join(scratch, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, source);
  try {
    const { stdout } = await promisify(execFile)(oxlint, ['-c', config, file], { cwd: scratch });
    return { refused: false, output: stdout };
  } catch (error) {
    const { code, stdout } = error as { code?: number; stdout?: string };
    if (code !== 1) throw error;
    return { refused: true, output: stdout ?? '' };
  }
};

const RULE = 'no-restricted-imports';

describe('lint keeps the server layers', () => {
  test('the database may not import image processing (or anything of ours but contracts)', async () => {
    const breach = await lintAs(
      'packages/db/src/breach.ts',
      "import { VIDEO_RECORDINGS } from '@site/media/recordings';\nexport const all = VIDEO_RECORDINGS;\n",
    );
    expect(breach.refused).toBe(true);
    expect(breach.output).toContain(RULE);
    expect(breach.output).toContain('@site/db depends on @site/contracts only');
    // The seed too, with no exception: a service gives it the videos' recordings as an argument.
    const seed = await lintAs(
      'packages/db/src/seed/videos.ts',
      "import { recordingFieldsOf } from '@site/media/recordings';\nexport const media = recordingFieldsOf;\n",
    );
    expect(seed.refused).toBe(true);
    expect(seed.output).toContain('@site/db depends on @site/contracts only');

    const allowed = await lintAs('packages/db/src/allowed.ts', "import { LEAD_FORMS } from '@site/contracts/lead-forms';\nexport const forms = LEAD_FORMS;\n");
    expect(allowed.refused, allowed.output).toBe(false);
  });

  test('service-kit may not import the database, contracts may not import React', async () => {
    const kit = await lintAs('packages/service-kit/src/breach.ts', "import { openDatabase } from '@site/db/database';\nexport const open = openDatabase;\n");
    expect(kit.refused).toBe(true);
    expect(kit.output).toContain('@site/service-kit depends on nothing of ours');

    const contracts = await lintAs('packages/contracts/src/breach.ts', "import { createElement } from 'react';\nexport const make = createElement;\n");
    expect(contracts.refused).toBe(true);
    expect(contracts.output).toContain('never load React or routing at run time');
    // A contract may name React's types: a section's page is a component.
    const types = await lintAs('packages/contracts/src/page-type.ts', "import type { ComponentType } from 'react';\nexport type Page = ComponentType;\n");
    expect(types.refused, types.output).toBe(false);
  });

  test('a service may not load @site/build at run time, but may name its types', async () => {
    const runtime = await lintAs(
      'services/content/src/breach.ts',
      "import { readBuildFiles } from '@site/build/build-files';\nexport const read = readBuildFiles;\n",
    );
    expect(runtime.refused).toBe(true);
    expect(runtime.output).toContain(RULE);
    expect(runtime.output).toContain('never loads @site/build at run time');

    const typeOnly = await lintAs(
      'services/content/src/type-only.ts',
      "import type { BuildFile } from '@site/build/build-files';\nexport type Files = BuildFile[];\n",
    );
    expect(typeOnly.refused, typeOnly.output).toBe(false);
  });

  test('test support is refused in production server code and allowed in its tests', async () => {
    const source = "import { openTestDatabase } from '@site/db/test-databases';\nexport const open = openTestDatabase;\n";
    const production = await lintAs('services/registry/src/breach.ts', source);
    expect(production.refused).toBe(true);
    expect(production.output).toContain('Test support is for tests');

    const inTest = await lintAs('services/registry/src/breach.test.ts', source);
    expect(inTest.refused, inTest.output).toBe(false);
  });

  test('a service reaches another package by its public name, not a path into its sources', async () => {
    const breach = await lintAs('services/search/src/breach.ts', "import { buildApp } from '../../site/src/app.ts';\nexport const app = buildApp;\n");
    expect(breach.refused).toBe(true);
    expect(breach.output).toContain('what its package.json exports expose');
    const byName = await lintAs(
      'services/operations/src/breach.ts',
      "import { loadConfig } from '@site/site/src/config.ts';\nexport const load = loadConfig;\n",
    );
    expect(byName.refused).toBe(true);
    expect(byName.output).toContain('what its package.json exports expose');
    const exported = await lintAs('services/operations/src/allowed.ts', "import { loadConfig } from '@site/site/config';\nexport const load = loadConfig;\n");
    expect(exported.refused, exported.output).toBe(false);
  });

  test('a service may not import the front end', async () => {
    const breach = await lintAs('services/identity/src/breach.ts', "import { lightPalette } from '@site/ui/theme';\nexport const palette = lightPalette;\n");
    expect(breach.refused).toBe(true);
    expect(breach.output).toContain('never imports the front end');
  });
});
