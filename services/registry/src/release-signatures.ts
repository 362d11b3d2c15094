import { settingInForce } from './production-default.ts';

/**
 * RELEASE_SIGNATURES: whether the registry accepts builds nobody signed. With `required`, a
 * publish is refused unless its build record is signed by a key an ADMIN trusts for the section;
 * with `optional`, an unsigned build is accepted and listed as unsigned. A signature that is
 * there is always verified, in either mode.
 */
export const RELEASE_SIGNATURE_MODES = ['required', 'optional'] as const;
export type ReleaseSignatures = (typeof RELEASE_SIGNATURE_MODES)[number];

const SIGNATURE_DEFAULTS = { production: 'required', elsewhere: 'optional' } as const;

/** The setting in force: as configured, else required in production (NODE_ENV=production) and optional elsewhere. */
export const releaseSignaturesOf = ({
  RELEASE_SIGNATURES,
  NODE_ENV,
}: {
  RELEASE_SIGNATURES?: ReleaseSignatures | undefined;
  NODE_ENV?: string | undefined;
}): ReleaseSignatures => settingInForce<ReleaseSignatures>('RELEASE_SIGNATURES', RELEASE_SIGNATURES, NODE_ENV, SIGNATURE_DEFAULTS).mode;

/** The one start-up line that says which it is, and why. */
export function describeReleaseSignatures({
  RELEASE_SIGNATURES,
  NODE_ENV,
}: {
  RELEASE_SIGNATURES?: ReleaseSignatures | undefined;
  NODE_ENV?: string | undefined;
}): string {
  const { mode, why } = settingInForce<ReleaseSignatures>('RELEASE_SIGNATURES', RELEASE_SIGNATURES, NODE_ENV, SIGNATURE_DEFAULTS);
  return mode === 'required'
    ? `build signatures required (${why}): a publish is refused unless a key an ADMIN trusts for its section signed it`
    : `build signatures optional (${why}): unsigned builds are accepted and listed as unsigned; RELEASE_SIGNATURES=required refuses them`;
}
