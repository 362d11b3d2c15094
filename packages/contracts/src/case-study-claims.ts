/**
 * What a case study's words claim, held against its own measured results: a title, summary or
 * quote may say only what the figures show. A buyer reads "from days to minutes" and then a median
 * of 6 hours, or "on the first call" beside that same median, and stops believing either.
 *
 * Three kinds of claim are read, each in the wordings case studies use:
 * - a change of time or rate ("from 72 hours to 6 hours", "from days to minutes", "in hours, not
 *   days", "from 14% to 23%"): a result must go from the one to the other;
 * - speed within the conversation ("on the first call", "in one conversation", "in minutes", "in
 *   real time"): a result must measure it, by its label or by a time reached at that scale;
 * - a share or a sum ("62%", "a third of", "nine in ten", "2.8 points", "£148,000"): a result must
 *   have that value (a share in words within rounding of it).
 */
import type { CaseStudyResult } from './case-study-results.ts';

/** The words of a case study that make claims, as stored. */
export interface CaseStudyWords {
  title: string;
  summary: string;
  quote?: { text: string } | null;
}

const SECONDS = { second: 1, minute: 60, hour: 3600, day: 86_400, week: 604_800, month: 2_592_000 } as const;
type TimeScale = keyof typeof SECONDS;
/**
 * How many of a unit a length of time may be and still be said in it: 36 hours is hours or days,
 * 72 hours is days and not hours, 6 hours is hours and not minutes, 35 days is weeks or a month.
 */
const SAID_IN: Readonly<Record<TimeScale, number>> = { second: 60, minute: 60, hour: 48, day: 21, week: 10, month: Number.POSITIVE_INFINITY };

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};

const FRACTIONS: Readonly<Record<string, number>> = {
  half: 50,
  'a half': 50,
  'a third': 100 / 3,
  'a quarter': 25,
  'two thirds': 200 / 3,
  'three quarters': 75,
};

/** A share in words is a claim about a rounded figure: "a third" stands for 31–36%. */
const SHARE_IN_WORDS_TOLERANCE = 2.5;

const NUMBER = `(?:\\d[\\d,]*(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const TIME_UNIT = '(?:second|minute|hour|day|week|month)s?';
/** A length of time ("72 hours", "three days", "an hour") or a bare scale ("days", "minutes"). */
const TIME = `(?:(?:${NUMBER})[ -])?${TIME_UNIT}`;
const RATE = `${NUMBER}(?:%| per cent)`;

const parseNumber = (word: string): number => NUMBER_WORDS[word.toLowerCase()] ?? Number(word.replaceAll(',', ''));

type TimeSpan = { seconds: number } | { scale: TimeScale };

function parseTime(phrase: string): TimeSpan {
  const [, count, unit = ''] = new RegExp(`^(?:(${NUMBER})[ -])?(${TIME_UNIT})$`, 'i').exec(phrase.trim()) ?? [];
  const scale = unit.toLowerCase().replace(/s$/, '') as TimeScale;
  return count === undefined ? { scale } : { seconds: parseNumber(count) * SECONDS[scale] };
}

/** Whether a length of time reads naturally in a unit ("days" for 72 hours, not "minutes" for 6 hours). */
function saidIn(seconds: number, scale: TimeScale): boolean {
  const amount = seconds / SECONDS[scale];
  return amount >= 1 && amount < SAID_IN[scale];
}

const RESULT_SECONDS: Partial<Record<CaseStudyResult['unit'], number>> = {
  seconds: SECONDS.second,
  minutes: SECONDS.minute,
  hours: SECONDS.hour,
  days: SECONDS.day,
};

/** A time the customer reached, before and after, in seconds: a time result with a baseline. */
interface MeasuredTime {
  result: CaseStudyResult;
  before: number;
  after: number;
}

function measuredTimes(results: readonly CaseStudyResult[]): MeasuredTime[] {
  return results.flatMap((result) => {
    const unitSeconds = RESULT_SECONDS[result.unit];
    return unitSeconds !== undefined && result.baseline !== undefined
      ? [{ result, before: result.baseline * unitSeconds, after: result.value * unitSeconds }]
      : [];
  });
}

const timeFits = (span: TimeSpan, seconds: number): boolean =>
  'scale' in span ? saidIn(seconds, span.scale) : Math.abs(span.seconds - seconds) <= span.seconds * 0.01;

const quantity = (value: number, unit: CaseStudyResult['unit']): string => `${value} ${unit === 'percent' ? '%' : unit}`.replace(' %', '%');
const described = (result: CaseStudyResult): string =>
  result.baseline === undefined
    ? `${quantity(result.value, result.unit)} (${result.label})`
    : `${quantity(result.baseline, result.unit)} to ${quantity(result.value, result.unit)} (${result.label})`;

interface Claim {
  /** The words as written. */
  words: string;
  /** Why the results do not bear them out; undefined when they do. */
  problem(results: readonly CaseStudyResult[]): string | undefined;
}

/** "from 72 hours to 6 hours", "from days to minutes"; reversed, "in hours, not days", "six hours instead of three days". */
function timeChangeClaims(text: string): Claim[] {
  const forwards = [...text.matchAll(new RegExp(`\\bfrom (${TIME}|${NUMBER}) to (${TIME})\\b`, 'gi'))].map((match) => ({
    words: match[0],
    before: match[1] ?? '',
    after: match[2] ?? '',
  }));
  const backwards = [...text.matchAll(new RegExp(`\\b(${TIME}),? (?:not|instead of|rather than) (${TIME})\\b`, 'gi'))].map((match) => ({
    words: match[0],
    before: match[2] ?? '',
    after: match[1] ?? '',
  }));
  return [...forwards, ...backwards].map(({ words, before, after }) => {
    const afterSpan = parseTime(after);
    // "from 35 to 4 days": the first figure is in the second one's unit.
    const beforeSpan = new RegExp(`^${NUMBER}$`, 'i').test(before) ? parseTime(`${before} ${after.split(/[ -]/).at(-1)}`) : parseTime(before);
    return {
      words,
      problem: (results) => {
        const times = measuredTimes(results);
        if (times.some((time) => timeFits(beforeSpan, time.before) && timeFits(afterSpan, time.after))) return undefined;
        return times.length === 0
          ? 'no result measures a time before and after'
          : `its results go from ${times.map((time) => described(time.result)).join('; ')}`;
      },
    };
  });
}

/** "from 14% to 23%". */
function rateChangeClaims(text: string): Claim[] {
  return [...text.matchAll(new RegExp(`\\bfrom (${RATE}) to (${RATE})`, 'gi'))].map((match) => {
    const [before, after] = [match[1] ?? '', match[2] ?? ''].map((rate) => parseNumber(rate.replace(/%| per cent/, '')));
    return {
      words: match[0],
      problem: (results) =>
        results.some((result) => result.unit === 'percent' && result.baseline === before && result.value === after)
          ? undefined
          : `no result goes from ${before}% to ${after}%`,
    };
  });
}

/** Phrases that say something happens while the customer is still talking to you. */
const WITHIN_THE_CALL = [
  /\b(?:on|in|during|within) (?:the|a|one|a single) (?:first |same )?(?:phone )?(?:call|conversation)\b/gi,
  /\b(?:in|within|to) (?:a few |several )?(?:minutes|seconds)\b/gi,
  /\b(?:in real time|instantly)\b/gi,
];

/** Speed claims: borne out by a result that says the same in its label, or a time reached in minutes or less. */
function speedClaims(text: string): Claim[] {
  return WITHIN_THE_CALL.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      words: match[0],
      problem: (results: readonly CaseStudyResult[]) => {
        if (results.some((result) => result.label.toLowerCase().includes(match[0].toLowerCase()))) return undefined;
        const times = measuredTimes(results);
        if (times.some((time) => time.after < SECONDS.hour)) return undefined;
        return times.length === 0
          ? 'no result measures it'
          : `its results take ${times.map((time) => `${quantity(time.result.value, time.result.unit)} (${time.result.label})`).join('; ')}`;
      },
    })),
  );
}

/** A share or sum stated in digits: a result has exactly that value, before or after. */
const exactValue = (words: string, value: number, units: readonly CaseStudyResult['unit'][]): Claim => ({
  words,
  problem: (results) =>
    results.some((result) => units.includes(result.unit) && (result.value === value || result.baseline === value)) ? undefined : 'no result has that value',
});

/** A share stated in words ("a third of"): a percentage result within rounding of it. */
const approximateShare = (words: string, percent: number): Claim => ({
  words,
  problem: (results) =>
    results.some(
      (result) =>
        result.unit === 'percent' &&
        [result.value, result.baseline].some((value) => value !== undefined && Math.abs(value - percent) <= SHARE_IN_WORDS_TOLERANCE),
    )
      ? undefined
      : `no result is near ${Math.round(percent)}%`,
});

/** Shares and sums: "62%", "2.8 points", "£148,000", "a third of", "nine in ten". */
function valueClaims(text: string): Claim[] {
  return [
    ...[...text.matchAll(/(\d+(?:\.\d+)?)(?:%| per cent)/gi)].map((match) => exactValue(match[0], Number(match[1]), ['percent'])),
    ...[...text.matchAll(/(\d+(?:\.\d+)?) (?:percentage )?points?\b/gi)].map((match) => exactValue(match[0], Number(match[1]), ['points'])),
    ...[...text.matchAll(/£(\d[\d,]*(?:\.\d+)?)/g)].map((match) => exactValue(match[0], parseNumber(match[1] ?? ''), ['gbp'])),
    ...[...text.matchAll(new RegExp(`\\b(${Object.keys(FRACTIONS).join('|')}) of\\b`, 'gi'))].map((match) =>
      approximateShare(match[0], FRACTIONS[(match[1] ?? '').toLowerCase()] ?? Number.NaN),
    ),
    ...[...text.matchAll(/\b(one|two|three|four|five|six|seven|eight|nine|\d{1,2}) in (two|three|four|five|ten|10|100)\b/gi)]
      .map((match) => ({ words: match[0], share: (parseNumber(match[1] ?? '') / parseNumber(match[2] ?? '')) * 100 }))
      .filter(({ share }) => share < 100)
      .map(({ words, share }) => approximateShare(words, share)),
  ];
}

/** Every claim in one text; a range read as a change of time is not read again as a speed or a share. */
function claimsIn(text: string): Claim[] {
  const changes = [...timeChangeClaims(text), ...rateChangeClaims(text)];
  const rest = changes.reduce((remaining, claim) => remaining.replace(claim.words, ' '), text);
  return [...changes, ...speedClaims(rest), ...valueClaims(rest)];
}

/**
 * What a case study's title, summary and quote claim that its results do not show, one line per
 * claim ("summary: “from days to minutes”: its results go from 72 hours to 6 hours (…)"); empty
 * when its words agree with its figures.
 */
export function caseStudyClaimProblems(study: CaseStudyWords, results: readonly CaseStudyResult[]): string[] {
  const fields: [string, string][] = [
    ['title', study.title],
    ['summary', study.summary],
    ...(study.quote ? ([['quote', study.quote.text]] as [string, string][]) : []),
  ];
  return fields.flatMap(([field, text]) =>
    claimsIn(text).flatMap((claim) => {
      const problem = claim.problem(results);
      return problem ? [`${field}: “${claim.words}”: ${problem}`] : [];
    }),
  );
}
