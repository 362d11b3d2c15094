import type { SectionRelease } from '../api/releases-api.ts';

const formatMs = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

/** One version's real-user page speed in a line: p75 LCP, INP, CLS and TTFB, and how many page views it rests on. */
export function describePageSpeed(section: SectionRelease, version: string | null | undefined): string {
  const vitals = section.versions.find((candidate) => candidate.version === version)?.vitals ?? {};
  const views = Math.max(0, ...Object.values(vitals).map((summary) => summary.samples));
  if (views === 0) return 'no page views measured yet';
  const { LCP, INP, CLS, TTFB } = vitals;
  const parts = [
    LCP && `LCP ${formatMs(LCP.p75)}`,
    INP && `INP ${formatMs(INP.p75)}`,
    CLS && `CLS ${CLS.p75.toFixed(2)}`,
    TTFB && `TTFB ${formatMs(TTFB.p75)}`,
  ];
  return `${parts.filter(Boolean).join(' · ')} (${views} page ${views === 1 ? 'view' : 'views'})`;
}
