/**
 * The image definition (the repository's Dockerfile), checked as far as a machine without Docker
 * can: it parses, its runtime stage copies only what exists or what `npm run build` makes, runs the
 * built server as a user that is not root, checks /healthz, and every package the built server
 * imports stays after `npm prune --omit=dev`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Copy, DockerfileParser, type Instruction } from 'dockerfile-ast';
import { beforeAll, describe, expect, test } from 'vitest';
import { BUILT_SERVER, SERVER_DIST } from '@site/site/built-server';
import { bundleServer } from '@site/site/bundle-server';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const dockerfile = DockerfileParser.parse(readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'));
const stages = dockerfile.getFROMs();
const runtimeStart = stages.at(-1)?.getRange().start.line ?? 0;
const runtime = dockerfile.getInstructions().filter((instruction) => instruction.getRange().start.line >= runtimeStart);
const ofRuntime = (keyword: string) => runtime.filter((instruction) => instruction.getKeyword() === keyword);
/** An exec-form instruction's argument list (`CMD ["node", ...]`). */
const execForm = (instruction: Instruction | undefined) => JSON.parse(instruction?.getArgumentsContent() ?? 'null') as string[];
const inImage = (file: string) => path.relative('/app', path.posix.resolve('/app', file));

/** Workspace folders, by the root package.json's globs. */
function workspaces(): string[] {
  const globs = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  return globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(path.join(REPO_ROOT, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && existsSync(path.join(REPO_ROOT, glob.slice(0, -2), entry.name, 'package.json')))
          .map((entry) => path.join(glob.slice(0, -2), entry.name))
      : [glob],
  );
}

describe('the Dockerfile', () => {
  test('builds in one stage and runs in another, from the same Node image', () => {
    expect(stages.map((stage) => stage.getImageName())).toEqual(['node', 'node']);
    expect(stages.map((stage) => stage.getBuildStage())).toEqual(['build', 'runtime']);
    // The build stage builds what the runtime stage copies, then drops development packages.
    const build = dockerfile.getInstructions().filter((instruction) => instruction.getRange().start.line < runtimeStart && instruction.getKeyword() === 'RUN');
    const script = build.map((instruction) => instruction.getArgumentsContent()).join(' ');
    expect(script).toMatch(/npm ci\b.*turbo run build\b.*npm prune --omit=dev/s);
  });

  test('the runtime stage runs the built server, as an unprivileged user, checking /healthz on the port it listens on', () => {
    expect(execForm(ofRuntime('CMD')[0])).toEqual(['node', '--enable-source-maps', path.relative(REPO_ROOT, BUILT_SERVER)]);
    const user = ofRuntime('USER').at(-1)?.getArgumentsContent() ?? 'root';
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const env = Object.fromEntries(
      ofRuntime('ENV').flatMap((instruction) =>
        [...(instruction.getArgumentsContent() ?? '').matchAll(/([A-Z_]+)=(\S+)/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
      ),
    );
    expect(env.NODE_ENV).toBe('production');
    expect(ofRuntime('EXPOSE')[0]?.getArgumentsContent()).toBe(env.PORT);
    expect(ofRuntime('HEALTHCHECK')[0]?.getArgumentsContent()).toMatch(/\/healthz/);
    expect(ofRuntime('STOPSIGNAL')[0]?.getArgumentsContent()).toBe('SIGTERM');
  });

  test('everything the runtime stage copies exists in the checkout or is made by a workspace build', () => {
    const copies = ofRuntime('COPY').filter((instruction): instruction is Copy => instruction instanceof Copy);
    expect(copies.length).toBeGreaterThan(3);
    const built = workspaces().filter((workspace) => {
      const scripts = (JSON.parse(readFileSync(path.join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts;
      return scripts?.build !== undefined;
    });
    for (const copy of copies) {
      expect(copy.getFromFlag()?.getValue(), 'copied from the build stage').toBe('build');
      const source = inImage(copy.getArguments()[0]?.getValue() ?? '');
      if (source === 'node_modules') continue;
      const made = built.some((workspace) => source.startsWith(`${workspace}/dist`));
      expect(made || existsSync(path.join(REPO_ROOT, source)), `${source} is in the checkout or a build's output`).toBe(true);
    }
    // The server's own build, where the CMD runs it.
    expect(copies.map((copy) => inImage(copy.getArguments()[0]?.getValue() ?? ''))).toContain(path.relative(REPO_ROOT, SERVER_DIST));
  });
});

describe('the built server in the image', () => {
  let imported: string[] = [];
  beforeAll(async () => {
    const outDir = path.join(REPO_ROOT, 'services/site/dist', `image-test-${process.pid}`, 'server');
    try {
      imported = (await bundleServer(outDir)).packages;
    } finally {
      await rm(path.dirname(outDir), { recursive: true, force: true });
    }
  });

  test('imports only packages some workspace lists as a production dependency, so npm prune --omit=dev keeps them', () => {
    const production = new Set(
      workspaces().flatMap((workspace) =>
        Object.keys(
          (JSON.parse(readFileSync(path.join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {},
        ),
      ),
    );
    expect(imported).toContain('fastify');
    expect(imported.filter((name) => !production.has(name))).toEqual([]);
  });
});
