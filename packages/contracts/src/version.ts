/**
 * Major version of the shell <-> remote contract: what a remote's routes module and the shell
 * exchange at run time. It is also @site/contracts' package major, so any breaking change of the
 * package raises it, even one the running site never sees (an export moved to another package).
 * The registry's contract gate reads these numbers.
 */
export const CONTRACTS_MAJOR = 5;

/**
 * The oldest major a shell of this release still composes. Section teams deploy alone, so a new
 * major cannot ask every live section to be rebuilt on the day the shell goes live: for a
 * deprecation window the shell runs sections built against older majors whose run-time exchange it
 * still speaks. Raise it to CONTRACTS_MAJOR once every section's live version is rebuilt (the
 * reverse gate then refuses the shell while one is not). Major 3 removed only the build-time
 * factory (now @site/section-kit), major 4 only grew the content types and page blocks (pricing
 * plans) and major 5 the page blocks (a team), the drawings a hero names (with a phone form) and the
 * company's facts, so a routes module of any major from 2 is the same shape.
 */
export const OLDEST_COMPOSED_CONTRACTS_MAJOR = 2;

/** The contracts majors a shell composes: `[oldest, current]`, both included. */
export interface ComposedMajors {
  contractsMajor: number;
  oldestContractsMajor: number;
}

/** Whether a section built against `major` runs in a shell that composes `shell`'s majors. */
export function composesMajor(shell: ComposedMajors, major: number): boolean {
  return major >= shell.oldestContractsMajor && major <= shell.contractsMajor;
}

/** Why a section built against `major` cannot run in `shell`, in words. */
export function majorRefusal(shell: ComposedMajors, major: number): string {
  return shell.oldestContractsMajor === shell.contractsMajor
    ? `contracts major ${major} is not the shell's ${shell.contractsMajor}`
    : `contracts major ${major} is not one the shell composes (${shell.oldestContractsMajor} to ${shell.contractsMajor})`;
}

/** The majors this release's shell composes. */
export const SHELL_COMPOSED_MAJORS: ComposedMajors = { contractsMajor: CONTRACTS_MAJOR, oldestContractsMajor: OLDEST_COMPOSED_CONTRACTS_MAJOR };
