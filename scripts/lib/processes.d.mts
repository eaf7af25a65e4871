// Types of processes.mjs for the TypeScript scripts and tests that import it.
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const ROOT: string;
export const SERVER_ARGS: readonly string[];
export function freePort(): Promise<number>;
export function hasExited(child: ChildProcess): boolean;
export function spawnNode(
  args: readonly string[],
  options?: { env?: Record<string, string | null | undefined>; stdio?: StdioOptions },
): ChildProcess;
export function waitForHttp(
  url: string,
  options?: { child?: ChildProcess; timeoutMs?: number; intervalMs?: number },
): Promise<void>;
export function stopProcess(
  child: ChildProcess | null | undefined,
  graceMs?: number,
): Promise<void>;
