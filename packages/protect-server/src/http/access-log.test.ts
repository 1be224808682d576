import { expect, it } from "vitest";
import { describeEachDb } from "../../test/harness.ts";
import { captureLog } from "../../test/log-capture.ts";

const log = captureLog();

describeEachDb(
  "access log",
  (env) => {
    it("logs one line per error and a tenth of successful requests, with the route pattern and no personal value", async () => {
      const start = log.lines.length;
      const user = await env().signup({ email: "person@example.test" });
      for (let i = 0; i < 20; i += 1) await env().request({ method: "GET", url: "/api/me", headers: user.headers });
      await env().request({ method: "GET", url: "/api/me" });
      await env().request({ method: "GET", url: "/api/plan/change-preview?to=gold", headers: user.headers });
      const lines = log.lines.slice(start).filter((line) => line.msg === "request");
      const me = lines.filter((line) => line.route === "/api/me" && line.status === 200);
      expect(me.length).toBe(2);
      expect(lines.filter((line) => line.status === 401)).toHaveLength(1);
      expect(lines.find((line) => line.status === 400)).toMatchObject({
        route: "/api/plan/change-preview",
        method: "GET",
      });
      expect(lines.every((line) => typeof line.ms === "number" && typeof line.reqId === "string")).toBe(true);
      const text = JSON.stringify(log.lines.slice(start));
      expect(text).not.toContain("person@example.test");
      expect(text).not.toContain("gold");
      expect(text).not.toContain(user.token);
    });
  },
  { logger: log.logger, accessLogSample: 0.1 },
);
