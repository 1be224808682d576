import type { CoachEngine } from "./engine.ts";

const SYSTEM_PROMPT =
  "You are the coach of an app that helps people stop gambling. Answer briefly (at most 120 words), warmly and concretely, " +
  "in the language of the user. Never encourage gambling. If the user mentions suicide or self-harm, point to the " +
  "German Telefonseelsorge (0800 111 0 111) and the emergency number 112.";

/**
 * A hosted model behind an OpenAI-compatible `POST <baseUrl>/chat/completions` (OpenAI, a vLLM or
 * llama.cpp server, …). Throws when the endpoint fails; the service then falls back to the rules
 * and says so.
 */
export function openAiCompatibleCoach(options: {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): CoachEngine {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: "openai_compatible",
    model: options.model,
    async reply(history, message) {
      const res = await doFetch(`${options.baseUrl.replace(/\/$/, "")}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          max_tokens: 400,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            ...history.map((turn) => ({ role: turn.role === "coach" ? "assistant" : "user", content: turn.content })),
            { role: "user", content: message },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      if (!res.ok) throw new Error(`Coach endpoint answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== "string" || content.trim() === "") throw new Error("Coach endpoint sent no answer");
      return content.trim();
    },
  };
}
