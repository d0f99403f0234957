import { storedText } from './validation';

describe('storedText', () => {
  const schema = storedText();
  it.each([
    ['plain text', true],
    ['emoji 🙂 and 𝄞', true],
    ['Tiếng Việt, 中文, हिन्दी', true],
    ['a NUL \u0000 inside', false],
    ['a lone high surrogate \ud83d here', false],
    ['a lone low surrogate \ude42 here', false],
    ['\ud83d', false],
    ['reversed \ude42\ud83d pair', false],
  ])('%j: %p', (value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});
