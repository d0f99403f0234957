import 'server-only';
// Which real generation models the studio uses, from the environment. Unset: null, and the caller falls
// back to the built-in sketch engine (./sketch.ts). A provider named without its URL (or with one that is
// not http(s), or an unknown provider) is a configuration error, thrown at startup.
//
//   STUDIO_IMAGE_PROVIDER  openai | a1111 | unset
//   STUDIO_IMAGE_URL       the API's base: https://api.openai.com, http://localhost:8080 (LocalAI,
//                          sd-server), http://127.0.0.1:7860 (A1111)
//   STUDIO_IMAGE_KEY       openai: the Bearer key; a1111: "user:pass" of --api-auth
//   STUDIO_IMAGE_MODEL     openai: gpt-image-1 by default; a1111: a checkpoint (default: the loaded one)
//   STUDIO_VIDEO_PROVIDER  openai | unset
//   STUDIO_VIDEO_URL, STUDIO_VIDEO_KEY, STUDIO_VIDEO_MODEL (sora-2 by default)
import { a1111Engine } from './a1111';
import { openAiImagesEngine } from './openai-images';
import { openAiVideoEngine } from './openai-video';
import type { Engine } from './types';

export type ConfiguredEngines = { image: Engine | null; video: Engine | null };

type Env = Readonly<Record<string, string | undefined>>;

const IMAGE_PROVIDERS = ['openai', 'a1111'] as const;
const VIDEO_PROVIDERS = ['openai'] as const;

/** A variable's value, trimmed; blank counts as unset. */
function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function provider<const T extends string>(env: Env, name: string, accepted: readonly T[]): T | null {
  const value = read(env, name)?.toLowerCase() ?? null;
  if (value === null) return null;
  const found = accepted.find((p) => p === value);
  if (!found)
    throw new Error(
      `Studio configuration: ${name}=${JSON.stringify(value)} is not a provider; use ${accepted.join(' or ')}, ` +
        'or leave it unset for the built-in sketch engine.',
    );
  return found;
}

function baseUrl(env: Env, name: string, providerName: string, providerValue: string): string {
  const value = read(env, name);
  if (value === null)
    throw new Error(
      `Studio configuration: ${providerName}=${providerValue} needs ${name}, the API's base URL ` +
        '(e.g. https://api.openai.com, or http://localhost:8080 for a local server).',
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Studio configuration: ${name}=${JSON.stringify(value)} is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`Studio configuration: ${name} must be an http(s) URL.`);
  return value;
}

/** OpenAI's own API answers 401 to every request without a key: say so at startup instead. */
function requireKeyForOpenAi(url: string, key: string | null, name: string) {
  if (!key && new URL(url).hostname === 'api.openai.com')
    throw new Error(`Studio configuration: ${name} must hold the API key for ${new URL(url).origin}.`);
}

export function configuredEngines(env: Env = process.env): ConfiguredEngines {
  let image: Engine | null = null;
  const imageProvider = provider(env, 'STUDIO_IMAGE_PROVIDER', IMAGE_PROVIDERS);
  if (imageProvider) {
    const url = baseUrl(env, 'STUDIO_IMAGE_URL', 'STUDIO_IMAGE_PROVIDER', imageProvider);
    const key = read(env, 'STUDIO_IMAGE_KEY');
    const model = read(env, 'STUDIO_IMAGE_MODEL');
    if (imageProvider === 'openai') {
      requireKeyForOpenAi(url, key, 'STUDIO_IMAGE_KEY');
      image = openAiImagesEngine({ url, key, model: model ?? 'gpt-image-1' });
    } else {
      image = a1111Engine({ url, key, model });
    }
  }

  let video: Engine | null = null;
  const videoProvider = provider(env, 'STUDIO_VIDEO_PROVIDER', VIDEO_PROVIDERS);
  if (videoProvider) {
    const url = baseUrl(env, 'STUDIO_VIDEO_URL', 'STUDIO_VIDEO_PROVIDER', videoProvider);
    const key = read(env, 'STUDIO_VIDEO_KEY');
    requireKeyForOpenAi(url, key, 'STUDIO_VIDEO_KEY');
    video = openAiVideoEngine({ url, key, model: read(env, 'STUDIO_VIDEO_MODEL') ?? 'sora-2' });
  }

  return { image, video };
}
