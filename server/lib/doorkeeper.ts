/**
 * Admission on the second sight (the "doorkeeper" of TinyLFU): a cache asks `admit(key)` before
 * keeping an answer, and only keeps answers asked for before. A query asked once and never
 * again (most distinct searches) then costs no cache entry: under a stream of new queries the
 * entries are what the young generation's collections copy and promote, and those pauses hold
 * up every request in flight (issue 8, docs/benchmarks.md). Repeated queries are kept from
 * their second answer on, so popular lists are still served from the cache.
 *
 * The keys seen are held in a Set of at most `capacity` keys, emptied when full (a key seen
 * long ago is then treated as new once more: one more miss, never a wrong answer).
 */
export class Doorkeeper {
  private seen = new Set<string>();
  constructor(private readonly capacity: number) {}

  /** True when `key` was seen before (keep its answer); else remembers it and says false. */
  admit(key: string): boolean {
    if (this.seen.has(key)) return true;
    if (this.seen.size >= this.capacity) this.seen.clear();
    this.seen.add(key);
    return false;
  }

  /** Forgets every key (the cache behind it was dropped). */
  clear(): void {
    this.seen.clear();
  }
}
