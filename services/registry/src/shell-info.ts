/**
 * What the live shell provides, for the contract gate: its contracts major and the exact version of
 * each package it shares. Read from the shell's build folder:
 * - `build-info.json` (`contractsMajor`, and `oldestContractsMajor` from shells that compose older
 *   majors too; a shell built before that composes its own major only), written by every build;
 * - `shared-versions.json` (`{ "react": "19.3.1", ... }`) when the build writes one: the truth;
 * - otherwise the versions installed for the dependencies in `shell/package.json` (next to `dist/`),
 *   resolved from the shell's folder. That is an approximation for a local checkout: it lists every
 *   dependency, not only the shared ones, so the gate may accept a remote that asks the shell to
 *   share a library it only bundles. Builds meant for production should write shared-versions.json.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { SHELL } from '@site/contracts/sections';
import type { ShellInfo } from './contract-gate.ts';
import type { LiveMap } from './live-map.ts';
import { shellInfoOf } from './shell-gate.ts';

export type { ShellInfo } from './contract-gate.ts';

const buildInfoSchema = z
  .object({ contractsMajor: z.number().int().min(0), oldestContractsMajor: z.number().int().min(0).optional(), links: z.array(z.string()).optional() })
  .refine((info) => (info.oldestContractsMajor ?? info.contractsMajor) <= info.contractsMajor, 'oldestContractsMajor is above contractsMajor');
const sharedVersionsSchema = z.record(z.string().min(1), z.string().min(1));
const packageJsonSchema = z.object({ name: z.string().optional(), version: z.string().optional(), dependencies: z.record(z.string(), z.string()).optional() });

async function readJsonFile(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON`, { cause: error });
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`${file} is not as expected: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`);
  return parsed.data;
}

/** The installed version of `name` as seen from `require`'s folder, or undefined when it is not installed. */
function installedVersion(require: NodeJS.Require, name: string): string | undefined {
  try {
    return parse(packageJsonSchema, require(`${name}/package.json`), name).version;
  } catch {
    // Packages whose `exports` hide package.json: walk up from their entry point instead.
  }
  let dir: string;
  try {
    dir = path.dirname(require.resolve(name));
  } catch {
    return undefined;
  }
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const pkg = packageJsonSchema.parse(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')));
      if (pkg.name === name) return pkg.version;
    } catch {
      // No package.json here (or not a readable one): keep walking up.
    }
  }
  return undefined;
}

export async function readInstalledDependencyVersions(packageJsonFile: string): Promise<Record<string, string>> {
  const pkg = parse(packageJsonSchema, await readJsonFile(packageJsonFile), packageJsonFile);
  const require = createRequire(packageJsonFile);
  const versions: Record<string, string> = {};
  for (const name of Object.keys(pkg.dependencies ?? {}).toSorted()) {
    const version = installedVersion(require, name);
    if (version !== undefined) versions[name] = version;
  }
  return versions;
}

export async function readShellInfo(shellDist: string): Promise<ShellInfo> {
  const buildInfoFile = path.join(shellDist, 'build-info.json');
  let buildInfo: unknown;
  try {
    buildInfo = await readJsonFile(buildInfoFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${buildInfoFile} is missing: build the shell first`, { cause: error });
    throw error;
  }
  const { contractsMajor, oldestContractsMajor = contractsMajor, links = [] } = parse(buildInfoSchema, buildInfo, buildInfoFile);
  const sharedFile = path.join(shellDist, 'shared-versions.json');
  let shared: Record<string, string>;
  try {
    shared = parse(sharedVersionsSchema, await readJsonFile(sharedFile), sharedFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    shared = await readInstalledDependencyVersions(path.join(path.dirname(path.resolve(shellDist)), 'package.json'));
  }
  return { contractsMajor, oldestContractsMajor, shared, links };
}

/**
 * What the live shell provides: the registry's released shell once a shell version is live (the
 * shell is released like a section); until then, the shell build in `shellDist` that serves the pages.
 */
export async function liveShellInfo(liveMap: () => Promise<LiveMap>, shellDist: string): Promise<ShellInfo> {
  const released = (await liveMap()).sections[SHELL]?.live;
  return released ? shellInfoOf(released) : readShellInfo(shellDist);
}
