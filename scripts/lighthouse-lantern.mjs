// Replays Lighthouse's own simulation ("lantern", the default simulated throttling) of one saved
// run and prints what makes its FCP and TBT (docs/benchmarks.md, "Lighthouse: what limits the
// score"): the requests and main-thread tasks in the FCP estimate with their simulated times, and
// the tasks of 50 ms or more in the full simulation, each with what the trace says it did.
// Usage: LIGHTHOUSE_DUMP=DIR npm run lighthouse -- --pages /landing --runs 1
//        node scripts/lighthouse-lantern.mjs DIR/artifacts-_landing-<time>.json
// (the trace is read from the trace-... file next to it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const file = process.argv[2];
if (!file || !path.basename(file).startsWith('artifacts-')) {
  console.error('usage: node scripts/lighthouse-lantern.mjs DIR/artifacts-<page>-<time>.json');
  process.exit(2);
}
const saved = JSON.parse(readFileSync(file, 'utf8'));
const trace = JSON.parse(
  readFileSync(
    path.join(path.dirname(file), path.basename(file).replace(/^artifacts-/, 'trace-')),
    'utf8',
  ),
);
const data = { ...saved, trace, SourceMaps: [], simulator: null };
const context = { computedCache: new Map() };

const ms = (n) => String(Math.round(n)).padStart(5);
const short = (url) => url.split('/').pop().slice(0, 48);
/** The heaviest trace events of a main-thread task, summed by name. */
function what(node, top = 5) {
  const byName = new Map();
  for (const e of node.childEvents)
    byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  const scripts = [...node.getEvaluateScriptURLs()].map(short);
  const events = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, d]) => `${name} ${d.toFixed(1)}`);
  return `${scripts.length ? `[${scripts.join(', ')}] ` : ''}${events.join(', ')}`;
}

const fcp = await LanternFirstContentfulPaint.request(data, context);
for (const [label, estimate] of [
  ['optimistic', fcp.optimisticEstimate],
  ['pessimistic', fcp.pessimisticEstimate],
]) {
  console.log(`FCP ${label}: ${Math.round(estimate.timeInMs)} ms simulated`);
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    const desc =
      node.type === 'network'
        ? `request ${short(node.request.url)} (${node.request.priority}, ${node.request.transferSize} B)`
        : `task ${(node.duration / 1000).toFixed(1)} ms here: ${what(node)}`;
    console.log(`  ${ms(t.startTime)}-${ms(t.endTime)}  ${desc}`);
  }
}
const tbt = await LanternTotalBlockingTime.request(data, context);
console.log(
  `TBT ${Math.round(tbt.timing)} ms (optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)})`,
);
const tti = await LanternInteractive.request(data, context);
console.log('Tasks of 50 ms or more in the full (pessimistic) simulation:');
for (const [node, t] of [...tti.pessimisticEstimate.nodeTimings]
  .filter(([node, t]) => node.type === 'cpu' && t.duration >= 50)
  .sort((a, b) => a[1].startTime - b[1].startTime)) {
  console.log(`  ${ms(t.startTime)}-${ms(t.endTime)} (${ms(t.duration)})  ${what(node)}`);
}
