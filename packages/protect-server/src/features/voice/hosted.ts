import type { Speech, VoiceEngine } from "./engine.ts";
import { finalizeWav } from "./wav.ts";

/**
 * A hosted text-to-speech provider behind an OpenAI-compatible `POST <baseUrl>/audio/speech`
 * (`{ model, input, voice, response_format: "wav" }`), for the pro and legend voices. Another
 * provider implements `VoiceEngine` the same way.
 */
export function hostedVoiceEngine(options: {
  baseUrl: string;
  model: string;
  voices: readonly string[];
  apiKey?: string;
  fetch?: typeof fetch;
}): VoiceEngine {
  const doFetch = options.fetch ?? fetch;
  return {
    name: `hosted:${options.model}`,
    voices: options.voices,
    async synthesize(text, voice): Promise<Speech> {
      const res = await doFetch(`${options.baseUrl.replace(/\/$/, "")}/audio/speech`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, input: text, voice, response_format: "wav" }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`Voice provider answered ${res.status}`);
      const { audio, info } = finalizeWav(Buffer.from(await res.arrayBuffer()));
      return { audio, seconds: info.seconds };
    },
  };
}
