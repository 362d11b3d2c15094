/**
 * Byte budgets at the registry: a version records each budget of its section as its build measured
 * it, and one over a budget is published and goes live (or becomes a canary) only on purpose, with
 * a reason, which history keeps (publish --over-budget, promote --over-budget).
 */
import { formatKiB } from '@site/service-kit/bundle-report';
import type { VersionInput } from './version-input.ts';

type Budgets = NonNullable<VersionInput['budgets']>;

/** Each budget the version is over, as people read it: "page first load 72.0 KiB of 35.0 KiB". */
export function budgetsExceeded(budgets: Budgets | null | undefined): string[] {
  return (budgets ?? [])
    .filter((line) => line.bytes > line.budgetBytes)
    .map((line) => `${line.measure} ${formatKiB(line.bytes)} of ${formatKiB(line.budgetBytes)}`);
}

/** The history's reason for a change made although the version is over budget. */
export const overBudgetReason = (exceeded: readonly string[], reason: string) => `over budget on purpose (${exceeded.join('; ')}): ${reason}`;
