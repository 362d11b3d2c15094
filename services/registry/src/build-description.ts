/**
 * Reads a remote's build folder (`remotes/<section>/dist`) into what the registry stores about a
 * version. The version label and manifest URL come from whoever deploys the folder: the folder
 * itself does not know where it will be served.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { SectionName } from '@site/contracts/sections';
import { computeIntegrity, totalJsBytes } from './integrity.ts';
import { versionInputSchema, type SharedRequirement, type VersionInput } from './version-input.ts';

async function readJson(buildDir: string, file: string): Promise<unknown> {
  const fullPath = path.join(buildDir, file);
  let text: string;
  try {
    text = await readFile(fullPath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(code === 'ENOENT' ? `${fullPath} is missing` : `cannot read ${fullPath}: ${code ?? String(error)}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${fullPath} is not valid JSON`, { cause: error });
  }
}

function parseOrExplain<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`);
  throw new Error(`${where} is not as expected: ${issues.join('; ')}`);
}

const buildInfoSchema = z.object({
  section: z.string().nullable(),
  contractsMajor: z.number().int().min(0),
  commit: z.string().min(1).nullable().optional(),
  builtAt: z.iso.datetime({ offset: true }).optional(),
});

// Only the fields the registry reads; Module Federation writes many more.
const mfManifestSchema = z.object({
  shared: z.array(z.object({ name: z.string().min(1), requiredVersion: z.union([z.string(), z.literal(false)]).optional() })),
  exposes: z.array(z.object({ name: z.string().min(1), path: z.string().min(1).optional() })),
});

export interface BuildDescriptionOptions {
  section: SectionName;
  version: string;
  manifestUrl: string;
}

/** Everything the registry needs to publish the build in `buildDir`; errors name the file and field. */
export async function readBuildDescription(buildDir: string, { section, version, manifestUrl }: BuildDescriptionOptions): Promise<VersionInput> {
  const buildInfoFile = path.join(buildDir, 'build-info.json');
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  const buildInfo = parseOrExplain(buildInfoSchema, await readJson(buildDir, 'build-info.json'), buildInfoFile);
  if (buildInfo.section !== section) {
    throw new Error(`${buildInfoFile} says the build is of ${buildInfo.section === null ? 'the shell' : `section ${buildInfo.section}`}, not ${section}`);
  }
  const manifest = parseOrExplain(mfManifestSchema, await readJson(buildDir, 'mf-manifest.json'), manifestFile);
  const routeTable = await readJson(buildDir, 'route-table.json');

  const shared = new Map<string, SharedRequirement>();
  for (const entry of manifest.shared) {
    // `false` is Module Federation's "any version"; an absent range means the same.
    shared.set(entry.name, { name: entry.name, requiredVersion: typeof entry.requiredVersion === 'string' && entry.requiredVersion ? entry.requiredVersion : null });
  }
  const exposes = [...new Set(manifest.exposes.map((entry) => entry.path ?? `./${entry.name}`))];

  const input = {
    section,
    version,
    manifestUrl,
    integrity: await computeIntegrity(buildDir),
    exposes,
    shared: [...shared.values()].toSorted((a, b) => a.name.localeCompare(b.name)),
    contractsMajor: buildInfo.contractsMajor,
    routeTable,
    bytes: await totalJsBytes(buildDir),
    commit: buildInfo.commit ?? null,
    builtAt: buildInfo.builtAt ?? null,
  };
  return parseOrExplain(versionInputSchema, input, `the build in ${buildDir} (route-table.json, mf-manifest.json, build-info.json)`);
}
