// A mixed load on protect-server from a process of its own (forked by a test): account reads,
// signups, community posts and failed logins, `concurrency` at a time, until told to stop. Every
// answer is recorded: the test checks what was acknowledged against the database afterwards.
// Messages: in { type: "start", options } | { type: "stop" }; out { type: "progress", done } |
// { type: "result", result }.

export interface LoadOptions {
  baseUrl: string;
  concurrency: number;
  /** Bearer tokens of existing accounts (reads and posts). */
  tokens: string[];
  /** Unique part of this run's e-mail addresses and post texts. */
  runId: string;
}

/** One answer: the operation, its status (0: no HTTP answer) and, for errors, the code. */
export interface Outcome {
  op: "me" | "signup" | "post" | "login";
  status: number;
  code?: string;
  retryAfter?: string;
  /** Network failure (no HTTP answer). */
  failure?: string;
}

export interface LoadResult {
  outcomes: Outcome[];
  /** Signups by e-mail: acknowledged (201) or answered 5xx. */
  signups: { email: string; status: number }[];
  /** Posts by their marker text: acknowledged (201, with the id) or answered 5xx. */
  posts: { marker: string; status: number; id?: string }[];
}

const OPS: Outcome["op"][] = ["me", "me", "me", "me", "me", "me", "signup", "post", "post", "login"];

async function run(
  options: LoadOptions,
  stopped: () => boolean,
  progress: (done: number) => void,
): Promise<LoadResult> {
  const result: LoadResult = { outcomes: [], signups: [], posts: [] };
  let sequence = 0;
  // Each request from its own client address (the instances trust the balancer's X-Forwarded-For),
  // so per-address limits never refuse the load itself.
  const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

  const once = async (op: Outcome["op"], n: number): Promise<Outcome> => {
    const token = options.tokens[n % options.tokens.length] ?? "";
    const json = { "content-type": "application/json", "x-forwarded-for": address(n) };
    let response: Response;
    let record: (status: number) => void = () => undefined;
    try {
      if (op === "me") {
        response = await fetch(`${options.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      } else if (op === "signup") {
        const email = `load-${options.runId}-${n}@example.test`;
        response = await fetch(`${options.baseUrl}/api/auth/signup`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ email, password: "correct horse battery" }),
        });
        record = (status) => result.signups.push({ email, status });
      } else if (op === "post") {
        const marker = `load ${options.runId} post ${n}`;
        response = await fetch(`${options.baseUrl}/api/community/post`, {
          method: "POST",
          headers: { ...json, authorization: `Bearer ${token}` },
          body: JSON.stringify({ content: marker }),
        });
        const posted = response.status === 201 ? ((await response.clone().json()) as { id?: string }) : undefined;
        record = (status) => result.posts.push({ marker, status, ...(posted?.id ? { id: posted.id } : {}) });
      } else {
        response = await fetch(`${options.baseUrl}/api/auth/login`, {
          method: "POST",
          headers: { ...json, "x-device-id": `load-device-${n}` },
          body: JSON.stringify({ email: `nobody-${options.runId}-${n}@example.test`, password: "not the password" }),
        });
      }
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return { op, status: 0, failure: cause?.code ?? (error as Error).message };
    }
    const text = await response.text();
    let code: string | undefined;
    if (response.status >= 400) {
      try {
        code = (JSON.parse(text) as { error?: string }).error ?? "(no code)";
      } catch {
        code = "(not json)";
      }
    }
    if (response.status === 201 || response.status >= 500) record(response.status);
    const retryAfter = response.headers.get("retry-after");
    return { op, status: response.status, ...(code ? { code } : {}), ...(retryAfter ? { retryAfter } : {}) };
  };

  const worker = async () => {
    while (!stopped()) {
      sequence += 1;
      const n = sequence;
      const op = OPS[n % OPS.length] ?? "me";
      const outcome = await once(op, n);
      result.outcomes.push(outcome);
      if (result.outcomes.length % 50 === 0) progress(result.outcomes.length);
      // A refused connection answers at once: do not spin while nothing listens.
      if (outcome.status === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return result;
}

let stopping = false;
process.on("message", (message: { type: string; options?: LoadOptions }) => {
  if (message.type === "stop") stopping = true;
  if (message.type === "start" && message.options) {
    run(
      message.options,
      () => stopping,
      (done) => process.send?.({ type: "progress", done }),
    ).then(
      (result) => process.send?.({ type: "result", result }, () => process.exit(0)),
      (error: unknown) => {
        process.stderr.write(`load failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  }
});
