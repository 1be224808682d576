// What the app window shows for an agent status: pure, so the wording and the enabled buttons are
// tested without a window. main.ts renders it.
import type { AgentStatus } from "../control/agent-status.ts";

export interface View {
  readonly title: string;
  readonly detail: string;
  readonly showPairing: boolean;
  readonly canRelease: boolean;
  readonly canCancelRelease: boolean;
  /** "23 h 59 min" until the release, while a release runs. */
  readonly countdown: string | null;
}

const TEXT: Record<string, { title: string; detail: string }> = {
  unpaired: { title: "Not connected", detail: "Enter the 6-digit code shown in the app on your phone." },
  setup: { title: "Connecting…", detail: "Setting up protection for this computer." },
  protecting: { title: "Protection is on", detail: "Gambling sites are blocked on this computer." },
  cooldown: { title: "Release requested", detail: "Protection stays on until the 24-hour cooldown has ended." },
  paused: { title: "Protection is paused", detail: "Your account's protection is switched off." },
  relink: { title: "Protection is on, connection lost", detail: "Enter a new code from your phone to reconnect." },
  released: {
    title: "Released",
    detail: "Protection was removed. You may uninstall the app, or enter a new code to protect this computer again.",
  },
};

/** Whole minutes until `until`, as hours and minutes; null when it has passed. */
export function countdown(until: string, now: Date): string | null {
  const minutes = Math.ceil((Date.parse(until) - now.getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

export function viewOf(status: AgentStatus, now: Date): View {
  const text = TEXT[status.phase] ?? { title: status.phase, detail: "" };
  const protecting = status.phase === "protecting" || status.phase === "paused";
  return {
    title: text.title,
    detail: status.error ? `${text.detail} Last problem: ${status.error}` : text.detail,
    showPairing: status.phase === "unpaired" || status.phase === "relink" || status.phase === "released",
    canRelease: protecting,
    canCancelRelease: status.phase === "cooldown",
    countdown: status.phase === "cooldown" && status.releaseAt ? countdown(status.releaseAt, now) : null,
  };
}
