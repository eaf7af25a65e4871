// Fails a test on an unexpected console.error (STYLE.md "Tests"). A test that expects one (an
// error boundary test, say) calls allowConsoleError() first.
import { vi } from 'vitest';

let calls: unknown[][] = [];
let allowed: RegExp[] = [];

/** Lets console.error calls matching `pattern` (all when omitted) pass in the current test. */
export function allowConsoleError(pattern: RegExp = /.*/s): void {
  allowed.push(pattern);
}

export function startConsoleGuard(): void {
  calls = [];
  allowed = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
}

const text = (args: unknown[]) =>
  args
    .map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a)))
    .join(' ')
    .slice(0, 500);

/** Throws when a console.error call was not allowed. */
export function finishConsoleGuard(): void {
  const unexpected = calls.filter((args) => !allowed.some((re) => re.test(text(args))));
  calls = [];
  allowed = [];
  if (unexpected.length) {
    throw new Error(`Unexpected console.error:\n${unexpected.map(text).join('\n')}`);
  }
}
