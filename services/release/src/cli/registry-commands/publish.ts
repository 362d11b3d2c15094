/**
 * `remotes publish <section>`: build a section, upload the build to the site's version storage
 * (only the files it does not hold yet) and register it with the registry (behind the contract
 * gate); optionally promote it. Nothing is written to this machine's disk.
 */
import { describeChecks } from '@site/contracts/registry-api';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { readBuildDescription } from '@site/registry/build-description';
import { isReleaseUnit, RELEASE_UNITS, SHELL, type ReleaseUnit } from '@site/contracts/sections';
import { readBuildFiles } from '@site/service-kit/build-files';
import { BUILD_FILES, contentVersionOf, type BuildFile } from '@site/service-kit/build-version';
import { folderSource, onlyFiles, type FileSource } from '@site/registry/file-source';
import { entryFileOf } from '@site/registry/file-origins';
import { BUNDLE_REPORT, budgetLines, readBundleReport, renderBudgetLine } from '@site/service-kit/bundle-report';
import { checkAndBuildSection } from './build-section.ts';
import { uncommittedChanges } from './working-tree.ts';
import { CommandError, defineCommand, integerOption, resolvePath, UsageError, type CliContext } from './context.ts';
import { formatBytes, renderPairs } from './format.ts';
import { preflight } from './preflight.ts';
import { promoteVersion } from './promote.ts';
import { RegistryRequestError } from './registry-client.ts';
import { signedRecord } from './signing.ts';

const options = {
  'dry-run': { type: 'boolean' },
  'build-dir': { type: 'string' },
  'allow-dirty': { type: 'boolean' },
  'no-build': { type: 'boolean' },
  e2e: { type: 'boolean' },
  promote: { type: 'boolean' },
  canary: { type: 'string' },
  'break-links': { type: 'boolean' },
  'over-budget': { type: 'boolean' },
  reason: { type: 'string' },
  'no-wait': { type: 'boolean' },
} as const;

const usage = `usage: remotes publish <section|shell> [--dry-run] [--build-dir DIR] [--no-build] [--e2e] [--allow-dirty] [--promote | --canary N] [--over-budget] [--reason TEXT] [--no-wait] [--json]

Runs <section>'s own checks and builds it alone (npx turbo run typecheck lint test build
--filter=@site/remote-<section>, or @site/shell for the shell, cached by turbo); refuses if any
fails. The shell is released like a section: its version is gated against every live section. Then uploads the files
the site's version storage does not hold yet (each checked against its SHA-256), stores them as
an immutable version (version = package version + content hash) and registers it with the
registry. It is not live until promoted.
  --build-dir DIR  publish this build folder instead of remotes/<section>/dist (shell/dist); nothing is built
  --no-build       publish remotes/<section>/dist (shell/dist) as it is (its checks are not run: CI ran them)
  --e2e            also run the section's journeys (tagged @<section>) against the built site
  --dry-run        build (or take --build-dir) and run the contract gate against the live shell;
                   upload and register nothing; exit 1 naming each failing requirement
  --allow-dirty    publish a build made from uncommitted changes (refused otherwise: it could not
                   be rebuilt from its commit)
  --promote        then make it live
  --canary N       then serve it to N% (1-99) of visitors
  --break-links    publish (and promote) although it breaks links between sections: a path
                   something live links to that it no longer serves, or a link of its own to a
                   path nothing live serves (refused otherwise, naming both sides); needs --reason
  --over-budget    publish (and promote) although the build is over a byte budget of its section
                   (refused otherwise, naming each; raise the budget in its site.config.ts instead
                   when it is meant); needs --reason, recorded with the version
  --reason TEXT    recorded in the release history when promoting
  --no-wait        do not measure when the site serves the promoted version`;

const buildInfoSchema = z.object({ packageVersion: z.string().min(1), commit: z.string().nullish(), dirty: z.boolean().nullish() });

async function buildInfoOf(buildDir: string, unit: ReleaseUnit): Promise<z.infer<typeof buildInfoSchema>> {
  const entry = entryFileOf(unit);
  await stat(path.join(buildDir, entry)).catch(() => {
    throw new CommandError(
      `${buildDir} holds no ${unit === SHELL ? 'shell' : 'remote'} build (no ${entry}): build the ${unit === SHELL ? 'shell' : 'section'} first, or leave out --no-build`,
    );
  });
  const file = path.join(buildDir, 'build-info.json');
  let info: unknown;
  try {
    info = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CommandError(`${file} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = buildInfoSchema.safeParse(info);
  if (!parsed.success) throw new CommandError(`${file} has no packageVersion`);
  return parsed.data;
}

/**
 * The gate's verdict on a build, described from its own folder: asked before anything is uploaded,
 * so a build the live shell cannot run (a contracts major, an exact pin it does not provide) leaves
 * nothing behind. `--dry-run` stops here whatever the verdict.
 */
async function gateBeforeUpload(
  context: CliContext,
  {
    section,
    version,
    build,
    json,
    dryRun,
    breakLinks,
  }: { section: ReleaseUnit; version: string; build: FileSource; json: boolean; dryRun: boolean; breakLinks: boolean },
): Promise<number | null> {
  const manifestUrl = `${context.publicBaseUrl}/${section}/${version}/${entryFileOf(section)}`;
  const description = await readBuildDescription(build, { section, version, manifestUrl });
  // Signed here too: an untrusted or revoked key is refused before anything is uploaded.
  const verdict = await context.client.check(signedRecord(context, description));
  const linksBroken = verdict.brokenLinks.length > 0 && !breakLinks;
  const accepted = verdict.compatible && !linksBroken;
  if (accepted && !dryRun) {
    for (const broken of verdict.brokenLinks) context.err(`warning: a link between sections breaks, on purpose (--break-links): ${broken}`);
    return null;
  }
  if (json) {
    context.out(JSON.stringify({ section, version, dryRun, ...verdict }, null, 2));
  } else if (accepted) {
    context.out(`dry run: ${section} ${version} would be accepted by the live shell and breaks no link between sections; nothing was uploaded or registered`);
  } else {
    const nothing = dryRun ? '' : '; nothing was uploaded or registered';
    if (!verdict.compatible) {
      context.err(`error: ${section} ${version} ${dryRun ? 'would be refused' : 'is refused'} by the live shell${nothing}:`);
      for (const failure of verdict.failures) context.err(`  - ${failure}`);
    }
    if (linksBroken) {
      context.err(`error: ${section} ${version} would break links between sections${nothing} (serve or repoint them, or --break-links with a --reason):`);
      for (const broken of verdict.brokenLinks) context.err(`  - ${broken}`);
    }
  }
  return accepted ? 0 : 1;
}

/** Uploads what the site's version storage lacks of a build, then stores the build as `version`. */
async function uploadBuild(
  context: CliContext,
  {
    section,
    version,
    packageVersion,
    buildDir,
    files,
  }: { section: string; version: string; packageVersion: string; buildDir: string; files: readonly BuildFile[] },
): Promise<{ stored: 'added' | 'exists'; uploaded: number; uploadedBytes: number }> {
  const { missing } = await context.client.missingFiles(
    section,
    files.map((file) => file.sha256),
  );
  const wanted = new Set(missing);
  let uploaded = 0;
  let uploadedBytes = 0;
  for (const file of files) {
    if (!wanted.delete(file.sha256)) continue;
    const bytes = await readFile(path.join(buildDir, file.path));
    await context.client.uploadFile(section, file.sha256, bytes);
    uploaded += 1;
    uploadedBytes += bytes.length;
  }
  const stored = await context.client.storeVersion(section, version, { packageVersion, files });
  return { stored, uploaded, uploadedBytes };
}

export const publishCommand = defineCommand({
  name: 'publish',
  summary: 'build, upload to the version storage and register a section',
  usage,
  options,
  positionals: { min: 1, max: 1 },
  async run(context, { values, positionals }) {
    const [section = ''] = positionals;
    if (!isReleaseUnit(section)) throw new UsageError(`unknown section ${JSON.stringify(section)}: one of ${RELEASE_UNITS.join(', ')}`);
    const canaryPercent = integerOption('canary', values.canary, 1, 99);
    if (values.promote && canaryPercent !== undefined) throw new UsageError('--promote and --canary exclude each other: a version is either live or a canary');

    // Asked first so that a registry that is down, or a token without the right, costs neither a build nor an orphaned upload.
    await preflight(context, 'registry:publish', section);
    const ownDir = section === SHELL ? path.join(context.repoRoot, 'shell', 'dist') : path.join(context.repoRoot, 'remotes', section, 'dist');
    const buildDir = values['build-dir'] ? resolvePath(context, values['build-dir']) : ownDir;
    const checked = !values['no-build'] && !values['build-dir'];
    if (checked && values['allow-dirty'] !== true) {
      // Refused before the checks and the build, which would only make a build refused below.
      const changes = await uncommittedChanges(context.repoRoot);
      if (changes && changes.length > 0) {
        throw new CommandError(
          `the checkout has uncommitted changes (${changes.slice(0, 3).join(', ')}${changes.length > 3 ? `, and ${changes.length - 3} more` : ''}), so a build of it could not be rebuilt from its commit: commit them, or pass --allow-dirty; nothing was checked, built or uploaded`,
        );
      }
    }
    if (checked) await checkAndBuildSection(context.repoRoot, section, { e2e: values.e2e === true });
    else if (values.e2e) throw new UsageError('--e2e runs the journeys of a build publish makes itself: leave out --no-build and --build-dir');
    // Recorded with the version: a failed check stopped the publish above, so each passed or was skipped.
    const ran = (yes: boolean) => (yes ? ('passed' as const) : ('skipped' as const));
    const checks = { typecheck: ran(checked), lint: ran(checked), test: ran(checked), journeys: ran(checked && values.e2e === true) };

    const info = await buildInfoOf(buildDir, section);
    if (info.dirty === true && values['allow-dirty'] !== true) {
      throw new CommandError(
        `${section} was built from uncommitted changes (on ${info.commit ?? 'an unknown commit'}), so it could not be rebuilt from its commit: commit them and build again, or pass --allow-dirty`,
      );
    }
    const packageVersion = info.packageVersion;
    // Exactly what the build recorded; anything else in the folder is named and never uploaded.
    const contents = await readBuildFiles(buildDir).catch((error: unknown) => {
      throw new CommandError(error instanceof Error ? error.message : String(error));
    });
    for (const file of contents.unrecorded) context.err(`ignored ${file}: not written by this build (a leftover, or put there by hand)`);
    const version = contentVersionOf(contents.files, packageVersion);
    // The section's byte budgets, as its build measured them: reported with the result.
    const bundle = await readBundleReport(buildDir);
    const budgets = bundle ? budgetLines(bundle) : [];
    // A dry run's report ends at the gate: its budgets are said first (a publish reports them with its result).
    if (values['dry-run'] && values.json !== true) for (const line of budgets) context.out(`budget: ${renderBudgetLine(line)}`);
    const over = budgets.filter((line) => !line.ok);
    if (over.length > 0 && values['over-budget'] !== true) {
      throw new CommandError(
        `${section} ${version} is over ${over.length === 1 ? 'a byte budget' : 'its byte budgets'} (${over.map((line) => renderBudgetLine(line)).join('; ')}): ` +
          `make it smaller, raise the budget in ${section === SHELL ? 'shell' : `remotes/${section}`}/site.config.ts if it is meant, or publish anyway with --over-budget --reason TEXT; nothing was uploaded or registered`,
      );
    }
    if (over.length > 0 && !values.reason)
      throw new UsageError('--over-budget needs a --reason: it is recorded with the release, and promoting it needs one too');
    // The build as it recorded itself: what is uploaded is exactly what is described.
    const build = onlyFiles(folderSource(buildDir), [...contents.files.map((file) => file.path), BUILD_FILES]);
    const breakLinks = values['break-links'] === true;
    if (breakLinks && !values.reason) throw new UsageError('--break-links needs a --reason: it is recorded with the release');
    const refused = await gateBeforeUpload(context, { section, version, build, json: values.json === true, dryRun: values['dry-run'] === true, breakLinks });
    if (refused !== null) return refused;
    const upload = await uploadBuild(context, { section, version, packageVersion, buildDir, files: contents.files });
    const manifestUrl = `${context.publicBaseUrl}/${section}/${version}/${entryFileOf(section)}`;
    // The registry checks these digests against the stored files before it records them.
    const description = signedRecord(context, {
      ...(await readBuildDescription(build, { section, version, manifestUrl })),
      checks,
      // The budgets as the build measured them: promoting a version over one needs a reason too.
      budgets: bundle ? budgets.map(({ measure, bytes, budgetBytes }) => ({ measure, bytes, budgetBytes })) : null,
      overBudgetReason: over.length > 0 ? (values.reason ?? null) : null,
    });
    const files = contents.files.length;
    const json = values.json === true;
    if (!json) {
      context.out(
        renderPairs([
          ['section', section],
          ['version', version],
          ['files', String(files)],
          ['JS bytes', description.bytes >= 1000 ? `${formatBytes(description.bytes)} (${description.bytes} B)` : formatBytes(description.bytes)],
          ['manifest', manifestUrl],
          ['checks', describeChecks(checks)],
          ['signed', description.signature ? `by key ${description.signature.keyId} (RELEASE_SIGNING_KEY)` : 'no (set RELEASE_SIGNING_KEY to sign)'],
          [
            'uploaded',
            upload.stored === 'added'
              ? `${upload.uploaded} of ${files} files (${formatBytes(upload.uploadedBytes)}); the storage held the rest`
              : 'nothing: this version is stored already (versions are immutable)',
          ],
          ...(bundle
            ? budgets.map((line): [string, string] => [line.measure, renderBudgetLine(line).slice(line.measure.length + 2)])
            : [['budgets', `not measured (no ${BUNDLE_REPORT}: built before budgets)`] as [string, string]]),
        ]),
      );
    }

    let published;
    try {
      published = await context.client.publish(description);
    } catch (error) {
      if (error instanceof RegistryRequestError && error.status === 409 && upload.stored === 'added') {
        context.err(`note: ${section} ${version} stays stored unreferenced; \`remotes gc\` removes it after an hour`);
      }
      throw error;
    }
    if (json) {
      context.out(
        JSON.stringify({ upload, files, ignored: contents.unrecorded, budgets, sameBuild: published.outcome === 'exists', publish: published }, null, 2),
      );
    } else {
      context.out(
        published.outcome === 'created'
          ? `registered: ${section} ${version} (not live until promoted)`
          : `registered already: ${section} ${version} (same build)`,
      );
    }
    if (!values.promote && canaryPercent === undefined) return 0;
    if (!json) context.out('');
    return promoteVersion(context, {
      section,
      version,
      canaryPercent,
      reason: values.reason,
      breakLinks: breakLinks || undefined,
      overBudget: over.length > 0 || undefined,
      wait: values['no-wait'] !== true,
      json,
    });
  },
});
