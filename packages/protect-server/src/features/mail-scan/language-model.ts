/**
 * A language model that scores borderline mail (rule score 25–75). Sent: the sender's display name
 * and domain, the subject and the start of the body (README "What leaves the server").
 */
export interface MailLanguageModel {
  /** A gambling score 0–100, or null when the model gave no usable answer (the rule score stands). */
  score(input: LanguageModelInput): Promise<number | null>;
}

export interface LanguageModelInput {
  fromName: string;
  senderDomain: string;
  subject: string;
  snippet: string;
}

export interface OpenAiCompatibleOptions {
  /** e.g. `https://api.example/v1`: POST {baseUrl}/chat/completions. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

const SYSTEM_PROMPT =
  "You rate e-mails for a gambling-addiction protection app. Answer with one integer from 0 to 100: " +
  "how likely the e-mail advertises gambling (casino, sports betting, slots, lottery, poker). No other text.";

/** Any server with the OpenAI chat completions interface (hosted, vLLM, llama.cpp, Ollama, …). */
export function openAiCompatibleModel(options: OpenAiCompatibleOptions): MailLanguageModel {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    async score(input) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          max_tokens: 4,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            {
              role: "user",
              content: `From: ${input.fromName} <…@${input.senderDomain}>\nSubject: ${input.subject}\n\n${input.snippet.slice(0, 1000)}`,
            },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
      const match = /\d{1,3}/.exec(body.choices?.[0]?.message?.content ?? "");
      if (!match) return null;
      const value = Number(match[0]);
      return value >= 0 && value <= 100 ? value : null;
    },
  };
}
