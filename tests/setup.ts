// Minimal shared test setup (created by ui-primitives; owned by app-shell, who extends it).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
