import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';

/**
 * `.env.example` is the one list of what can be configured: every variable the code reads is in
 * it (with a line saying what it does), and nothing in it is read by nobody. The code is read as
 * text, so the check needs no service to start.
 */
const { repoRoot } = loadConfig({});
const SOURCE_ROOTS = ['packages', 'services', 'shell', 'remotes', 'e2e'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', '.turbo']);
/** Set by the environment the code runs in, not by whoever configures the site. */
const PROVIDED = new Set(['CI', 'INIT_CWD', 'PATH']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function variablesReadByCode(): Map<string, string> {
  const read = new Map<string, string>();
  const note = (name: string, file: string) => {
    if (!PROVIDED.has(name) && !read.has(name)) read.set(name, path.relative(repoRoot, file));
  };
  for (const file of SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(repoRoot, root)))) {
    const text = readFileSync(file, 'utf8');
    // `process.env.NAME`, or a command's `io.env.NAME`.
    for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) note(match[1] ?? '', file);
    // Settings schemas: the upper-case keys of a service's `config.ts` objects.
    if (file.endsWith('/config.ts')) for (const match of text.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)) note(match[1] ?? '', file);
  }
  return read;
}

const listed = new Set([...readFileSync(path.join(repoRoot, '.env.example'), 'utf8').matchAll(/^#? *([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] ?? ''));

describe('.env.example', () => {
  const read = variablesReadByCode();

  test('lists every variable the code reads', () => {
    const missing = [...read].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
    // The scan itself works: variables of a schema and a direct read are found.
    expect([...read.keys()]).toEqual(
      expect.arrayContaining(['PRERENDER', 'DATABASE_URL', 'OIDC_ISSUER', 'SITE_BUILD_OUT_DIR', 'GTM_CONTAINER_ID', 'PLATFORM_LOGIN_URL', 'DEV_PORT_BASE']),
    );
  });

  test('lists nothing the code does not read', () => {
    expect([...listed].filter((name) => !read.has(name))).toEqual([]);
  });

  test('every variable it lists is documented in docs/operations.md', () => {
    const guide = readFileSync(path.join(repoRoot, 'docs', 'operations.md'), 'utf8');
    expect([...listed].filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
    expect(listed.size).toBeGreaterThan(40);
  });
});
