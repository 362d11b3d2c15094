/**
 * The reverse gate: may this shell serve what is live? The contract gate checks a section's new
 * version against the shell; this checks a shell against every live (and canary) version of
 * every section: their contracts major, the shared ranges they were built with, the module the
 * shell loads from them. So a shell or shared-package change cannot break a live section
 * silently. Pure, like the contract gate.
 */
import { SHELL } from '@site/contracts/sections';
import { checkCompatibility, type GateCandidate, type ShellInfo } from './contract-gate.ts';
import type { LiveMap } from './live-map.ts';
import type { VersionInput } from './version-input.ts';

/** One version a shell must be able to run, and what it is to the visitors (live, or a canary). */
export interface GatedVersion {
  section: string;
  version: string;
  role: string;
  build: GateCandidate;
}

/**
 * What a released shell provides, from its version record: the contracts majors it composes, and
 * the exact version of each package it shares (recorded as its `shared`, each "range" one version).
 */
export function shellInfoOf(record: Pick<VersionInput, 'contractsMajor' | 'oldestContractsMajor' | 'shared' | 'links'>): ShellInfo {
  return {
    contractsMajor: record.contractsMajor,
    oldestContractsMajor: record.oldestContractsMajor ?? record.contractsMajor,
    shared: Object.fromEntries(record.shared.flatMap(({ name, requiredVersion }) => (requiredVersion === null ? [] : [[name, requiredVersion]]))),
    links: record.links ?? [],
  };
}

/** The live and canary versions of every section the registry serves (the shell is what runs them, not one of them). */
export function registryVersions(live: LiveMap): GatedVersion[] {
  return Object.entries(live.sections).flatMap(([section, entry]) =>
    section === SHELL || !entry
      ? []
      : [
          { section, version: entry.live.version, role: 'live', build: entry.live },
          ...(entry.canary
            ? [{ section, version: entry.canary.version.version, role: `canary at ${entry.canary.percent} %`, build: entry.canary.version }]
            : []),
        ],
  );
}

/** Every reason the shell cannot serve one of `versions`, each naming the section and version; empty when it can. */
export function shellGateFailures(versions: readonly GatedVersion[], shell: ShellInfo): string[] {
  return versions.flatMap(({ section, version, role, build }) =>
    checkCompatibility(build, shell).map((failure) => `${section} ${version} (${role}): ${failure.replace('the live shell', 'this shell')}`),
  );
}

/** Thrown when a shell is asked to serve versions it cannot run; its message names each one. */
export class IncompatibleShellError extends Error {
  constructor(readonly failures: readonly string[]) {
    super(
      `This shell cannot serve what is live, so it does not start. Release versions of these sections it can run first, or deploy a shell they can run in:\n  ${failures.join('\n  ')}`,
    );
    this.name = 'IncompatibleShellError';
  }
}
