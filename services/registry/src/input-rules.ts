/** What the registry accepts from a caller before it looks at the database: sections, actors, reasons, canary steps. */
import { isReleaseUnit, RELEASE_UNITS, type ReleaseUnit } from '@site/contracts/sections';
import { InvalidInputError, NotFoundError } from './domain-errors.ts';

/** The registry's own actor, for what it decides by itself (a canary rolled back on errors). */
export const REGISTRY_ACTOR = 'registry';
/** A person's e-mail or a token's label (`token:<its name>`, spaces and all): printable, not padded. */
const ACTOR_PATTERN = /^(?! )[^\p{C}]{1,320}(?<! )$/u;
export const MAX_REASON_LENGTH = 500;

export function requireSection(section: string): ReleaseUnit {
  if (!isReleaseUnit(section)) throw new NotFoundError(`there is no section ${JSON.stringify(section)} (sections and the shell: ${RELEASE_UNITS.join(', ')})`);
  return section;
}

export function requireActor(actor: string): string {
  if (!ACTOR_PATTERN.test(actor)) throw new InvalidInputError('an actor is 1-320 printable characters, without leading or trailing spaces');
  return actor;
}

export function requireReason(reason: string | undefined): string | null {
  if (reason === undefined) return null;
  if (reason.length > MAX_REASON_LENGTH) throw new InvalidInputError(`a reason holds at most ${MAX_REASON_LENGTH} characters`);
  return reason;
}

/** Canary steps: strictly increasing shares from 1 to 100, ending at 100. */
export function requireSteps(
  steps: readonly number[] | undefined,
  intervalSeconds: number | undefined,
): { steps: number[]; intervalSeconds: number } | undefined {
  if (steps === undefined) return undefined;
  const valid =
    steps.length >= 2 && steps.every((step, index) => Number.isInteger(step) && step >= 1 && step <= 100 && (index === 0 || step > (steps[index - 1] ?? 0)));
  if (!valid || steps.at(-1) !== 100) throw new InvalidInputError('steps are at least two whole percentages, increasing, ending at 100 (e.g. 10,25,50,100)');
  if (intervalSeconds === undefined || !Number.isInteger(intervalSeconds) || intervalSeconds < 1 || intervalSeconds > 604_800) {
    throw new InvalidInputError('steps need an interval: whole seconds from 1 to 604800');
  }
  return { steps: [...steps], intervalSeconds };
}

/** A canary's share of visitors: a whole percentage, neither nobody nor everyone. */
export function requireCanaryShare(share: number | undefined): void {
  if (share !== undefined && !(Number.isInteger(share) && share >= 1 && share <= 99)) {
    throw new InvalidInputError('canaryPercent is a whole number from 1 to 99');
  }
}

export function requireKeep(keep: number): void {
  if (!Number.isInteger(keep) || keep < 0 || keep > 1000) throw new InvalidInputError('keep is a whole number from 0 to 1000');
}

export function requireHistoryLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new InvalidInputError('limit is a whole number from 1 to 500');
}
