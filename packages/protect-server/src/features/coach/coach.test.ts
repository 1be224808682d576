import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeModelServer, startFakeModelServer } from "../../../test/fake-model-server.ts";
import { describeEachDb } from "../../../test/harness.ts";
import type { CoachEngine } from "./engine.ts";
import { openAiCompatibleCoach } from "./openai-compatible.ts";

let model: FakeModelServer;
beforeAll(async () => {
  model = await startFakeModelServer();
});
afterAll(() => model.close());

describeEachDb("coach with the built-in rules (no model configured)", (env) => {
  it("says it is rule-based and answers by topic", async () => {
    const user = await env().signup();
    const info = await env().request({ method: "GET", url: "/api/coach", headers: user.headers });
    expect(info.json()).toEqual({ engine: "rule_based", model: null });
    const res = await env().request({
      method: "POST",
      url: "/api/coach/message",
      headers: user.headers,
      payload: { message: "I have a strong urge to bet tonight" },
    });
    expect(res.json()).toMatchObject({ engine: "rule_based", model: null, fallback: false });
    expect(res.json().reply).toMatch(/wave/);
  });

  it("bad input 400, anonymous 401", async () => {
    const user = await env().signup();
    for (const payload of [
      {},
      { message: "" },
      { message: "x".repeat(2001) },
      { message: "ok", history: [{ role: "system", content: "x" }] },
    ]) {
      const res = await env().request({ method: "POST", url: "/api/coach/message", headers: user.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await env().request({ method: "POST", url: "/api/coach/message", payload: { message: "hi" } })).statusCode,
    ).toBe(401);
    expect((await env().request({ method: "GET", url: "/api/coach" })).statusCode).toBe(401);
  });
});

const engine: CoachEngine = {
  kind: "openai_compatible",
  model: "coach-test",
  reply: (history, message) =>
    openAiCompatibleCoach({ baseUrl: model.url, model: "coach-test", apiKey: "sk-test" }).reply(history, message),
};

describeEachDb(
  "coach with an OpenAI-compatible endpoint",
  (env) => {
    it("asks the model with the history and says which model answered", async () => {
      model.fail = false;
      const user = await env().signup();
      expect((await env().request({ method: "GET", url: "/api/coach", headers: user.headers })).json()).toEqual({
        engine: "openai_compatible",
        model: "coach-test",
      });
      const res = await env().request({
        method: "POST",
        url: "/api/coach/message",
        headers: user.headers,
        payload: { message: "How do I get through the evening?", history: [{ role: "coach", content: "Hello!" }] },
      });
      expect(res.json()).toEqual({
        reply: "Model says: How do I get through the evening?",
        engine: "openai_compatible",
        model: "coach-test",
        fallback: false,
      });
      const sent = model.requests.at(-1);
      expect(sent?.authorization).toBe("Bearer sk-test");
      expect(((sent?.body.messages ?? []) as { role: string }[]).map((m) => m.role)).toEqual([
        "system",
        "assistant",
        "user",
      ]);
    });

    it("when the model fails the rules answer and the response says so", async () => {
      model.fail = true;
      const user = await env().signup();
      const res = await env().request({
        method: "POST",
        url: "/api/coach/message",
        headers: user.headers,
        payload: { message: "money debt" },
      });
      model.fail = false;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ engine: "rule_based", model: null, fallback: true });
    });
  },
  { coach: engine },
);
