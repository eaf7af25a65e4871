// Snackbar queue: showSnackbar() from anywhere; the layout's SnackbarHost shows one at a time.
import { proxy } from 'valtio/vanilla';

export type SnackbarSeverity = 'success' | 'error';
export type SnackbarItem = { id: number; message: string; severity: SnackbarSeverity };

export const snackbarState = proxy<{ queue: SnackbarItem[] }>({ queue: [] });

let nextId = 1;

export function showSnackbar(message: string, severity: SnackbarSeverity = 'success'): number {
  const id = nextId++;
  snackbarState.queue.push({ id, message, severity });
  return id;
}

export function dismissSnackbar(id: number): void {
  const index = snackbarState.queue.findIndex((item) => item.id === id);
  if (index >= 0) snackbarState.queue.splice(index, 1);
}

export function resetSnackbars(): void {
  snackbarState.queue.splice(0, snackbarState.queue.length);
}
