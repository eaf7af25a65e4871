// The forms' delays (SPEC 4 and 9): how long a submitted form shows its success or error state
// before it moves on. Only src/lib/form.ts reads them: a file of its own so that no first visit
// (none submits a form) carries them.

export const SUCCESS_DELAY_MS = 1000;
export const ERROR_DELAY_MS = 750;
