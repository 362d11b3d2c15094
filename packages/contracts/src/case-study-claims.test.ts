import { describe, expect, test } from 'vitest';
import { caseStudyClaimProblems } from './case-study-claims.ts';
import type { CaseStudyResult } from './case-study-results.ts';

/** The motor insurer's measured results, as published: excesses paid in a median of 6 hours, from 72. */
const MOTOR_INSURER: CaseStudyResult[] = [
  { label: 'Median time from first notification to excess paid', value: 6, baseline: 72, unit: 'hours', direction: 'decrease', period: 'first quarter' },
  { label: 'Transfers to the payments team', value: 91, unit: 'percent', direction: 'decrease', period: 'first quarter' },
  { label: 'Claims calls recorded end to end', value: 100, baseline: 64, unit: 'percent', direction: 'increase', period: 'first quarter' },
];

const words = (fields: { title?: string; summary?: string; quote?: string }) => ({
  title: fields.title ?? 'A case study',
  summary: fields.summary ?? 'What changed.',
  quote: fields.quote === undefined ? null : { text: fields.quote },
});

describe('a case study says only what its results show', () => {
  test('the motor insurer’s old title, summary and quote each claimed a speed its 6-hour median contradicts', () => {
    expect(
      caseStudyClaimProblems(
        {
          title: 'A motor insurer collects claims excesses securely on the first call',
          summary: 'Agent-assisted capture and payment links cut excess collection from days to minutes, with complete call recordings for claims evidence.',
          quote: { text: 'Handlers finish the claim in one conversation now. Customers notice.' },
        },
        MOTOR_INSURER,
      ),
    ).toEqual([
      'title: “on the first call”: its results take 6 hours (Median time from first notification to excess paid)',
      'summary: “from days to minutes”: its results go from 72 hours to 6 hours (Median time from first notification to excess paid)',
      'quote: “in one conversation”: its results take 6 hours (Median time from first notification to excess paid)',
    ]);
  });

  test('the claims page’s “92% of excesses collected on the first call” is neither a figure nor a speed the insurer measured', () => {
    expect(caseStudyClaimProblems(words({ summary: '92% Of excesses collected on the first call' }), MOTOR_INSURER)).toEqual([
      'summary: “on the first call”: its results take 6 hours (Median time from first notification to excess paid)',
      'summary: “92%”: no result has that value',
    ]);
  });

  test('the same change in the words its figures give passes, in digits, in words or as a scale', () => {
    for (const summary of [
      'Excesses are paid in a median of 6 hours, down from 72: from 72 hours to 6 hours.',
      'The wait for an excess fell from three days to six hours.',
      'Claims excesses are now collected in hours, not days.',
      'Excesses paid in six hours instead of three days, with 91% fewer transfers and 100% of calls recorded.',
    ])
      expect(caseStudyClaimProblems(words({ summary }), MOTOR_INSURER), summary).toEqual([]);
  });

  test('a change of time no result measures is reported as such', () => {
    expect(caseStudyClaimProblems(words({ title: 'Onboarding cut from weeks to days' }), [MOTOR_INSURER[1]!])).toEqual([
      'title: “from weeks to days”: no result measures a time before and after',
    ]);
  });

  test('a time said in a unit fits it: 35 days is five weeks or a month, not days; the first figure may borrow the second’s unit', () => {
    const launch: CaseStudyResult[] = [
      { label: 'Time to launch a client line', value: 4, baseline: 35, unit: 'days', direction: 'decrease', period: 'last 8 launches' },
    ];
    expect(caseStudyClaimProblems(words({ summary: 'Launches went from five weeks to four days, from 35 to 4 days, from weeks to days.' }), launch)).toEqual(
      [],
    );
    expect(caseStudyClaimProblems(words({ summary: 'Launches went from days to hours.' }), launch)).toHaveLength(1);
  });

  test('a rate that changed must be the change a result records', () => {
    const gifts: CaseStudyResult[] = [
      { label: 'Callers converting to a monthly gift', value: 23, baseline: 14, unit: 'percent', direction: 'increase', period: 'appeal night' },
    ];
    expect(caseStudyClaimProblems(words({ summary: 'Monthly gifts rose from 14% to 23%.' }), gifts)).toEqual([]);
    expect(caseStudyClaimProblems(words({ summary: 'Monthly gifts rose from 12% to 23%.' }), gifts)).toEqual([
      'summary: “from 12% to 23%”: no result goes from 12% to 23%',
    ]);
  });

  test('speed within the call is borne out by a result that measures it, or a time reached in minutes', () => {
    const realTime: CaseStudyResult[] = [
      {
        label: 'Donations taken in real time instead of keyed next day',
        value: 100,
        baseline: 0,
        unit: 'percent',
        direction: 'increase',
        period: 'appeal night',
      },
    ];
    expect(caseStudyClaimProblems(words({ summary: 'Every donation was taken in real time.' }), realTime)).toEqual([]);
    const minutes: CaseStudyResult[] = [
      { label: 'Median time to payment', value: 4, baseline: 90, unit: 'minutes', direction: 'decrease', period: 'first month' },
    ];
    expect(caseStudyClaimProblems(words({ title: 'Payments taken on the first call' }), minutes)).toEqual([]);
    expect(caseStudyClaimProblems(words({ title: 'Payments taken in minutes' }), [MOTOR_INSURER[1]!])).toEqual(['title: “in minutes”: no result measures it']);
  });

  test('shares and sums must be values of its results; a share in words may round', () => {
    const utility: CaseStudyResult[] = [
      { label: 'Payment calls contained in self-service', value: 34, unit: 'percent', direction: 'increase', period: 'first 6 months' },
      { label: 'Annual saving', value: 148_000, unit: 'gbp', direction: 'decrease', period: 'first year' },
      { label: 'Authorisation rate', value: 2.8, unit: 'points', direction: 'increase', period: 'first 6 months' },
    ];
    expect(
      caseStudyClaimProblems(
        words({
          summary: 'A third of payment calls, 34 per cent, moved to self-service, saving £148,000 and adding 2.8 points.',
          quote: 'One in three callers pay on their own.',
        }),
        utility,
      ),
    ).toEqual([]);
    expect(
      caseStudyClaimProblems(words({ summary: 'Half of payment calls moved, saving £150,000.', quote: 'Nine in ten callers pay on their own.' }), utility),
    ).toEqual(['summary: “£150,000”: no result has that value', 'summary: “Half of”: no result is near 50%', 'quote: “Nine in ten”: no result is near 90%']);
  });

  test('words that claim no result pass: a project’s length, a descriptor, a year', () => {
    expect(
      caseStudyClaimProblems(
        words({
          title: 'A 40-branch building society takes its contact centre out of scope',
          summary: 'Live in eleven weeks across 180 desktops, assessed as Level 1 in 2015.',
          quote: 'Our assessor spent one morning on the contact centre instead of a week.',
        }),
        MOTOR_INSURER,
      ),
    ).toEqual([]);
  });
});
