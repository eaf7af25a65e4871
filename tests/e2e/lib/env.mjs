// Where the server under test is: set by tests/e2e/run.mjs (or screenshots.mjs) for the tests.
export const BASE_URL = process.env.E2E_BASE_URL ?? '';
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
