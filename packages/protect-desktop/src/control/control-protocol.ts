// The local control channel between the desktop app (running as the user) and the agent service
// (SYSTEM / root): one JSON request per line, one JSON answer per line, over a named pipe on
// Windows (\\.\pipe\protect-desktop) or a Unix socket. It offers status, pairing and starting the
// release cooldown — nothing that removes protection.
import { z } from "zod";
import type { AgentStatus } from "./agent-status.ts";

export type { AgentStatus };

export const controlRequest = z.discriminatedUnion("command", [
  z.object({ command: z.literal("status") }),
  z.object({ command: z.literal("pair"), code: z.string().max(32) }),
  z.object({ command: z.literal("release") }),
  z.object({ command: z.literal("cancel-release") }),
]);
export type ControlRequest = z.infer<typeof controlRequest>;

export type ControlAnswer =
  | { readonly ok: true; readonly status: AgentStatus }
  | { readonly ok: false; readonly error: string; readonly message: string };

/** Requests larger than this are refused (a line is a few dozen bytes). */
export const MAX_REQUEST_BYTES = 4096;

export const DEFAULT_CONTROL_PATH =
  process.platform === "win32" ? "\\\\.\\pipe\\protect-desktop" : "/run/protect-desktop/control.sock";
