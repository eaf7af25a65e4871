// The daily run of the alerts bench (bench/alerts.ts), in a process of its own so that its peak
// RSS is the run's alone: the sweep decides and queues every due alert's mail at RUN_AT (epoch
// ms), then every queued mail is rendered. Prints one JSON line. Reads DATA_DIR and DATABASE_URL
// as the server does.
import { openDb } from '../../db/connect';
import { type AlertMailData, renderAlertMail } from '../../lib/alert-mail';
import { alertMailPayloads } from '../../testing/alert-load';
import { queueDueAlerts } from '../../work/alerts';

const runAt = Number(process.env.RUN_AT);
const db = await openDb({
  dataDir: process.env.DATA_DIR ?? '',
  databaseUrl: process.env.DATABASE_URL || null,
  timeoutMs: 600_000,
});
try {
  const rssStart = process.memoryUsage.rss();
  let started = performance.now();
  const mails = await queueDueAlerts(
    {
      db,
      mailer: { send: async () => {} },
      clock: { now: () => runAt },
      log: () => {},
      publicUrl: 'https://touchline.example',
    },
    runAt,
  );
  const sweepSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  let after = 0;
  let mailBytes = 0;
  for (;;) {
    const batch = await alertMailPayloads(db, after, 1000);
    if (batch.length === 0) break;
    for (const item of batch) {
      const m = renderAlertMail(JSON.parse(item.payload) as AlertMailData);
      mailBytes += m.text.length + (m.html?.length ?? 0);
    }
    after = batch[batch.length - 1].id;
  }
  const renderSeconds = (performance.now() - started) / 1000;
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(
    JSON.stringify({
      mails,
      sweepSeconds,
      renderSeconds,
      mailBytes,
      rssStartMb: mb(rssStart),
      peakRssMb: mb(process.resourceUsage().maxRSS * 1024),
    }),
  );
} finally {
  await db.close();
}
