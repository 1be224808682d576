/** Synthesised speech: a finalised PCM WAV and its length. */
export interface Speech {
  audio: Buffer;
  seconds: number;
}

/** A text-to-speech engine: the embedded espeak-ng or a hosted provider. */
export interface VoiceEngine {
  /** `espeak-ng` or the hosted provider's name, reported to the client. */
  readonly name: string;
  /** Voices this engine offers (ids the client may pick). */
  readonly voices: readonly string[];
  synthesize(text: string, voice: string): Promise<Speech>;
}
