import type { AppContext } from "../../platform/app-context.ts";
import { AppError } from "../../platform/errors.ts";
import { planLimits } from "../plans/limits.ts";
import type { Speech, VoiceEngine } from "./engine.ts";
import { chargeSeconds, setCoachVoice, startDayIfDue, type VoiceAccount } from "./repo.ts";

/** The embedded engine always; a hosted one for pro and legend when configured. */
export interface VoiceEngines {
  embedded: VoiceEngine;
  hosted?: VoiceEngine;
}

/** Quota days end at midnight UTC. */
export function nextQuotaReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

function quotaOf(account: VoiceAccount) {
  const limit = planLimits[account.plan].voiceSecondsPerDay;
  return {
    plan: account.plan,
    limitSeconds: limit,
    usedSeconds: account.voiceSecondsUsedToday,
    remainingSeconds: limit === null ? null : Math.max(0, limit - account.voiceSecondsUsedToday),
    resetAt: account.voiceQuotaResetAt?.toISOString() ?? null,
  };
}

function exceeded(account: VoiceAccount): AppError {
  const quota = quotaOf(account);
  return new AppError(
    "quota_exceeded",
    `Daily voice quota of ${quota.limitSeconds} s is used up until ${quota.resetAt}`,
    {
      limitSeconds: quota.limitSeconds,
      usedSeconds: quota.usedSeconds,
      resetAt: quota.resetAt,
    },
  );
}

/**
 * Plan-aware dispatch: free speaks with the embedded engine; pro and legend with the hosted
 * provider when one is configured; legend in the voice picked (coachVoiceId) when that engine
 * offers it. The engine's default voice otherwise.
 */
function choose(engines: VoiceEngines, account: VoiceAccount): { engine: VoiceEngine; voice: string } {
  const engine = account.plan !== "free" && engines.hosted ? engines.hosted : engines.embedded;
  const picked = planLimits[account.plan].coachVoicePicker ? account.coachVoiceId : null;
  const voice = picked && engine.voices.includes(picked) ? picked : (engine.voices[0] ?? "");
  return { engine, voice };
}

/** The account's voice fields, with a new quota day started when the last one is over. */
function loadAccount(ctx: AppContext, userId: string): Promise<VoiceAccount> {
  const now = ctx.clock.now();
  return startDayIfDue(ctx.db, userId, now, nextQuotaReset(now));
}

export async function voiceQuota(ctx: AppContext, userId: string) {
  return quotaOf(await loadAccount(ctx, userId));
}

export async function voicesOf(ctx: AppContext, engines: VoiceEngines, userId: string) {
  return voicesFor(engines, await loadAccount(ctx, userId));
}

/**
 * Speaks the text and charges its length (whole seconds, rounded up) to today's quota: refused
 * with 429 quota_exceeded once the plan's daily seconds are used; the clip that crosses the limit
 * is delivered and charged in full.
 */
export async function speak(ctx: AppContext, engines: VoiceEngines, userId: string, text: string) {
  const account = await loadAccount(ctx, userId);
  const limit = planLimits[account.plan].voiceSecondsPerDay;
  if (limit !== null && account.voiceSecondsUsedToday >= limit) throw exceeded(account);
  const { engine, voice } = choose(engines, account);
  let speech: Speech;
  let engineName = engine.name;
  try {
    speech = await engine.synthesize(text, voice);
  } catch (error) {
    if (engine === engines.embedded) throw error;
    // The hosted provider failed: the embedded engine speaks, and the response says which did.
    speech = await engines.embedded.synthesize(text, engines.embedded.voices[0] ?? "");
    engineName = engines.embedded.name;
  }
  const seconds = Math.max(1, Math.ceil(speech.seconds));
  const used = await chargeSeconds(ctx.db, userId, seconds, limit);
  if (used === undefined) throw exceeded({ ...account, voiceSecondsUsedToday: limit ?? 0 });
  return {
    audio: speech.audio,
    engine: engineName,
    seconds,
    remainingSeconds: limit === null ? null : Math.max(0, limit - used),
  };
}

function voicesFor(engines: VoiceEngines, account: Pick<VoiceAccount, "plan" | "coachVoiceId">) {
  const { engine, voice } = choose(engines, { ...account, voiceSecondsUsedToday: 0, voiceQuotaResetAt: null });
  return { engine: engine.name, voices: [...engine.voices], voice, canPick: planLimits[account.plan].coachVoicePicker };
}

/** The legend-only voice picker: the voice must be one the account's engine offers (null resets). */
export async function pickCoachVoice(
  ctx: AppContext,
  engines: VoiceEngines,
  account: { id: string; plan: VoiceAccount["plan"] },
  voiceId: string | null,
) {
  if (!planLimits[account.plan].coachVoicePicker) {
    throw new AppError("forbidden", "Choosing the coach voice is part of the legend plan");
  }
  const offered = voicesFor(engines, { plan: account.plan, coachVoiceId: null }).voices;
  if (voiceId !== null && !offered.includes(voiceId)) {
    throw new AppError("invalid_input", `Unknown voice "${voiceId}"`, {
      fields: [{ path: "body.voiceId", message: `One of: ${offered.join(", ")}` }],
    });
  }
  await setCoachVoice(ctx.db, account.id, voiceId);
  return voicesFor(engines, { plan: account.plan, coachVoiceId: voiceId });
}
