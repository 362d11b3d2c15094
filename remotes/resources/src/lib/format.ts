/** How update dates and durations read on the resource pages (UK time); dates: `@site/ui/dates`; results: `@site/contracts/case-study-results`. */

const DAY_KEY_FORMAT = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });

/** True when an update is worth showing: it happened on a later UK calendar day than publication. */
export const isUpdatedLater = (publishedAt: string, updatedAt: string): boolean =>
  DAY_KEY_FORMAT.format(new Date(updatedAt)) > DAY_KEY_FORMAT.format(new Date(publishedAt));

function durationParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** "2 min 14 s", "1 h 5 min", "45 s": short enough for a card, unambiguous when read aloud. */
export function formatDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

/** The machine-readable form for `<time dateTime>`: ISO 8601 durations ("PT2M14S"). */
export function isoDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || (!hours && !minutes) ? `${seconds}S` : ''}`;
  return `PT${parts}`;
}
