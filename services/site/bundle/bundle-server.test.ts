import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { builtServerProblem } from './built-server.ts';
import { bundleServer } from './bundle-server.ts';

let outDir = '';
let main = '';
beforeAll(async () => {
  // A folder two levels below services/site, as dist/server is: the addresses it writes are relative.
  outDir = await mkdtemp(path.join(import.meta.dirname, '..', 'dist', 'test-'));
  await bundleServer(path.join(outDir, 'server'));
  outDir = path.join(outDir, 'server');
  main = await readFile(path.join(outDir, 'main.mjs'), 'utf8');
});
afterAll(async () => {
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

test('the server and its two workers are JavaScript that imports no TypeScript and no workspace package at run time', async () => {
  for (const file of ['main.mjs', 'render-worker-entry.mjs', 'markdown-worker-entry.mjs']) {
    const code = file === 'main.mjs' ? main : await readFile(path.join(outDir, file), 'utf8');
    expect(code, file).not.toMatch(/from ["']@site\//);
    expect(code, file).not.toMatch(/import\(["'][^"']+\.ts["']\)/);
    expect(code, file).not.toMatch(/tsx\/esm/);
  }
  // The workers are started beside the bundle, as built JavaScript.
  expect(main).toContain('new URL("./render-worker-entry.mjs", import.meta.url)');
  expect(main).toContain('new URL("./markdown-worker-entry.mjs", import.meta.url)');
});

test('each module finds the files it reads where its source is (migrations, media, the repository)', () => {
  const addresses = [...main.matchAll(/new URL\("([^"]+\.ts)", import\.meta\.url\)/g)].map((match) => match[1] ?? '');
  expect(addresses.length).toBeGreaterThan(3);
  for (const address of addresses) expect(existsSync(path.resolve(outDir, address)), address).toBe(true);
  expect(addresses).toContainEqual(expect.stringMatching(/packages\/db\/src\/migrate\.ts$/));
});

test('a build older than a file it was built from is refused, naming the file', async () => {
  expect(builtServerProblem(outDir)).toBeNull();
  const changed = path.join(outDir, 'changed-later.ts');
  await new Promise((resolve) => setTimeout(resolve, 20));
  await writeFile(changed, 'export {};\n');
  const inputs = JSON.parse(await readFile(path.join(outDir, 'inputs.json'), 'utf8')) as string[];
  await writeFile(path.join(outDir, 'inputs.json'), JSON.stringify([...inputs, 'changed-later.ts']));
  expect(builtServerProblem(outDir)).toMatch(/older than .*changed-later\.ts: build it again/);
  expect(builtServerProblem(path.join(outDir, 'none'))).toMatch(/main\.mjs is missing: build the site server first/);
});
