import { settingInForce } from './production-default.ts';

/**
 * RELEASE_APPROVAL: whether a version needs a second person before it reaches visitors. With
 * `required`, a version becomes a canary or live only once someone other than its publisher, with
 * the right to approve on its section (a RELEASER of it, or an ADMIN; only an ADMIN for the admin
 * section), approved it. `off` asks for no approval: the default for local work, never for
 * production unless said so.
 */
export const RELEASE_APPROVAL_MODES = ['required', 'off'] as const;
export type ReleaseApproval = (typeof RELEASE_APPROVAL_MODES)[number];

const APPROVAL_DEFAULTS = { production: 'required', elsewhere: 'off' } as const;

/** The setting in force: as configured, else required in production (NODE_ENV=production) and off elsewhere. */
export const releaseApprovalOf = ({
  RELEASE_APPROVAL,
  NODE_ENV,
}: {
  RELEASE_APPROVAL?: ReleaseApproval | undefined;
  NODE_ENV?: string | undefined;
}): ReleaseApproval => settingInForce<ReleaseApproval>('RELEASE_APPROVAL', RELEASE_APPROVAL, NODE_ENV, APPROVAL_DEFAULTS).mode;

/** The one start-up line that says which it is, and why. */
export function describeReleaseApproval({
  RELEASE_APPROVAL,
  NODE_ENV,
}: {
  RELEASE_APPROVAL?: ReleaseApproval | undefined;
  NODE_ENV?: string | undefined;
}): string {
  const { mode, why } = settingInForce<ReleaseApproval>('RELEASE_APPROVAL', RELEASE_APPROVAL, NODE_ENV, APPROVAL_DEFAULTS);
  return mode === 'required'
    ? `release approval required (${why}): a version goes live or into canary only once someone other than its publisher approved it`
    : `release approval off (${why}): versions go live without a second person's approval; RELEASE_APPROVAL=required asks for one`;
}
