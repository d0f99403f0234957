// What every generation engine offers, whether the built-in sketch engine (./sketch.ts) or an adapter
// to a real model (./openai-images.ts, ./a1111.ts, ./openai-video.ts). The job runner (lib/studio/jobs.ts)
// knows only this.
import type { Kind, Quality, Style } from '../rules';

export type GenerationRequest = {
  kind: Kind;
  prompt: string;
  style: Style;
  /** Pixels, from lib/studio/rules.ts SIZES. */
  width: number;
  height: number;
  quality: Quality;
  /** 0 … 2^31 - 1: the same request with the same seed gives the same result on a deterministic engine. */
  seed: number;
};

export type GeneratedFile = {
  bytes: Uint8Array;
  mime: 'image/png' | 'image/webp' | 'image/jpeg' | 'video/webm' | 'video/mp4';
  width: number;
  height: number;
};

export type GenerationContext = {
  /** 0–100, as the work advances (an engine that cannot tell may call it only at the end). */
  onProgress: (percent: number) => void;
  /** Aborted when the job times out or the process stops: stop work and throw. */
  signal: AbortSignal;
};

export type Engine = {
  /** Stored with each creation: 'sketch', 'openai-images', 'a1111', 'openai-video'. */
  id: string;
  /** The model's name as the operator configured it (shown with the creation), or null for the sketch engine. */
  model: string | null;
  kinds: readonly Kind[];
  generate(request: GenerationRequest, context: GenerationContext): Promise<GeneratedFile>;
};

/** Why a provider failed, as the member is told it (messages: studio.errors.*). */
export type ProviderFailure =
  | 'quota' // 429, or the provider's quota / billing error
  | 'content_policy' // the provider refused the prompt
  | 'timeout' // no answer in time
  | 'bad_key' // 401/403: the operator's key is wrong
  | 'bad_response' // an answer that is not what the documented shape says
  | 'unavailable'; // 5xx, or the connection failed

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    /** Worth another attempt (a 5xx, a dropped connection, a 429 with a short Retry-After). */
    readonly transient: boolean,
    message?: string,
  ) {
    super(message ?? failure);
    this.name = 'ProviderError';
  }
}
