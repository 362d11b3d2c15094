/**
 * The contract gate: may this candidate version be composed into the live shell? Pure, so the
 * registry, a CLI and CI can all ask the same question and get the same answers.
 */
import semver from 'semver';
import { EXPOSED_ROUTES_MODULE } from '@site/contracts/sections';
import { composesMajor, majorRefusal, type ComposedMajors } from '@site/contracts/version';

export interface GateCandidate {
  contractsMajor: number;
  exposes: readonly string[];
  shared: ReadonlyArray<{ name: string; requiredVersion: string | null }>;
}

/** What the live shell provides: the contracts majors it composes and the exact version of each shared package. */
export interface ShellInfo extends ComposedMajors {
  shared: Record<string, string>;
  /** The sections' pages the shell links to (header, footer, consent banner...): none when its build did not record them. */
  links?: readonly string[] | undefined;
}

/**
 * `react/jsx-runtime`, `react/` and `@site/ui/theme` are subpaths of a package the shell shares as a
 * whole: they are provided at the package's version.
 */
export function packageOf(sharedName: string): string {
  const segments = sharedName.replace(/\/$/, '').split('/');
  return sharedName.startsWith('@') ? segments.slice(0, 2).join('/') : (segments[0] ?? sharedName);
}

function providedVersion(shell: ShellInfo, name: string): string | undefined {
  return Object.hasOwn(shell.shared, name) ? shell.shared[name] : Object.hasOwn(shell.shared, packageOf(name)) ? shell.shared[packageOf(name)] : undefined;
}

/** Every reason the candidate cannot run in this shell, in words; empty when it can. */
export function checkCompatibility(candidate: GateCandidate, shell: ShellInfo): string[] {
  const failures: string[] = [];
  if (!composesMajor(shell, candidate.contractsMajor)) failures.push(majorRefusal(shell, candidate.contractsMajor));
  if (!candidate.exposes.includes(EXPOSED_ROUTES_MODULE)) failures.push(`must expose ${EXPOSED_ROUTES_MODULE}`);
  // Subpath keys (react, react/, react/jsx-runtime) repeat their package's requirement: failures
  // name the package, and each distinct one is reported once.
  const reported = new Set<string>();
  for (const { name, requiredVersion } of candidate.shared) {
    const pkg = packageOf(name);
    const provided = providedVersion(shell, name);
    let failure: string | undefined;
    if (provided === undefined) failure = `${pkg} is required but the live shell does not share it`;
    else if (requiredVersion !== null && semver.validRange(requiredVersion) === null)
      failure = `${pkg} requires ${requiredVersion}, which is not a valid semver range`;
    else if (requiredVersion !== null && !semver.satisfies(provided, requiredVersion, { includePrerelease: true })) {
      failure = `${pkg} requires ${requiredVersion} but the live shell provides ${provided}`;
    }
    if (failure !== undefined && !reported.has(failure)) {
      reported.add(failure);
      failures.push(failure);
    }
  }
  return failures;
}
