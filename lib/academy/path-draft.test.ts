import { fieldErrors } from '../api/validation';
import {
  communityIdOf,
  communitySlug,
  draftProblems,
  emptyCourse,
  emptyDraft,
  emptyLesson,
  emptyQuestion,
  PATH_LIMITS,
  PATH_TEXT,
  pathDraftSchema,
  pathStatusSchema,
  type DraftCourse,
  type DraftLesson,
  type DraftQuestion,
  type PathDraft,
} from './path-draft';

// A path ready for review: the smallest one the limits allow (1 course, 1 lesson, 3 questions of 3 options).
const question = (n: number, over: Partial<DraftQuestion> = {}): DraftQuestion => ({
  question: `Question ${n}?`,
  options: [`Right ${n}`, `Wrong ${n}a`, `Wrong ${n}b`],
  answer: 0,
  explanation: '',
  ...over,
});
const lesson = (over: Partial<DraftLesson> = {}): DraftLesson => ({
  title: 'What a prompt is',
  minutes: 5,
  body: 'A prompt is the text you give a model.',
  quiz: [question(1), question(2), question(3)],
  ...over,
});
const course = (over: Partial<DraftCourse> = {}): DraftCourse => ({
  title: 'Prompting basics',
  summary: 'Write prompts that work.',
  lessons: [lesson()],
  ...over,
});
const complete = (over: Partial<PathDraft> = {}): PathDraft => ({
  title: 'Prompt craft for neighbours',
  summary: 'A short path on writing prompts.',
  level: 'beginner',
  topic: 'prompting',
  locale: 'en',
  intro: 'Welcome to the path.',
  courses: [course()],
  ...over,
});

/** The draft with one question of its first lesson replaced. */
const withQuestion = (over: Partial<DraftQuestion>, index = 0): PathDraft => {
  const quiz = [question(1), question(2), question(3)];
  quiz[index] = question(index + 1, over);
  return complete({ courses: [course({ lessons: [lesson({ quiz })] })] });
};

/** The schema's verdict as the API sends it: `{ 'courses.0.title': 'too_long' }`, or null when it parses. */
const refused = (value: unknown) => {
  const parsed = pathDraftSchema.safeParse(value);
  return parsed.success ? null : fieldErrors(parsed.error, true);
};

const at = (...parts: (string | number)[]) => parts.join('.');
const Q = 'courses.0.lessons.0.quiz';

describe('draftProblems', () => {
  it('a complete draft has no problems (and the schema takes it)', () => {
    expect(draftProblems(complete())).toEqual([]);
    expect(refused(complete())).toBeNull();
  });

  it('the explanation is optional', () => {
    expect(draftProblems(withQuestion({ explanation: '' }))).toEqual([]);
  });

  it('the largest path the limits allow is complete too', () => {
    const big = complete({
      courses: Array.from({ length: PATH_LIMITS.courses[1] }, () =>
        course({
          lessons: Array.from({ length: PATH_LIMITS.lessons[1] }, () =>
            lesson({
              quiz: Array.from({ length: PATH_LIMITS.questions[1] }, (_, i) =>
                question(i, { options: ['a', 'b', 'c', 'd'], answer: 3 }),
              ),
            }),
          ),
        }),
      ),
    });
    expect(draftProblems(big)).toEqual([]);
    expect(refused(big)).toBeNull();
  });

  it('the empty draft: every text review needs is "required", and nothing is too few', () => {
    const problems = draftProblems(emptyDraft('en'));
    const lessonAt = 'courses.0.lessons.0';
    const quiz = [0, 1, 2].flatMap((i) => [
      { field: `${lessonAt}.quiz.${i}.question`, code: 'required' },
      { field: `${lessonAt}.quiz.${i}.options.0`, code: 'required' },
      { field: `${lessonAt}.quiz.${i}.options.1`, code: 'required' },
      { field: `${lessonAt}.quiz.${i}.options.2`, code: 'required' },
    ]);
    expect(problems).toEqual([
      { field: 'title', code: 'required' },
      { field: 'summary', code: 'required' },
      { field: 'intro', code: 'required' },
      { field: 'courses.0.title', code: 'required' },
      { field: 'courses.0.summary', code: 'required' },
      { field: `${lessonAt}.title`, code: 'required' },
      { field: `${lessonAt}.body`, code: 'required' },
      ...quiz,
    ]);
    // Three blank options are not "the same option three times".
    expect(problems.some((p) => p.code === 'invalid')).toBe(false);
  });

  it.each([
    ['title', complete({ title: '' })],
    ['summary', complete({ summary: '   ' })],
    ['intro', complete({ intro: '\n\t ' })],
    ['courses.0.title', complete({ courses: [course({ title: ' ' })] })],
    ['courses.0.summary', complete({ courses: [course({ summary: '' })] })],
    ['courses.0.lessons.0.title', complete({ courses: [course({ lessons: [lesson({ title: '' })] })] })],
    ['courses.0.lessons.0.body', complete({ courses: [course({ lessons: [lesson({ body: '  ' })] })] })],
    [at(Q, 1, 'question'), withQuestion({ question: ' ' }, 1)],
    [at(Q, 2, 'options', 1), withQuestion({ options: ['Yes', ' ', 'No'] }, 2)],
  ])('a blank (or only blank space) %s is "required", and only that', (field, draft) => {
    expect(draftProblems(draft)).toEqual([{ field, code: 'required' }]);
  });

  it('no course: "courses" is too few', () => {
    expect(draftProblems(complete({ courses: [] }))).toEqual([{ field: 'courses', code: 'too_few' }]);
  });

  it('a course without a lesson: its lessons are too few', () => {
    const draft = complete({ courses: [course(), course({ lessons: [] })] });
    expect(draftProblems(draft)).toEqual([{ field: 'courses.1.lessons', code: 'too_few' }]);
  });

  it('a quiz of fewer than 3 questions is too few; 0 questions too', () => {
    const two = complete({ courses: [course({ lessons: [lesson({ quiz: [question(1), question(2)] })] })] });
    expect(draftProblems(two)).toEqual([{ field: 'courses.0.lessons.0.quiz', code: 'too_few' }]);
    const none = complete({ courses: [course({ lessons: [lesson(), lesson({ quiz: [] })] })] });
    expect(draftProblems(none)).toEqual([{ field: 'courses.0.lessons.1.quiz', code: 'too_few' }]);
  });

  it('a question of fewer than 3 options: its options are too few', () => {
    expect(draftProblems(withQuestion({ options: ['Yes', 'No'], answer: 1 }))).toEqual([
      { field: at(Q, 0, 'options'), code: 'too_few' },
    ]);
  });

  it('the same option twice (ignoring case and surrounding space) is "invalid" at the options', () => {
    expect(draftProblems(withQuestion({ options: ['Paris', ' paris ', 'Lyon'] }, 1))).toEqual([
      { field: at(Q, 1, 'options'), code: 'invalid' },
    ]);
    expect(draftProblems(withQuestion({ options: ['Paris', 'Lyon', 'Nice', 'LYON'] }))).toEqual([
      { field: at(Q, 0, 'options'), code: 'invalid' },
    ]);
  });

  it('two blank options are "required", not also "the same option"', () => {
    expect(draftProblems(withQuestion({ options: ['Paris', '', ''] }))).toEqual([
      { field: at(Q, 0, 'options', 1), code: 'required' },
      { field: at(Q, 0, 'options', 2), code: 'required' },
    ]);
  });

  it('a right answer beyond the options is "invalid" at the answer', () => {
    expect(draftProblems(withQuestion({ answer: 2 }))).toEqual([]);
    expect(draftProblems(withQuestion({ answer: 3 }, 2))).toEqual([
      { field: at(Q, 2, 'answer'), code: 'invalid' },
    ]);
    // Too few options and an answer that points past them: both are said.
    expect(draftProblems(withQuestion({ options: ['Yes', 'No'], answer: 2 }))).toEqual([
      { field: at(Q, 0, 'options'), code: 'too_few' },
      { field: at(Q, 0, 'answer'), code: 'invalid' },
    ]);
  });

  it('names each problem by its whole place: the second course, its third lesson, its second question', () => {
    const lessons = [
      lesson(),
      lesson(),
      lesson({ title: '', quiz: [question(1), question(2, { question: '' }), question(3)] }),
    ];
    const draft = complete({ courses: [course(), course({ summary: '', lessons })] });
    expect(draftProblems(draft)).toEqual([
      { field: 'courses.1.summary', code: 'required' },
      { field: 'courses.1.lessons.2.title', code: 'required' },
      { field: 'courses.1.lessons.2.quiz.1.question', code: 'required' },
    ]);
  });

  it('does not check what the schema checks (lengths, minutes): those are refused on save', () => {
    const long = complete({ title: 'x'.repeat(PATH_TEXT.title + 1) });
    expect(draftProblems(long)).toEqual([]);
    expect(refused(long)).toEqual({ title: 'too_long' });
  });
});

describe('the empty builders', () => {
  it('an empty draft is a draft the schema takes, in the given language, at the smallest shape', () => {
    const draft = emptyDraft('fr');
    expect(refused(draft)).toBeNull();
    expect(draft).toMatchObject({
      title: '',
      summary: '',
      intro: '',
      level: 'beginner',
      topic: 'ai',
      locale: 'fr',
    });
    expect(draft.courses).toHaveLength(PATH_LIMITS.courses[0]);
    expect(draft.courses[0]!.lessons).toHaveLength(PATH_LIMITS.lessons[0]);
    expect(draft.courses[0]!.lessons[0]!.quiz).toHaveLength(PATH_LIMITS.questions[0]);
    expect(draft.courses[0]!.lessons[0]!.quiz[0]!.options).toHaveLength(PATH_LIMITS.options[0]);
  });

  it('each builder returns a new object (editing one draft never edits another)', () => {
    const a = emptyCourse();
    const b = emptyCourse();
    a.lessons[0]!.quiz[0]!.options[0] = 'changed';
    expect(b.lessons[0]!.quiz[0]!.options[0]).toBe('');
    expect(emptyLesson().quiz[0]).not.toBe(emptyLesson().quiz[0]);
    expect(emptyQuestion()).toEqual({ question: '', options: ['', '', ''], answer: 0, explanation: '' });
    expect(emptyLesson().minutes).toBeGreaterThanOrEqual(PATH_LIMITS.minutes[0]);
  });
});

describe('pathDraftSchema', () => {
  // Every text at its limit is taken; one character more is "too_long" at that field.
  const texts: [string, number, (value: string) => PathDraft][] = [
    ['title', PATH_TEXT.title, (v) => complete({ title: v })],
    ['summary', PATH_TEXT.summary, (v) => complete({ summary: v })],
    ['intro', PATH_TEXT.intro, (v) => complete({ intro: v })],
    ['courses.0.title', PATH_TEXT.title, (v) => complete({ courses: [course({ title: v })] })],
    ['courses.0.summary', PATH_TEXT.summary, (v) => complete({ courses: [course({ summary: v })] })],
    [
      'courses.0.lessons.0.title',
      PATH_TEXT.title,
      (v) => complete({ courses: [course({ lessons: [lesson({ title: v })] })] }),
    ],
    [
      'courses.0.lessons.0.body',
      PATH_TEXT.body,
      (v) => complete({ courses: [course({ lessons: [lesson({ body: v })] })] }),
    ],
    [at(Q, 1, 'question'), PATH_TEXT.question, (v) => withQuestion({ question: v }, 1)],
    [at(Q, 2, 'options', 2), PATH_TEXT.option, (v) => withQuestion({ options: ['a', 'b', v] }, 2)],
    [at(Q, 0, 'explanation'), PATH_TEXT.explanation, (v) => withQuestion({ explanation: v })],
  ];

  it.each(texts)('%s: %i characters are taken, one more is too_long', (field, max, draftOf) => {
    expect(refused(draftOf('é'.repeat(max)))).toBeNull();
    expect(refused(draftOf('é'.repeat(max + 1)))).toEqual({ [field]: 'too_long' });
  });

  it('the text limits are the documented ones', () => {
    expect(PATH_TEXT).toMatchObject({
      title: 120,
      summary: 300,
      intro: 5000,
      body: 6000,
      question: 300,
      option: 200,
      explanation: 500,
    });
  });

  it.each(texts)('%s: a NUL character is refused as invalid', (field, _max, draftOf) => {
    expect(refused(draftOf('before\u0000after'))).toEqual({ [field]: 'invalid' });
  });

  it('a lone surrogate is refused; a whole emoji is taken', () => {
    expect(refused(complete({ title: 'Broken \uD83D' }))).toEqual({ title: 'invalid' });
    expect(refused(complete({ title: 'Broken \uDE00 too' }))).toEqual({ title: 'invalid' });
    expect(refused(complete({ title: 'Fine \uD83D\uDE00' }))).toBeNull();
  });

  it('a missing text is "required" (a draft sends every field, even empty)', () => {
    const { summary: _drop, ...rest } = complete();
    expect(refused(rest)).toEqual({ summary: 'required' });
    expect(refused(complete({ title: 42 as unknown as string }))).toEqual({ title: 'required' });
  });

  it.each([
    [
      'courses',
      PATH_LIMITS.courses[1],
      (n: number) => complete({ courses: Array.from({ length: n }, () => course()) }),
    ],
    [
      'courses.0.lessons',
      PATH_LIMITS.lessons[1],
      (n: number) => complete({ courses: [course({ lessons: Array.from({ length: n }, () => lesson()) })] }),
    ],
    [
      'courses.0.lessons.0.quiz',
      PATH_LIMITS.questions[1],
      (n: number) =>
        complete({
          courses: [
            course({ lessons: [lesson({ quiz: Array.from({ length: n }, (_, i) => question(i)) })] }),
          ],
        }),
    ],
    [
      at(Q, 0, 'options'),
      PATH_LIMITS.options[1],
      (n: number) => withQuestion({ options: Array.from({ length: n }, (_, i) => `Option ${i}`) }),
    ],
  ])('%s: %i are taken, one more is too_many', (field, max, draftOf) => {
    expect(refused(draftOf(max))).toBeNull();
    expect(refused(draftOf(max + 1))).toEqual({ [field]: 'too_many' });
  });

  it('the count limits are the documented ones', () => {
    expect(PATH_LIMITS).toEqual({
      courses: [1, 5],
      lessons: [1, 6],
      questions: [3, 5],
      options: [3, 4],
      minutes: [1, 120],
    });
  });

  it('a draft may have fewer than review needs: no course, no lesson, no question, one option', () => {
    expect(refused(complete({ courses: [] }))).toBeNull();
    expect(refused(complete({ courses: [course({ lessons: [] })] }))).toBeNull();
    expect(refused(complete({ courses: [course({ lessons: [lesson({ quiz: [] })] })] }))).toBeNull();
    expect(refused(withQuestion({ options: ['only'] }))).toBeNull();
  });

  it('minutes: whole numbers from 1 to 120', () => {
    const withMinutes = (minutes: number) =>
      complete({ courses: [course({ lessons: [lesson({ minutes })] })] });
    expect(refused(withMinutes(1))).toBeNull();
    expect(refused(withMinutes(120))).toBeNull();
    const field = 'courses.0.lessons.0.minutes';
    expect(refused(withMinutes(0))).toEqual({ [field]: 'invalid' });
    expect(refused(withMinutes(121))).toEqual({ [field]: 'invalid' });
    expect(refused(withMinutes(2.5))).toEqual({ [field]: 'invalid' });
    expect(refused(withMinutes(Number.NaN))).toEqual({ [field]: 'invalid' });
  });

  it('the answer: an index from 0 to 3', () => {
    expect(refused(withQuestion({ options: ['a', 'b', 'c', 'd'], answer: 3 }))).toBeNull();
    expect(refused(withQuestion({ answer: -1 }))).toEqual({ [at(Q, 0, 'answer')]: 'invalid' });
    expect(refused(withQuestion({ answer: 4 }))).toEqual({ [at(Q, 0, 'answer')]: 'invalid' });
    expect(refused(withQuestion({ answer: 1.5 }))).toEqual({ [at(Q, 0, 'answer')]: 'invalid' });
  });

  it('level, topic and language are one of the known values', () => {
    expect(refused(complete({ level: 'advanced', topic: 'web3', locale: 'hmn' }))).toBeNull();
    expect(refused(complete({ level: 'expert' as PathDraft['level'] }))).toEqual({ level: 'invalid' });
    expect(refused(complete({ topic: 'cooking' as PathDraft['topic'] }))).toEqual({ topic: 'invalid' });
    expect(refused(complete({ locale: 'de' as PathDraft['locale'] }))).toEqual({ locale: 'invalid' });
  });

  it('an unknown key is refused, at any depth', () => {
    expect(refused({ ...complete(), status: 'published' })).not.toBeNull();
    const sneaky = complete();
    (sneaky.courses[0]!.lessons[0]!.quiz[0] as Record<string, unknown>).html = '<script>';
    expect(refused(sneaky)).not.toBeNull();
    expect(pathDraftSchema.safeParse(sneaky).error?.issues[0]?.path).toEqual([
      'courses',
      0,
      'lessons',
      0,
      'quiz',
      0,
    ]);
  });
});

describe('pathStatusSchema', () => {
  it('takes the four actions, with an optional note up to 1000 characters', () => {
    for (const action of ['submit', 'withdraw', 'publish', 'return'] as const)
      expect(pathStatusSchema.safeParse({ action }).success).toBe(true);
    expect(pathStatusSchema.safeParse({ action: 'return', note: 'n'.repeat(PATH_TEXT.note) }).success).toBe(
      true,
    );
  });

  it('refuses another action, a note too long, a NUL in the note, and extra keys', () => {
    expect(pathStatusSchema.safeParse({ action: 'delete' }).success).toBe(false);
    const long = pathStatusSchema.safeParse({ action: 'return', note: 'n'.repeat(PATH_TEXT.note + 1) });
    expect(long.success ? null : fieldErrors(long.error)).toEqual({ note: 'too_long' });
    const nul = pathStatusSchema.safeParse({ action: 'return', note: 'a\u0000' });
    expect(nul.success ? null : fieldErrors(nul.error)).toEqual({ note: 'invalid' });
    expect(pathStatusSchema.safeParse({ action: 'publish', status: 'published' }).success).toBe(false);
  });
});

describe('communitySlug and communityIdOf', () => {
  it('round-trips an id', () => {
    expect(communitySlug(7)).toBe('community/7');
    expect(communityIdOf(communitySlug(7))).toBe(7);
    expect(communityIdOf('community/2147483647')).toBe(2_147_483_647);
  });

  it.each([
    'community/0',
    'community/007',
    'community/-1',
    'community/2147483648',
    'community/1.5',
    'prompt-craft',
    'community/',
    'xcommunity/3',
    'community/3/x',
  ])('%s is not a community path', (slug) => {
    expect(communityIdOf(slug)).toBeNull();
  });
});
