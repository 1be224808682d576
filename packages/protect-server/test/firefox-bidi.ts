// Firefox (the Debian firefox-esr, not Playwright's patched build) driven over WebDriver BiDi, its
// built-in remote protocol (`--remote-debugging-port`): enough for a test to load a page and read
// its text, or the network error that stopped it. No geckodriver: Firefox speaks BiDi itself.
import { type ChildProcess, spawn } from "node:child_process";
import { stopChild, waitForOutput } from "./processes.ts";

export interface FirefoxSession {
  /** The page's text once loaded, or the error that stopped the navigation (e.g. "Error: NS_ERROR_UNKNOWN_HOST"). */
  visit(url: string): Promise<string>;
  close(): Promise<void>;
}

interface BidiMessage {
  id?: number;
  type?: string;
  result?: Record<string, unknown>;
  error?: string;
  message?: string;
}

/** Starts `executable` headless with `profile` and opens a BiDi session on it. */
export async function launchFirefox(
  executable: string,
  options: { profile: string; env?: NodeJS.ProcessEnv },
): Promise<FirefoxSession> {
  const child: ChildProcess = spawn(
    executable,
    ["--headless", "--no-remote", "--profile", options.profile, "--remote-debugging-port", "0", "about:blank"],
    { env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: "1", ...options.env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  try {
    const line = await waitForOutput(child, /WebDriver BiDi listening on ws:\/\/\S+/);
    const socket = new WebSocket(`${/ws:\/\/\S+/.exec(line)?.[0]}/session`);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = () => reject(new Error("Cannot open the WebDriver BiDi session"));
    });
    let nextId = 0;
    const pending = new Map<number, (message: BidiMessage) => void>();
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as BidiMessage;
      if (message.id === undefined) return;
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    };
    const send = (method: string, params: Record<string, unknown>) =>
      new Promise<BidiMessage>((resolve) => {
        nextId += 1;
        pending.set(nextId, resolve);
        socket.send(JSON.stringify({ id: nextId, method, params }));
      });
    await send("session.new", { capabilities: {} });
    const tree = await send("browsingContext.getTree", {});
    const context = (tree.result?.contexts as { context: string }[] | undefined)?.[0]?.context;
    return {
      async visit(url) {
        const navigated = await send("browsingContext.navigate", { context, url, wait: "complete" });
        if (navigated.type === "error") return navigated.message ?? navigated.error ?? "navigation failed";
        const text = await send("script.evaluate", {
          target: { context },
          expression: "document.body.innerText",
          awaitPromise: false,
        });
        return String((text.result?.result as { value?: unknown } | undefined)?.value ?? "");
      },
      async close() {
        socket.close();
        await stopChild(child);
      },
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
