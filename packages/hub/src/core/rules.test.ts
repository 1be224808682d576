import { describe, expect, it } from "vitest";
import { HubError, TASK_STATUSES, type TaskStatus } from "./api.ts";
import { answerAsk, escalateAsk, newAsk } from "./ask-rules.ts";
import { applyTaskPatch, claim, newTask } from "./task-changes.ts";
import { canMoveTask } from "./task-rules.ts";

const T0 = "2026-11-21T12:00:00.000Z";
const T1 = "2026-11-21T12:00:01.000Z";

describe("ask rules", () => {
  it("addresses a new ask to the architect agent, rerouting `ceo`", () => {
    expect(newAsk("ASK-0001", { question: "q", from: "dev" }, "alice", T0).to).toBe("alice");
    expect(newAsk("ASK-0001", { question: "q", from: "dev", to: "ceo" }, "alice", T0).to).toBe("alice");
    expect(newAsk("ASK-0001", { question: "q", from: "dev", to: "bob" }, "alice", T0).to).toBe("alice");
    expect(newAsk("ASK-0001", { question: "q", from: "dev", to: "ceo" }, undefined, T0).to).toBe("architect");
  });

  it("escalates to ceo without changing the status", () => {
    const ask = escalateAsk(newAsk("ASK-0001", { question: "q", from: "dev" }, "alice", T0), T1);
    expect(ask).toMatchObject({ status: "pending", escalatedTo: "ceo", escalatedAt: T1, updatedAt: T1 });
  });

  it("answers to `answered` by default or to the status the answer names", () => {
    const ask = newAsk("ASK-0001", { question: "q", from: "dev" }, "alice", T0);
    expect(answerAsk(ask, { answer: "yes", by: "alice" }, T1)).toMatchObject({
      status: "answered",
      answer: "yes",
      answeredBy: "alice",
    });
    expect(answerAsk(ask, { answer: "no", status: "declined" }, T1).status).toBe("declined");
  });

  it("refuses to answer or escalate an ask that is no longer pending", () => {
    const answered = answerAsk(newAsk("ASK-0001", { question: "q", from: "dev" }, "a", T0), { answer: "x" }, T1);
    expect(() => answerAsk(answered, { answer: "y" }, T1)).toThrow(HubError);
    expect(() => escalateAsk(answered, T1)).toThrow(/already "answered"/);
  });
});

describe("task rules", () => {
  // The README's table, written out: every pair of statuses is asserted, allowed or forbidden.
  const ALLOWED: Record<TaskStatus, TaskStatus[]> = {
    todo: ["todo", "in_progress", "blocked", "cancelled"],
    in_progress: ["in_progress", "review", "done", "blocked", "todo", "cancelled"],
    review: ["review", "done", "in_progress", "cancelled"],
    blocked: ["blocked", "todo", "in_progress", "cancelled"],
    done: ["done", "in_progress"],
    cancelled: ["cancelled", "todo"],
  };
  const PAIRS = TASK_STATUSES.flatMap((from) =>
    TASK_STATUSES.map((to) => ({ from, to, allowed: ALLOWED[from].includes(to) })),
  );

  it.each(PAIRS)("$from -> $to is allowed: $allowed", ({ from, to, allowed }) => {
    expect(canMoveTask(from, to)).toBe(allowed);
    const task = { ...newTask("TSK-0001", { title: "t" }, T0), status: from };
    if (allowed) expect(applyTaskPatch(task, { status: to }, T1).status).toBe(to);
    else
      expect(() => applyTaskPatch(task, { status: to }, T1)).toThrow(
        expect.objectContaining({ code: "invalid_transition" }),
      );
  });

  it("removes fields patched to null and refuses a forbidden move with invalid_transition", () => {
    const task = newTask("TSK-0001", { title: "t", assignedTo: "al" }, T0);
    expect(applyTaskPatch(task, { assignedTo: null, status: "in_progress" }, T1)).toEqual({
      id: "TSK-0001",
      title: "t",
      status: "in_progress",
      createdAt: T0,
      updatedAt: T1,
      body: "",
    });
    expect(() => applyTaskPatch(task, { status: "done" }, T1)).toThrow(
      expect.objectContaining({ code: "invalid_transition" }),
    );
  });

  it("claims a todo task into in_progress and refuses a second claimant unless forced", () => {
    const claimed = claim(newTask("TSK-0001", { title: "t" }, T0), "al", T1);
    expect(claimed).toMatchObject({ claimedBy: "al", status: "in_progress" });
    expect(claim(claimed, "al", T1).claimedBy).toBe("al");
    expect(() => claim(claimed, "bo", T1)).toThrow(expect.objectContaining({ code: "conflict" }));
    expect(claim(claimed, "bo", T1, { force: true }).claimedBy).toBe("bo");
  });

  it("applies the claim rule to patches of claimedBy too: taking over or clearing needs force", () => {
    const claimed = claim(newTask("TSK-0001", { title: "t" }, T0), "al", T1);
    expect(() => applyTaskPatch(claimed, { claimedBy: "bo" }, T1)).toThrow(/already claimed by "al".*needs force/);
    expect(() => applyTaskPatch(claimed, { claimedBy: null }, T1)).toThrow(
      expect.objectContaining({ code: "conflict" }),
    );
    expect(applyTaskPatch(claimed, { claimedBy: "al", title: "same holder" }, T1).claimedBy).toBe("al");
    expect(applyTaskPatch(claimed, { claimedBy: "bo" }, T1, { force: true }).claimedBy).toBe("bo");
    expect(applyTaskPatch(claimed, { claimedBy: null }, T1, { force: true }).claimedBy).toBeUndefined();
    const free = newTask("TSK-0002", { title: "t" }, T0);
    expect(applyTaskPatch(free, { claimedBy: "bo" }, T1).claimedBy).toBe("bo");
  });
});
