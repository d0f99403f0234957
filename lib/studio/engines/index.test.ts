/** @jest-environment node */
// Which engines the environment configures.
import { configuredEngines } from './index';

describe('configuredEngines', () => {
  it('configures nothing when no provider is named (blank counts as unset)', () => {
    expect(configuredEngines({})).toEqual({ image: null, video: null });
    expect(
      configuredEngines({
        STUDIO_IMAGE_PROVIDER: ' ',
        STUDIO_VIDEO_PROVIDER: '',
        STUDIO_IMAGE_URL: 'http://x',
      }),
    ).toEqual({ image: null, video: null });
  });

  it('reads process.env by default', () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        STUDIO_IMAGE_PROVIDER: 'a1111',
        STUDIO_IMAGE_URL: 'http://127.0.0.1:7860',
      });
      delete process.env.STUDIO_VIDEO_PROVIDER;
      expect(configuredEngines()).toMatchObject({ image: { id: 'a1111' }, video: null });
    } finally {
      process.env = saved;
    }
  });

  it('configures OpenAI images, gpt-image-1 by default', () => {
    const { image, video } = configuredEngines({
      STUDIO_IMAGE_PROVIDER: 'openai',
      STUDIO_IMAGE_URL: 'https://api.openai.com',
      STUDIO_IMAGE_KEY: 'sk-1',
    });
    expect(image).toMatchObject({ id: 'openai-images', model: 'gpt-image-1', kinds: ['image'] });
    expect(video).toBeNull();
  });

  it('configures a local OpenAI-shaped server without a key, with its model', () => {
    const { image } = configuredEngines({
      STUDIO_IMAGE_PROVIDER: 'OpenAI',
      STUDIO_IMAGE_URL: 'http://localhost:8080/v1',
      STUDIO_IMAGE_MODEL: 'stablediffusion',
    });
    expect(image).toMatchObject({ id: 'openai-images', model: 'stablediffusion' });
  });

  it('configures A1111, with or without a checkpoint', () => {
    expect(
      configuredEngines({ STUDIO_IMAGE_PROVIDER: 'a1111', STUDIO_IMAGE_URL: 'http://127.0.0.1:7860' }).image,
    ).toMatchObject({ id: 'a1111', model: null, kinds: ['image'] });
    expect(
      configuredEngines({
        STUDIO_IMAGE_PROVIDER: 'a1111',
        STUDIO_IMAGE_URL: 'http://127.0.0.1:7860',
        STUDIO_IMAGE_KEY: 'user:pass',
        STUDIO_IMAGE_MODEL: 'sd_xl_base_1.0',
      }).image,
    ).toMatchObject({ id: 'a1111', model: 'sd_xl_base_1.0' });
  });

  it('configures OpenAI video, sora-2 by default', () => {
    const { image, video } = configuredEngines({
      STUDIO_VIDEO_PROVIDER: 'openai',
      STUDIO_VIDEO_URL: 'https://api.openai.com/',
      STUDIO_VIDEO_KEY: 'sk-2',
    });
    expect(image).toBeNull();
    expect(video).toMatchObject({ id: 'openai-video', model: 'sora-2', kinds: ['video'] });
    expect(
      configuredEngines({
        STUDIO_VIDEO_PROVIDER: 'openai',
        STUDIO_VIDEO_URL: 'https://api.openai.com/',
        STUDIO_VIDEO_KEY: 'sk-2',
        STUDIO_VIDEO_MODEL: 'sora-2-pro',
      }).video?.model,
    ).toBe('sora-2-pro');
  });

  it.each([
    [{ STUDIO_IMAGE_PROVIDER: 'openai' }, /STUDIO_IMAGE_PROVIDER=openai needs STUDIO_IMAGE_URL/],
    [{ STUDIO_IMAGE_PROVIDER: 'a1111', STUDIO_IMAGE_URL: '  ' }, /needs STUDIO_IMAGE_URL/],
    [
      { STUDIO_VIDEO_PROVIDER: 'openai', STUDIO_VIDEO_KEY: 'sk' },
      /STUDIO_VIDEO_PROVIDER=openai needs STUDIO_VIDEO_URL/,
    ],
    [
      { STUDIO_IMAGE_PROVIDER: 'midjourney', STUDIO_IMAGE_URL: 'http://x' },
      /"midjourney" is not a provider; use openai or a1111/,
    ],
    [{ STUDIO_VIDEO_PROVIDER: 'a1111', STUDIO_VIDEO_URL: 'http://x' }, /is not a provider; use openai/],
    [
      { STUDIO_IMAGE_PROVIDER: 'a1111', STUDIO_IMAGE_URL: 'localhost:7860' },
      /must be an http\(s\) URL|is not a URL/,
    ],
    [
      { STUDIO_IMAGE_PROVIDER: 'a1111', STUDIO_IMAGE_URL: 'not a url' },
      /STUDIO_IMAGE_URL="not a url" is not a URL/,
    ],
    [
      { STUDIO_IMAGE_PROVIDER: 'openai', STUDIO_IMAGE_URL: 'https://api.openai.com' },
      /STUDIO_IMAGE_KEY must hold the API key/,
    ],
    [
      { STUDIO_VIDEO_PROVIDER: 'openai', STUDIO_VIDEO_URL: 'https://api.openai.com/v1' },
      /STUDIO_VIDEO_KEY must hold the API key/,
    ],
  ])('refuses %j with a clear error', (env, message) => {
    expect(() => configuredEngines(env)).toThrow(message);
  });
});
