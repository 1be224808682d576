/** One turn of the conversation the app keeps and sends along. */
export interface CoachTurn {
  role: "user" | "coach";
  content: string;
}

export type CoachEngineKind = "openai_compatible" | "rule_based";

/** Something that answers as the coach: a hosted model or the built-in rules. */
export interface CoachEngine {
  readonly kind: CoachEngineKind;
  /** The model's name for a hosted engine, null for the rules. */
  readonly model: string | null;
  reply(history: readonly CoachTurn[], message: string): Promise<string>;
}
