/**
 * Reads asked for within one event-loop turn, made together: under load a server reads one row
 * set for the many jobs its pages ask for at once, not a round trip each (on PostgreSQL the
 * round trip costs more than the query; docs/benchmarks.md). Inside a transaction a read is
 * made at once, on the transaction's handle.
 */
import type { Db } from './connect';

type Load<K, V> = (db: Db, keys: K[]) => Promise<Map<K, V>>;
interface Waiting<V> {
  resolve: (v: V | undefined) => void;
  reject: (e: unknown) => void;
}

export function batched<K, V>(load: Load<K, V>): (db: Db, key: K) => Promise<V | undefined> {
  const pending = new WeakMap<object, Map<K, Waiting<V>[]>>();
  return (db, key) => {
    if (db.txState) return load(db, [key]).then((m) => m.get(key));
    let batch = pending.get(db.base);
    if (!batch) {
      const asked = new Map<K, Waiting<V>[]>();
      batch = asked;
      pending.set(db.base, asked);
      setImmediate(() => {
        pending.delete(db.base);
        load(db.base, [...asked.keys()]).then(
          (found) => {
            for (const [k, waiting] of asked) for (const w of waiting) w.resolve(found.get(k));
          },
          (e: unknown) => {
            for (const waiting of asked.values()) for (const w of waiting) w.reject(e);
          },
        );
      });
    }
    const b = batch;
    return new Promise((resolve, reject) => {
      const waiting = b.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else b.set(key, [{ resolve, reject }]);
    });
  };
}
