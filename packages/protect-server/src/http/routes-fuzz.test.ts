// Every operation of the served OpenAPI document, with requests generated from its own parameter
// and body schemas (test/schema-fuzz.ts), sent as anonymous, as a user and as an administrator
// holding every shared secret: whatever arrives, the answer is never a 5xx, and every error is a
// JSON body with an `error` code. Seeded: FUZZ_SEED reproduces a run, FUZZ_CASES sets the number
// of requests per operation and caller (default 16).
import { createHash } from "node:crypto";
import fc from "fast-check";
import { expect, it } from "vitest";
import { CALLERS, type CallerName, callerHeaders, fuzzEnvOptions } from "../../test/fuzz-callers.ts";
import { describeEachDb } from "../../test/harness.ts";
import { type Operation, operationsOf, type Pool, requestFor } from "../../test/schema-fuzz.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
// 16 per operation and caller: 6,672 requests per database (139 operations), 15–20 s each on a quiet 2-core machine.
const CASES = Number(process.env.FUZZ_CASES ?? 16);

interface Failure {
  operation: string;
  caller: CallerName;
  url: string;
  payload: string;
  status: number;
  body: string;
}

function seedOf(operation: Operation, caller: CallerName): number {
  return createHash("sha256").update(`${SEED}:${operation.operationId}:${caller}`).digest().readInt32LE(0);
}

function clip(text: string | undefined): string {
  if (text === undefined) return "(none)";
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

describeEachDb(
  "every operation under schema-driven random input",
  (env) => {
    it("answers no 5xx, and every error is a JSON body with an error code", { timeout: 600_000 }, async () => {
      const document = (await env().request({ method: "GET", url: "/openapi.json" })).json();
      const operations = operationsOf(document);
      const someone = await env().signup({ nickname: "Someone" });
      const post = await env().request({
        method: "POST",
        url: "/api/community/post",
        headers: someone.headers,
        payload: { content: "a post the fuzzer can reach" },
      });
      const pool: Pool = { ids: [someone.id, post.json().id as string], emails: [someone.email] };
      const failures: Failure[] = [];
      let sent = 0;
      const statuses = new Map<number, number>();
      for (const operation of operations) {
        for (const caller of CALLERS) {
          const headersFor = await callerHeaders(env(), operation, caller);
          const requests = fc.sample(requestFor(operation, pool), { seed: seedOf(operation, caller), numRuns: CASES });
          for (const generated of requests) {
            const withBody = operation.method !== "GET" && generated.payload !== undefined;
            const headers = {
              ...headersFor(withBody ? generated.payload : undefined),
              ...(withBody ? { "content-type": "application/json" } : {}),
            };
            const res = await env().request({
              method: operation.method as "GET",
              url: generated.url,
              headers,
              ...(withBody ? { payload: generated.payload } : {}),
            });
            sent += 1;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            let errorCode: unknown = "ok";
            if (res.statusCode >= 400) {
              try {
                errorCode = res.json().error;
              } catch {
                errorCode = undefined;
              }
            }
            if (res.statusCode >= 500 || typeof errorCode !== "string") {
              failures.push({
                operation: `${operation.method} ${operation.path}`,
                caller,
                url: clip(generated.url),
                payload: clip(withBody ? generated.payload : undefined),
                status: res.statusCode,
                body: clip(res.body),
              });
            }
          }
        }
      }
      console.info(
        `route fuzz: ${sent} requests, ${operations.length} operations, ${CALLERS.length} callers, seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
      );
      expect(
        failures,
        `route fuzz found ${failures.length} bad answers (seed ${SEED}, FUZZ_SEED=${SEED} FUZZ_CASES=${CASES} reproduces)`,
      ).toEqual([]);
      expect(operations.length).toBeGreaterThan(100);
    });
  },
  fuzzEnvOptions,
);
