import { formatDuration, isoDuration } from '../lib/format.ts';

/** A running time, readable ("2 min 14 s") and machine-readable ("PT2M14S"). */
export function VideoDuration({ seconds }: { seconds: number }) {
  return <time dateTime={isoDuration(seconds)}>{formatDuration(seconds)}</time>;
}
