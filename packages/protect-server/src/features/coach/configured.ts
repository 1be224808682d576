import type { Config } from "../../platform/config.ts";
import { espeakEngine } from "../voice/espeak.ts";
import { hostedVoiceEngine } from "../voice/hosted.ts";
import type { VoiceEngines } from "../voice/service.ts";
import type { CoachEngine } from "./engine.ts";
import { openAiCompatibleCoach } from "./openai-compatible.ts";
import { ruleBasedCoach } from "./rule-based.ts";

/** The coach of a configuration: the hosted model when configured, the built-in rules otherwise. */
export function configuredCoach(coach: Config["coach"]): CoachEngine {
  if (!coach.url || !coach.model) return ruleBasedCoach;
  return openAiCompatibleCoach({
    baseUrl: coach.url,
    model: coach.model,
    ...(coach.apiKey ? { apiKey: coach.apiKey } : {}),
  });
}

/** The voice engines of a configuration: espeak-ng always, a hosted provider when configured. */
export function configuredVoice(voice: Config["voice"]): VoiceEngines {
  const embedded = espeakEngine({ command: voice.espeakCommand });
  if (!voice.hostedUrl || !voice.hostedModel || !voice.hostedVoices) return { embedded };
  return {
    embedded,
    hosted: hostedVoiceEngine({
      baseUrl: voice.hostedUrl,
      model: voice.hostedModel,
      voices: voice.hostedVoices,
      ...(voice.hostedApiKey ? { apiKey: voice.hostedApiKey } : {}),
    }),
  };
}
