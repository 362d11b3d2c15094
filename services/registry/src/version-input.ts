/**
 * What the registry knows about one built version of a section, and the schema that guards every
 * way in (HTTP, a build folder, another service calling the registry directly).
 */
import { z } from 'zod';
import { SIGNING_KEY_ID_PATTERN } from '@site/contracts/build-signature';
import { PUBLISH_CHECKS } from '@site/contracts/registry-api';
import { routeTableSchema } from '@site/contracts/route-entry-schema';
import { releaseUnitSchema, versionSchema } from '@site/contracts/remotes-manifest';
import { MAX_REASON_LENGTH } from './input-rules.ts';

export const INTEGRITY_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;
/** Relative, forward slashes, no `..`: a file inside the version's folder. */
export const RELATIVE_FILE_PATTERN = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._~@+-]+(\/[A-Za-z0-9._~@+-]+)*$/;
/** A shared module key as Module Federation writes it (`react`, `react-dom/client`, `@site/ui/theme`, `react/`). */
export const SHARED_NAME_PATTERN = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(\/[A-Za-z0-9._-]+)*\/?$/;
export const EXPOSE_PATTERN = /^\.\/[A-Za-z0-9._/-]{1,100}$/;

export const LIMITS = { integrityFiles: 5000, exposes: 50, shared: 200, commit: 64, manifestUrl: 2048, links: 5000, linkPath: 300 } as const;

export const sharedRequirementSchema = z.strictObject({
  name: z.string().max(214).regex(SHARED_NAME_PATTERN, 'a shared module name such as react or @site/ui/theme'),
  /** A semver range; null when the remote accepts any version the shell provides. */
  requiredVersion: z.string().min(1).max(100).nullable(),
});
export type SharedRequirement = z.output<typeof sharedRequirementSchema>;

export const versionInputSchema = z.strictObject({
  section: releaseUnitSchema,
  version: versionSchema,
  manifestUrl: z.string().min(1).max(LIMITS.manifestUrl),
  integrity: z
    .record(z.string().max(300).regex(RELATIVE_FILE_PATTERN, 'a relative file path'), z.string().regex(INTEGRITY_PATTERN, 'a sha384-<base64> digest'))
    .refine((map) => Object.keys(map).length <= LIMITS.integrityFiles, `at most ${LIMITS.integrityFiles} files`),
  exposes: z.array(z.string().regex(EXPOSE_PATTERN, 'an exposed module path such as ./routes')).max(LIMITS.exposes),
  shared: z.array(sharedRequirementSchema).max(LIMITS.shared),
  contractsMajor: z.number().int().min(0).max(1000),
  /** A shell's: the oldest contracts major it still composes (`contractsMajor` is the newest); null for a section. */
  oldestContractsMajor: z.number().int().min(0).max(1000).nullable().default(null),
  routeTable: routeTableSchema,
  bytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  commit: z.string().min(1).max(LIMITS.commit).nullable(),
  builtAt: z.iso.datetime({ offset: true }).nullable(),
  /** Built from a tree with uncommitted changes (so not reproducible from `commit`); null when unknown. */
  dirty: z.boolean().nullable().default(null),
  /** The Node.js version that built it, e.g. v20.20.2. */
  nodeVersion: z.string().max(32).nullable().default(null),
  /**
   * The site paths owned by sections that the build links to (its own included), as its build
   * recorded them (@site/build's site-links.ts); null: built before builds recorded them, so no
   * link of it is checked.
   */
  links: z
    .array(
      z
        .string()
        .max(LIMITS.linkPath)
        .regex(/^\/[a-z0-9/-]*$/, 'a site path such as /legal/privacy-policy'),
    )
    .max(LIMITS.links)
    .nullable()
    .default(null),
  /** The checks the publish ran and those it skipped, as its CLI reports them; null: not recorded (deploy-local). */
  checks: z
    .record(z.enum(PUBLISH_CHECKS), z.enum(['passed', 'skipped']))
    .refine((checks) => PUBLISH_CHECKS.every((check) => check in checks), `every one of ${PUBLISH_CHECKS.join(', ')}`)
    .nullable()
    .default(null),
  /**
   * The publishing CI's Ed25519 signature over this record (`buildStatement`, @site/contracts), by a
   * key an ADMIN trusts for the section; null: unsigned (refused where RELEASE_SIGNATURES=required).
   */
  signature: z
    .strictObject({
      keyId: z.string().regex(SIGNING_KEY_ID_PATTERN, 'a key id: 16 hex digits'),
      value: z.string().regex(/^[A-Za-z0-9+/]{86}==$/, 'an Ed25519 signature in base64'),
    })
    .nullable()
    .default(null),
  /**
   * Each byte budget of its section as its build measured it (bundle-report.json: brotli bytes
   * against the budget); null: built before budgets. Over one, it is published and promoted only
   * on purpose (budget-gate.ts).
   */
  budgets: z
    .array(
      z.strictObject({
        measure: z.string().min(1).max(80),
        bytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        budgetBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      }),
    )
    .max(8)
    .nullable()
    .default(null),
  /** Why it is published although over a budget (`publish --over-budget --reason`): required then, kept in history. */
  overBudgetReason: z.string().trim().min(1).max(MAX_REASON_LENGTH).nullable().default(null),
  /** Raw and brotli bytes of each file the integrity covers. */
  sizes: z
    .record(
      z.string().max(300).regex(RELATIVE_FILE_PATTERN, 'a relative file path'),
      z.strictObject({ bytes: z.number().int().min(0), brotliBytes: z.number().int().min(0) }),
    )
    .nullable()
    .default(null),
});

export type VersionInput = z.input<typeof versionInputSchema>;
export type ParsedVersionInput = z.output<typeof versionInputSchema>;
export type RouteTable = VersionInput['routeTable'];

/** A published version: its input plus who published it and when. */
export const versionRecordSchema = versionInputSchema.extend({ publishedBy: z.string(), publishedAt: z.iso.datetime({ offset: true }) });
export type VersionRecord = z.output<typeof versionRecordSchema>;
