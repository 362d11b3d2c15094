import { signedBuildRecord } from '@site/service-kit/build-signing';
import type { CliContext } from './context.ts';
import { CommandError } from './context.ts';

/** A build record with the CI's signature over it, when RELEASE_SIGNING_KEY is set; as it is otherwise. */
export function signedRecord<BuildRecord extends Readonly<Record<string, unknown>>>(context: CliContext, record: BuildRecord): BuildRecord {
  try {
    return signedBuildRecord(record, context.signingKey);
  } catch (error) {
    throw new CommandError(error instanceof Error ? error.message : String(error));
  }
}
