// Snackbar queue: showSnackbar() from anywhere; the layout's SnackbarHost shows one at a time.
import { proxy } from 'valtio/vanilla';

export type SnackbarSeverity = 'success' | 'error';
/** A button in the message (an undo): runs `onAction`, then the message closes. */
export type SnackbarAction = { label: string; onAction: () => void };
export type SnackbarItem = {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  action?: SnackbarAction;
};

export const snackbarState = proxy<{ queue: SnackbarItem[] }>({ queue: [] });

let nextId = 1;

export function showSnackbar(
  message: string,
  severity: SnackbarSeverity = 'success',
  action?: SnackbarAction,
): number {
  const id = nextId++;
  snackbarState.queue.push({ id, message, severity, action });
  return id;
}

export function dismissSnackbar(id: number): void {
  const index = snackbarState.queue.findIndex((item) => item.id === id);
  if (index >= 0) snackbarState.queue.splice(index, 1);
}

export function resetSnackbars(): void {
  snackbarState.queue.splice(0, snackbarState.queue.length);
}
