// The bench's results: the scenario table (ratios to hello-world measured around each scenario),
// the targets, the optional JSON file, and the closing line (exit code 1 when a target is missed).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { AlertBenchResult } from './alerts';
import type { Row } from './measure';
import { OPTIONS, TARGETS } from './options';
import type { ScaleRow } from './scaling';

/** The throughput ratio of a scenario to hello-world around it. */
export function ratio(r: Row, baseline: Row): number {
  return r.rps / (r.baselineRps || baseline.rps);
}

export function printTable(rows: Row[], baseline: Row): void {
  console.log(
    `\n| scenario | req/s | baseline req/s (before + after it) | ratio | p50 ms | p99 ms | URLs |\n|---|---:|---:|---:|---:|---:|---:|`,
  );
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.baselineRps.toFixed(0)} | ${(ratio(r, baseline) * 100).toFixed(0)} % | ${r.p50} | ${r.p99} | ${r.urls.toLocaleString('en')} |`,
    );
  }
}

interface Check {
  scenario: string;
  text: string;
  /** What the scenario's row missed, if anything. */
  misses: (r: Row, baseline: Row) => string[];
}

const over = (r: Row, limit: number) =>
  r.p99 > limit ? [`${r.name} p99 ${r.p99} ms > ${limit}`] : [];

const CHECKS: Check[] = [
  {
    scenario: 'search mix',
    text: `search mix p99 <= ${TARGETS.mixP99} ms and >= ${TARGETS.mixRatio * 100} % of the baseline`,
    misses: (r, baseline) => [
      ...over(r, TARGETS.mixP99),
      ...(ratio(r, baseline) < TARGETS.mixRatio
        ? [
            `search mix ${(ratio(r, baseline) * 100).toFixed(0)} % of the baseline < ${TARGETS.mixRatio * 100} %`,
          ]
        : []),
    ],
  },
  {
    scenario: 'search distinct',
    text: `distinct p99 <= ${TARGETS.distinctP99} ms`,
    misses: (r) => over(r, TARGETS.distinctP99),
  },
  {
    scenario: 'job details',
    text: `job details p99 <= ${TARGETS.detailsP99} ms`,
    misses: (r) => over(r, TARGETS.detailsP99),
  },
  {
    scenario: 'served job details',
    text: `served job details p99 <= ${TARGETS.detailsP99} ms`,
    misses: (r) => over(r, TARGETS.detailsP99),
  },
];

/** Checks the targets and prints the verdict; sets the exit code when one is missed. */
export function judge(rows: Row[], baseline: Row): void {
  const misses: string[] = [];
  const checked: string[] = [];
  const notRun: string[] = [];
  for (const c of CHECKS) {
    const row = rows.find((r) => r.name === c.scenario);
    if (!row) notRun.push(c.scenario);
    else {
      checked.push(c.scenario);
      misses.push(...c.misses(row, baseline));
    }
  }
  for (const r of rows)
    if (r.errors || r.non2xx) misses.push(`${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx`);

  if (misses.length) {
    console.error(`\nbench: targets missed:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else if (notRun.length) {
    // --only left out a scenario a target is judged on: say what was and was not checked.
    console.log(
      `\nbench: ${checked.length ? `targets met for ${checked.join(', ')}; ` : ''}not checked: ${notRun.join(', ')} (not run)`,
    );
  } else {
    console.log(`\nbench: targets met (${CHECKS.map((c) => c.text).join('; ')})`);
  }
}

export function writeJson(
  machine: string,
  rows: Row[],
  scale: ScaleRow[],
  alerts?: AlertBenchResult,
): void {
  if (!OPTIONS.json) return;
  const { jobs, connections, seconds, engine } = OPTIONS;
  const result = { date: new Date().toISOString(), machine, engine, jobs, connections, seconds };
  writeFileSync(
    OPTIONS.json,
    JSON.stringify({ ...result, loadavg: loadavg(), rows, scale, alerts }, null, 2),
  );
}
