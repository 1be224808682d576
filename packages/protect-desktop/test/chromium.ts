// Real Chromium (Debian's `chromium`, installed by .ci/run) driven over the DevTools protocol on a
// pipe (--remote-debugging-pipe), so it works inside a network namespace the test cannot reach by
// TCP. Reads chrome://policy and loads pages.
import type { ChildProcess } from "node:child_process";
import type { Readable, Writable } from "node:stream";

interface Pending {
  resolve(value: Record<string, unknown>): void;
  reject(error: Error): void;
}

export interface Browser {
  /** The text of chrome://policy once its table has rendered (shadow DOM included). */
  policyPageText(): Promise<string>;
  /** Loads a URL in a new tab: the page's text, or the network error (e.g. net::ERR_NAME_NOT_RESOLVED). */
  load(url: string): Promise<{ text: string | null; errorText: string | null }>;
  close(): Promise<void>;
}

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--no-default-browser-check",
  "--remote-debugging-pipe",
];

/** Wraps a Chromium started with fds 3 (commands in) and 4 (answers out) as pipes. */
export function driveChromium(child: ChildProcess): Browser {
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let buffer = "";
  output.setEncoding("utf8");
  output.on("data", (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf("\0");
    while (end >= 0) {
      const message = JSON.parse(buffer.slice(0, end)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
      };
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf("\0");
      const waiter = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiter) continue;
      pending.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result ?? {});
    }
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`chromium exited with ${code}`));
    pending.clear();
  });
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const openTab = async (url: string) => {
    const { targetId } = (await send("Target.createTarget", { url: "about:blank" })) as { targetId: string };
    const { sessionId } = (await send("Target.attachToTarget", { targetId, flatten: true })) as { sessionId: string };
    const navigation = (await send("Page.navigate", { url }, sessionId)) as { errorText?: string };
    return { sessionId, errorText: navigation.errorText ?? null };
  };
  const evaluate = async (sessionId: string, expression: string) => {
    const answer = (await send(
      "Runtime.evaluate",
      { expression, awaitPromise: true, returnByValue: true },
      sessionId,
    )) as {
      result: { value: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    };
    if (answer.exceptionDetails)
      throw new Error(`chromium: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
    return answer.result.value;
  };
  return {
    async policyPageText() {
      const { sessionId } = await openTab("chrome://policy");
      // The page fills its table asynchronously; wait inside the page until the rows are there.
      return String(
        await evaluate(
          sessionId,
          `new Promise((resolve) => {
            const text = (node) => [...node.childNodes].map((c) => c.nodeType === 3 ? c.textContent + " " : (c.shadowRoot ? text(c.shadowRoot) : "") + text(c)).join("");
            const check = () => { const t = document.body ? text(document.body).replace(/\\s+/g, " ") : ""; if (t.includes("BuiltInDnsClientEnabled")) resolve(t); else setTimeout(check, 50); };
            check();
          })`,
        ),
      );
    },
    async load(url) {
      const { sessionId, errorText } = await openTab(url);
      if (errorText) return { text: null, errorText };
      const text = await evaluate(
        sessionId,
        `new Promise((resolve) => document.readyState === "complete" ? resolve(document.body.innerText) : addEventListener("load", () => resolve(document.body.innerText)))`,
      );
      return { text: String(text), errorText: null };
    },
    async close() {
      await send("Browser.close").catch(() => undefined);
      await exited;
    },
  };
}
