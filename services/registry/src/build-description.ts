/**
 * Reads a remote's build folder (`remotes/<section>/dist`) into what the registry stores about a
 * version. The version label and manifest URL come from whoever deploys the folder: the folder
 * itself does not know where it will be served.
 */
import { z } from 'zod';
import { SHELL, type ReleaseUnit } from '@site/contracts/sections';
import { asFileSource, type FileSource } from './file-source.ts';
import { computeIntegrity, fileSizes, totalJsBytes } from './integrity.ts';
import { versionInputSchema, type SharedRequirement, type VersionInput } from './version-input.ts';
import type { GateCandidate } from './contract-gate.ts';

async function readJson(source: FileSource, file: string): Promise<unknown> {
  const fullPath = source.name(file);
  let content: Buffer | null;
  try {
    content = await source.read(file);
  } catch (error) {
    throw new Error(`cannot read ${fullPath}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { cause: error });
  }
  if (!content) throw new Error(`${fullPath} is missing`);
  try {
    return JSON.parse(content.toString('utf8'));
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
  /** A shell's: the oldest contracts major it still composes. */
  oldestContractsMajor: z.number().int().min(0).optional(),
  commit: z.string().min(1).nullable().optional(),
  builtAt: z.iso.datetime({ offset: true }).optional(),
  dirty: z.boolean().optional(),
  node: z.string().max(32).optional(),
  /** The sections' pages it links to (builds before they were recorded have none: not checked). */
  links: z.array(z.string()).optional(),
  // What the build needs the shell to provide besides shared libraries (the Module Federation
  // runtime, see @site/build's federation-runtime.ts): gated exactly like a shared requirement.
  requiresFromShell: z.record(z.string().min(1), z.string().min(1)).optional(),
});

// Only the fields the registry reads; Module Federation writes many more.
const mfManifestSchema = z.object({
  shared: z.array(z.object({ name: z.string().min(1), requiredVersion: z.union([z.string(), z.literal(false)]).optional() })),
  exposes: z.array(z.object({ name: z.string().min(1), path: z.string().min(1).optional() })),
});

export interface BuildDescriptionOptions {
  section: ReleaseUnit;
  version: string;
  manifestUrl: string;
}

/** Reads one JSON file of a build, wherever the build is (a folder, a URL); errors name the file. */
type ReadBuildFile = (file: string) => Promise<unknown>;

/** A shell build names the exact version of each package it shares (`{ "react": "19.2.0" }`). */
const sharedVersionsSchema = z.record(z.string().min(1), z.string().min(1));

/**
 * The parts every description reads from the build's own files. A shell's "shared" are the exact
 * versions it provides (each one a range of one version), and it exposes nothing.
 */
async function describeBuild(read: ReadBuildFile, where: (file: string) => string, section: ReleaseUnit) {
  const buildInfo = parseOrExplain(buildInfoSchema, await read('build-info.json'), where('build-info.json'));
  if ((buildInfo.section ?? SHELL) !== section) {
    throw new Error(
      `${where('build-info.json')} says the build is of ${buildInfo.section === null ? 'the shell' : `section ${buildInfo.section}`}, not ${section === SHELL ? 'the shell' : section}`,
    );
  }
  const provenance = {
    contractsMajor: buildInfo.contractsMajor,
    commit: buildInfo.commit ?? null,
    builtAt: buildInfo.builtAt ?? null,
    dirty: buildInfo.dirty ?? null,
    nodeVersion: buildInfo.node ?? null,
    links: buildInfo.links ?? null,
  };
  if (section === SHELL) {
    const provided = parseOrExplain(sharedVersionsSchema, await read('shared-versions.json'), where('shared-versions.json'));
    return {
      ...provenance,
      exposes: [],
      shared: Object.entries(provided)
        .map(([name, version]) => ({ name, requiredVersion: version }))
        .toSorted((a, b) => a.name.localeCompare(b.name)),
      oldestContractsMajor: buildInfo.oldestContractsMajor ?? buildInfo.contractsMajor,
      routeTable: await read('route-table.json'),
    };
  }
  const manifest = parseOrExplain(mfManifestSchema, await read('mf-manifest.json'), where('mf-manifest.json'));
  const routeTable = await read('route-table.json');
  const shared = new Map<string, SharedRequirement>();
  for (const entry of manifest.shared) {
    // `false` is Module Federation's "any version"; an absent range means the same.
    shared.set(entry.name, {
      name: entry.name,
      requiredVersion: typeof entry.requiredVersion === 'string' && entry.requiredVersion ? entry.requiredVersion : null,
    });
  }
  for (const [name, requiredVersion] of Object.entries(buildInfo.requiresFromShell ?? {})) shared.set(name, { name, requiredVersion });
  return {
    ...provenance,
    exposes: [...new Set(manifest.exposes.map((entry) => entry.path ?? `./${entry.name}`))],
    shared: [...shared.values()].toSorted((a, b) => a.name.localeCompare(b.name)),
    oldestContractsMajor: null,
    routeTable,
  };
}

/**
 * What the gates need of the build in `buildDir` (contracts major, shared ranges, exposes), from its
 * small JSON files alone: no digests, so a server can check every live version as it starts.
 */
export async function readGateCandidate(build: string | FileSource, section: ReleaseUnit): Promise<GateCandidate> {
  const source = asFileSource(build);
  const { contractsMajor, shared, exposes } = await describeBuild(
    (file) => readJson(source, file),
    (file) => source.name(file),
    section,
  );
  return { contractsMajor, shared, exposes };
}

/** Everything the registry needs to publish the build in `buildDir`; errors name the file and field. */
export async function readBuildDescription(build: string | FileSource, { section, version, manifestUrl }: BuildDescriptionOptions): Promise<VersionInput> {
  const source = asFileSource(build);
  const described = await describeBuild(
    (file) => readJson(source, file),
    (file) => source.name(file),
    section,
  );
  const input = {
    section,
    version,
    manifestUrl,
    integrity: await computeIntegrity(source, section),
    bytes: await totalJsBytes(source, section),
    sizes: await fileSizes(source, section),
    ...described,
  };
  const describedFiles = section === SHELL ? 'route-table.json, shared-versions.json, build-info.json' : 'route-table.json, mf-manifest.json, build-info.json';
  return parseOrExplain(versionInputSchema, input, `the build in ${source.where} (${describedFiles})`);
}

/**
 * A build served elsewhere (a CI preview bucket), described from its files at `manifestUrl`'s
 * folder. Its files cannot be listed over HTTP, so it carries no digests (the shell then loads it
 * without Subresource Integrity) and no byte count: only previews, from allow-listed origins, use it.
 */
export async function readRemoteBuildDescription(
  { section, version, manifestUrl }: BuildDescriptionOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<VersionInput> {
  const folder = new URL('.', manifestUrl);
  const read: ReadBuildFile = async (file) => {
    const url = new URL(file, folder);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
    try {
      return await response.json();
    } catch (error) {
      throw new Error(`${url.href} is not valid JSON`, { cause: error });
    }
  };
  const described = await describeBuild(read, (file) => new URL(file, folder).href, section);
  return parseOrExplain(versionInputSchema, { section, version, manifestUrl, integrity: {}, bytes: 0, ...described }, `the build at ${folder.href}`);
}
