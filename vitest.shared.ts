import { availableParallelism } from "node:os";

// Outer bounds shared by every package's Vitest project (the root config's timeouts do not reach a
// project). Tests wait on events (a log line, a socket, a process's output), never on a time budget;
// these bounds only end a test that hangs. They are generous on purpose: on a loaded 2-core machine
// starting a server, Dovecot or Chromium takes many times what it takes on a quiet one, and a busy
// machine must never fail a correct test (docs/decisions/0006-test-summary.md).
export const outerBounds = { testTimeout: 300_000, hookTimeout: 300_000 } as const;

/**
 * Test files run at a time, the same in every project (Vitest refuses projects that differ): two
 * even on two cores, where Vitest's default (cores - 1) ran them one by one; most of a file's time
 * is waiting on the servers it starts (docs/decisions/0006-test-summary.md).
 */
export const workers = { maxWorkers: Math.max(2, availableParallelism() - 1) } as const;
