// The app window's script (Tauri 2, withGlobalTauri; compiled with the DOM library by tsconfig.app.json, outside the repository's Node typecheck): renders the agent's status and sends the
// user's commands to the Rust shell, which forwards them to the agent service.

import { type View, viewOf } from "../../src/app/view-model.ts";
import type { AgentStatus } from "../../src/control/agent-status.ts";

interface TauriGlobal {
  core: { invoke<T>(command: string, args?: Record<string, unknown>): Promise<T> };
}
declare global {
  interface Window {
    __TAURI__: TauriGlobal;
  }
}

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function render(view: View): void {
  element("title").textContent = view.title;
  element("detail").textContent = view.detail;
  element("countdown").textContent = view.countdown ?? "";
  element("pairing").hidden = !view.showPairing;
  element<HTMLButtonElement>("release").hidden = !view.canRelease;
  element<HTMLButtonElement>("cancel-release").hidden = !view.canCancelRelease;
}

async function call(command: string, args?: Record<string, unknown>): Promise<void> {
  element("problem").textContent = "";
  try {
    render(viewOf(await window.__TAURI__.core.invoke<AgentStatus>(command, args), new Date()));
  } catch (error) {
    element("problem").textContent = String(error);
  }
}

element<HTMLFormElement>("pairing").addEventListener("submit", (event) => {
  event.preventDefault();
  void call("agent_pair", { code: element<HTMLInputElement>("code").value });
});
element("release").addEventListener("click", () => {
  if (confirm("Start the 24-hour release? Protection stays on until it has ended.")) void call("agent_release");
});
element("cancel-release").addEventListener("click", () => void call("agent_cancel_release"));

void call("agent_status");
setInterval(() => void call("agent_status"), 30_000);
