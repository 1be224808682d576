import type { FastifyBaseLogger } from "fastify";
import type { CoachEngine, CoachTurn } from "./engine.ts";
import { ruleBasedCoach } from "./rule-based.ts";

/**
 * Answers as the coach with the configured engine. When a hosted engine fails, the rules answer
 * and the response says so (`engine: "rule_based"`, `fallback: true`): the app never shows a rule
 * answer as a model's.
 */
export async function askCoach(
  engine: CoachEngine,
  input: { message: string; history: readonly CoachTurn[] },
  logger: FastifyBaseLogger,
) {
  try {
    const reply = await engine.reply(input.history, input.message);
    return { reply, engine: engine.kind, model: engine.model, fallback: false };
  } catch (error) {
    logger.warn({ err: error, event: "coach_fallback" }, "coach engine failed; rule-based answer given");
    const reply = await ruleBasedCoach.reply(input.history, input.message);
    return { reply, engine: ruleBasedCoach.kind, model: null, fallback: true };
  }
}

export function describeCoach(engine: CoachEngine) {
  return { engine: engine.kind, model: engine.model };
}
