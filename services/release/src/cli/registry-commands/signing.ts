import { signBuildRecord } from '@site/service-kit/build-signing';
import type { CliContext } from './context.ts';
import { CommandError } from './context.ts';

/** A build record with the CI's signature over it, when RELEASE_SIGNING_KEY is set; as it is otherwise. */
export function signedRecord<Record extends { readonly [field: string]: unknown }>(context: CliContext, record: Record): Record {
  if (!context.signingKey) return record;
  try {
    return { ...record, signature: signBuildRecord(record, context.signingKey) };
  } catch (error) {
    throw new CommandError(error instanceof Error ? error.message : String(error));
  }
}
