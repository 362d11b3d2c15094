/**
 * `npm run bench:canary`: the canary judge on 1,000 simulated canaries as good as live and 1,000
 * five points worse, with the defaults the site uses (CANARY_MIN_SAMPLES, CANARY_ERROR_MARGIN_PCT).
 * Prints the false-rollback rate, the detection rate and the canary loads needed to decide; exits
 * 1 when a goal (≤ 1 % false, ≥ 95 % detected) is missed.
 */
import { loadRegistryConfig } from '../src/config.ts';
import { median, simulateCanaries } from '../src/canary-simulation.ts';

const config = loadRegistryConfig();
const judge = { minSamples: config.CANARY_MIN_SAMPLES, marginPct: config.CANARY_ERROR_MARGIN_PCT };
const base = { canaries: 1000, baseRate: 0.02, canaryShare: 0.1, horizon: 2000, batch: 20, judge };
const started = performance.now();
const same = simulateCanaries({ ...base, regressionPoints: 0, seed: 2026 });
const worse = simulateCanaries({ ...base, regressionPoints: 5, seed: 2027 });
const falseRate = (same.rolledBack / same.canaries) * 100;
const detection = (worse.rolledBack / worse.canaries) * 100;
const sorted = worse.loadsToDecide.toSorted((a, b) => a - b);
const p90 = sorted[Math.floor(sorted.length * 0.9)] ?? Number.NaN;
console.log(
  `canary judge: min ${judge.minSamples} loads per cohort, tolerance ${judge.marginPct} points; live errors 2 %, canary share 10 %, looks every ${base.batch} loads, horizon ${base.horizon} canary loads`,
);
console.log(`as good as live      ${same.canaries} canaries  rolled back ${same.rolledBack}  false-rollback rate ${falseRate.toFixed(1)} %  (goal ≤ 1 %)`);
console.log(`5 points worse       ${worse.canaries} canaries  rolled back ${worse.rolledBack}  detection rate ${detection.toFixed(1)} %  (goal ≥ 95 %)`);
console.log(`canary loads to decide a rollback: median ${median(worse.loadsToDecide)}, p90 ${p90}, min ${sorted[0]}, max ${sorted.at(-1)}`);
console.log(`(${Math.round(performance.now() - started)} ms)`);
process.exitCode = falseRate <= 1 && detection >= 95 ? 0 : 1;
