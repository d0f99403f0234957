import { fieldErrors } from '../api/validation';
import { KINDS, PROMPT_MAX, QUALITIES, SHAPES, STYLES } from './rules';
import { generateSchema, keepSchema } from './validation';

const valid = {
  kind: 'image',
  prompt: 'A lighthouse in a storm',
  style: 'digitalArt',
  shape: 'square',
  quality: 'standard',
};

/** What the API would answer: { field: code }, or null when the body is accepted. */
function refusal(schema: typeof generateSchema | typeof keepSchema, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? null : fieldErrors(result.error);
}

describe('generateSchema', () => {
  it('accepts the studio’s body and trims the prompt', () => {
    const result = generateSchema.safeParse({ ...valid, prompt: '  A lighthouse in a storm \n' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid);
  });

  it('accepts every kind, style, shape and quality of the rules', () => {
    for (const kind of KINDS)
      for (const style of STYLES)
        for (const shape of SHAPES)
          for (const quality of QUALITIES)
            expect(refusal(generateSchema, { ...valid, kind, style, shape, quality })).toBeNull();
  });

  it.each([
    ['kind', 'audio'],
    ['style', 'oilPainting'],
    ['style', 'Digital art'],
    ['shape', 'wide'],
    ['quality', 'ultra'],
    ['kind', undefined],
    ['style', null],
  ])('refuses %s %p', (field, value) => {
    expect(refusal(generateSchema, { ...valid, [field]: value })).toEqual({ [field]: 'invalid' });
  });

  it.each([
    ['empty', ''],
    ['spaces only', '   '],
    ['blank lines only', '\n\t \n'],
  ])('a prompt that is %s is required', (_, prompt) => {
    expect(refusal(generateSchema, { ...valid, prompt })).toEqual({ prompt: 'required' });
  });

  it('a missing prompt is required; one that is not text too', () => {
    const { prompt: _, ...rest } = valid;
    expect(refusal(generateSchema, rest)).toEqual({ prompt: 'required' });
    expect(refusal(generateSchema, { ...valid, prompt: 42 })).toEqual({ prompt: 'required' });
  });

  it('at most 1,000 characters, counted after trimming', () => {
    expect(PROMPT_MAX).toBe(1000);
    expect(refusal(generateSchema, { ...valid, prompt: 'x'.repeat(1000) })).toBeNull();
    expect(refusal(generateSchema, { ...valid, prompt: `  ${'x'.repeat(1000)}  ` })).toBeNull();
    expect(refusal(generateSchema, { ...valid, prompt: 'x'.repeat(1001) })).toEqual({ prompt: 'too_long' });
  });

  it.each([
    ['a NUL character', 'a \u0000 b'],
    ['a lone surrogate', 'a \ud83d b'],
  ])('refuses a prompt with %s as invalid', (_, prompt) => {
    expect(refusal(generateSchema, { ...valid, prompt })).toEqual({ prompt: 'invalid' });
  });

  it('accepts prompts in any script, emoji included', () => {
    const prompt = 'Đèn lồng trên sông 🏮, 夜の川, फानूस';
    expect(generateSchema.parse({ ...valid, prompt }).prompt).toBe(prompt);
  });

  it('the seed is optional, a whole number from 0 to 2^31 - 1', () => {
    expect(generateSchema.parse(valid)).not.toHaveProperty('seed');
    expect(generateSchema.parse({ ...valid, seed: 0 }).seed).toBe(0);
    expect(generateSchema.parse({ ...valid, seed: 2_147_483_647 }).seed).toBe(2_147_483_647);
    for (const seed of [-1, 2_147_483_648, 1.5, '42', Number.NaN, null])
      expect(refusal(generateSchema, { ...valid, seed })).toEqual({ seed: 'invalid' });
  });

  it('refuses keys it does not know (no engine, no user id from the browser)', () => {
    expect(generateSchema.safeParse({ ...valid, engine: 'openai' }).success).toBe(false);
    expect(generateSchema.safeParse({ ...valid, userId: 'u-kai' }).success).toBe(false);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, 'prompt', [valid]]) expect(generateSchema.safeParse(body).success).toBe(false);
  });
});

describe('keepSchema', () => {
  it.each([
    [{ saved: true }],
    [{ saved: false }],
    [{ published: true }],
    [{ published: false }],
    [{ saved: true, published: true }],
  ])('accepts %p', (body) => {
    expect(keepSchema.parse(body)).toEqual(body);
  });

  it('needs saved or published', () => {
    expect(refusal(keepSchema, {})).toEqual({ _: 'required' });
    expect(refusal(keepSchema, { saved: undefined })).toEqual({ _: 'required' });
  });

  it.each([
    [{ saved: 'yes' }, { saved: 'invalid' }],
    [{ published: 1 }, { published: 'invalid' }],
    [{ published: null }, { published: 'invalid' }],
  ])('refuses %p', (body, fields) => {
    expect(refusal(keepSchema, body)).toEqual(fields);
  });

  it('refuses other keys: the owner cannot hide, rename or re-own through it', () => {
    expect(keepSchema.safeParse({ saved: true, hidden: false }).success).toBe(false);
    expect(keepSchema.safeParse({ published: true, prompt: 'new words' }).success).toBe(false);
  });
});
