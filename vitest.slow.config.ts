import { defineConfig } from 'vitest/config';

// `npm run test:slow`: long-running security tests (fuzzing, brute-force and timing checks)
// kept out of `npm test`. Node environment, one file at a time, generous timeouts.
export default defineConfig({
  test: {
    name: 'slow',
    environment: 'node',
    include: ['tests/security/slow/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 5 * 60_000,
    teardownTimeout: 60_000,
  },
});
