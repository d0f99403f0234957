import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onOpenJoinDialog, setSessionUser } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { EditablePath, PathListItem } from '@/lib/academy/community-paths';
import { emptyDraft, type PathDraft } from '@/lib/academy/path-draft';
import type { SessionUser } from '@/lib/api/contract';
import academyMessages from '@/messages/en/academy.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { PathEditor, type PathEditorStrings } from './path-editor';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

// The texts as app/[locale]/(site)/academy/write/page.tsx builds them on the server.
const messages = appMessages({ academy: academyMessages });
const academy = messages.academy as unknown as typeof academyMessages;
const strings: PathEditorStrings = {
  write: academy.write,
  errors: academy.pathErrors,
  fieldErrors: academy.pathFieldErrors,
  levels: academy.levels,
  topics: academy.topics,
};
const w = academy.write;
const f = academy.write.fields;
const fe = academy.pathFieldErrors;
const incomplete = (count: number) =>
  `The path is not complete yet: ${count} ${count === 1 ? 'thing is' : 'things are'} missing or not valid. They are marked below.`;

const member: SessionUser = {
  id: 'u-kai',
  sessionId: 's1',
  name: 'kai',
  username: 'kai',
  email: 'kai@example.com',
  role: null,
  onboardingCompleted: true,
  createdAt: '2025-01-04T12:00:00.000Z',
};

type Mine = { items: PathListItem[]; canWrite: boolean; refusal: string | null };
const mine = (over: Partial<Mine> = {}): Mine => ({ items: [], canWrite: true, refusal: null, ...over });
const item = (id: number, title: string, over: Partial<PathListItem> = {}): PathListItem => ({
  id,
  title,
  status: 'draft',
  reviewNote: null,
  author: { handle: 'kai', tier: 'citizen' },
  updatedAt: '2026-05-01T12:00:00.000Z',
  submittedAt: null,
  ...over,
});

const question = (n: number) => ({
  question: `Question ${n}?`,
  options: [`Right ${n}`, `Wrong ${n}a`, `Wrong ${n}b`],
  answer: 0,
  explanation: '',
});
/** A draft ready for review. */
const complete = (): PathDraft => ({
  title: 'Prompt craft',
  summary: 'A short path on prompts.',
  level: 'intermediate',
  topic: 'prompting',
  locale: 'en',
  intro: 'Welcome.',
  courses: [
    {
      title: 'Basics',
      summary: 'Where to start.',
      lessons: [
        {
          title: 'What a prompt is',
          minutes: 7,
          body: 'Text you give a model.',
          quiz: [1, 2, 3].map(question),
        },
      ],
    },
  ],
});
const editable = (over: Partial<EditablePath> = {}): EditablePath => ({
  id: 5,
  status: 'draft',
  document: complete(),
  reviewNote: null,
  author: { handle: 'kai', tier: 'citizen' },
  mine: true,
  href: null,
  updatedAt: '2026-05-01T12:00:00.000Z',
  submittedAt: null,
  preview: { intro: '', lessons: [] },
  ...over,
});

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;
/** The `call`-th request as "METHOD path". */
const request = (call: number) => {
  const [path, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return `${init.method} ${path}`;
};
const joinDialog = jest.fn();
let stopListening: () => void = () => {};

type User = ReturnType<typeof userEvent.setup>;

function renderEditor() {
  render(withIntl(<PathEditor locale="en" strings={strings} />, messages));
  return userEvent.setup();
}

/** The list of the member's paths. */
async function list(answer = mine()) {
  respond(200, answer);
  const u = renderEditor();
  await screen.findByRole('heading', { level: 2, name: w.yours });
  return u;
}

/** "New path" pressed: the empty editor. */
async function newPath() {
  const u = await list();
  await u.click(screen.getByRole('button', { name: w.new }));
  await screen.findByRole('heading', { level: 2, name: w.editorTitle });
  return u;
}

/** The editor opened on path 5 (?id=5). */
async function opened(path = editable(), answer = mine({ items: [item(5, path.document.title)] })) {
  window.history.replaceState(null, '', '/academy/write?id=5');
  respond(200, answer);
  respond(200, path);
  const u = renderEditor();
  await screen.findByRole('heading', { level: 2, name: w.editorTitle });
  return u;
}

const field = (label: string, index = 0) => screen.getAllByLabelText(label)[index]!;
async function fill(u: User, control: HTMLElement, value: string) {
  await u.clear(control);
  if (!value) return;
  await u.click(control);
  await u.paste(value);
}
const button = (name: string) => screen.getByRole('button', { name });
/** Question `n` (1-based) of the only lesson: its fieldset, named by its legend. */
const questionBox = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

beforeEach(() => {
  mockFetch.install();
  window.history.replaceState(null, '', '/academy/write');
  act(() => setSessionUser(member));
  jest.mocked(notify).mockClear();
  joinDialog.mockClear();
  stopListening = onOpenJoinDialog(joinDialog);
});

afterEach(() => stopListening());

describe('PathEditor: who may write', () => {
  it('a visitor is asked to sign in; the server is not asked', async () => {
    act(() => setSessionUser(null));
    const u = renderEditor();
    expect(screen.getByText(w.signIn)).toBeInTheDocument();
    await u.click(button(w.signInAction));
    expect(joinDialog).toHaveBeenCalledWith('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it is loading while GET /api/academy/paths?view=mine answers', async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderEditor();
    expect(screen.getByRole('status')).toHaveTextContent(w.loading);
    expect(request(0)).toBe('GET /api/academy/paths?view=mine');
    await act(async () => answer({ ok: true, status: 200, json: async () => mine() }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: w.yours })).toBeInTheDocument();
  });

  it('a member who is not a citizen: told so, with the way to become one, and no "New path"', async () => {
    await list(mine({ canWrite: false, refusal: 'not_citizen' }));
    expect(screen.getByText(w.notCitizen)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.becomeCitizen })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe',
    );
    expect(screen.queryByRole('button', { name: w.new })).not.toBeInTheDocument();
    expect(screen.queryByText(w.tierRequired)).not.toBeInTheDocument();
  });

  it('a citizen below the second tier: told how to get there, and no "New path"', async () => {
    await list(mine({ canWrite: false, refusal: 'tier_required' }));
    expect(screen.getByText(w.tierRequired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.new })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: w.becomeCitizen })).not.toBeInTheDocument();
  });

  it('a failed load is said in words', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.offline);
    expect(screen.queryByRole('button', { name: w.new })).not.toBeInTheDocument();
  });
});

describe('PathEditor: the list of one’s paths', () => {
  it('none yet: says so', async () => {
    await list();
    expect(screen.getByText(w.none)).toBeInTheDocument();
    expect(button(w.new)).toBeEnabled();
  });

  it('lists each path with its status, date, and a returned draft’s note', async () => {
    await list(
      mine({
        items: [
          item(5, 'Prompt craft', { reviewNote: 'Add a lesson on quorum.' }),
          item(6, '', { status: 'review' }),
          item(7, 'Voting with care', { status: 'published', reviewNote: 'Old note.' }),
        ],
      }),
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Prompt craft');
    expect(rows[0]).toHaveTextContent('Last changed May 1, 2026');
    expect(within(rows[0]!).getByText(w.statuses.draft)).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Returned by a moderator: Add a lesson on quorum.');
    expect(within(rows[0]!).getByRole('button', { name: `${w.edit}: Prompt craft` })).toHaveTextContent(
      w.edit,
    );

    expect(rows[1]).toHaveTextContent(w.untitled);
    expect(within(rows[1]!).getByText(w.statuses.review)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button')).toHaveTextContent(w.open);

    expect(within(rows[2]!).getByText(w.statuses.published)).toBeInTheDocument();
    // A note is only shown while the path is a draft again.
    expect(rows[2]).not.toHaveTextContent('Old note.');
  });

  it('a path of the list opens in the editor, and the address names it', async () => {
    const u = await list(mine({ items: [item(5, 'Prompt craft')] }));
    respond(200, editable());
    await u.click(button(`${w.edit}: Prompt craft`));
    await screen.findByRole('heading', { level: 2, name: w.editorTitle });
    expect(request(1)).toBe('GET /api/academy/paths/5');
    expect(window.location.search).toBe('?id=5');
    expect(field(f.title)).toHaveValue('Prompt craft');
  });
});

describe('PathEditor: a new path', () => {
  it('"New path" opens the empty draft: one course, one lesson, three questions of three options', async () => {
    await newPath();
    expect(
      within(screen.getByText(w.editorTitle).parentElement!).getByText(w.statuses.draft),
    ).toBeInTheDocument();
    expect(screen.getByText(w.limits)).toBeInTheDocument();
    expect(field(f.title)).toHaveValue('');
    expect(field(f.summary)).toHaveValue('');
    expect(field(f.intro)).toHaveValue('');
    expect(field(f.level)).toHaveValue('beginner');
    expect(field(f.topic)).toHaveValue('ai');
    expect(field(f.locale)).toHaveValue('en');
    expect(screen.getAllByLabelText(f.courseTitle)).toHaveLength(1);
    expect(screen.getAllByLabelText(f.lessonTitle)).toHaveLength(1);
    expect(field(f.minutes)).toHaveValue(5);
    expect(screen.getAllByLabelText(f.question)).toHaveLength(3);
    expect(screen.getAllByLabelText('Option 1')).toHaveLength(3);
    expect(screen.getAllByLabelText('Option 3')).toHaveLength(3);
    expect(screen.queryByLabelText('Option 4')).not.toBeInTheDocument();
    // The first option is the right answer until another is chosen.
    expect(screen.getAllByRole('radio', { name: `${f.answer}: Option 1` })[0]).toBeChecked();
    // Each part is a group named by its legend.
    const course = screen.getByRole('group', { name: 'Course 1' });
    const lesson = within(course).getByRole('group', { name: 'Lesson 1' });
    expect(within(lesson).getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(3);
    expect(within(questionBox(2)).getAllByRole('radio')).toHaveLength(3);
    // At the smallest shape, nothing can be removed.
    expect(button('Remove course 1')).toBeDisabled();
    expect(button('Remove lesson 1')).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Remove question 1' })[0]).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Remove option 1' })[0]).toBeDisabled();
    // Not saved yet: nothing to delete, and nothing was asked of the server.
    expect(screen.queryByRole('button', { name: w.delete })).not.toBeInTheDocument();
    expect(button(w.save)).toBeEnabled();
    expect(button(w.submit)).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('"Submit for review" checks in the browser first: the count, and each missing field marked', async () => {
    const u = await newPath();
    await u.click(button(w.submit));
    // 3 about the path, 2 about the course, 2 about the lesson, and 4 per question (its text, 3 options).
    const alert = await screen.findByText(incomplete(19));
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    for (const label of [
      f.title,
      f.summary,
      f.intro,
      f.courseTitle,
      f.courseSummary,
      f.lessonTitle,
      f.body,
    ]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(fe.required);
    }
    for (const i of [0, 1, 2]) {
      expect(field(f.question, i)).toHaveAttribute('aria-invalid', 'true');
      expect(field('Option 2', i)).toHaveAccessibleDescription(fe.required);
      // The explanation is optional.
      expect(field(f.explanation, i)).not.toHaveAttribute('aria-invalid');
    }
    expect(field(f.minutes)).not.toHaveAttribute('aria-invalid');
    // Nothing was sent.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('Save draft POSTs the draft as it is, even empty; then the address names it and Save PATCHes', async () => {
    const u = await newPath();
    respond(201, { id: 5, href: '/academy/write?id=5' });
    await u.click(button(w.save));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: w.saved }));
    expect(sent(1)).toEqual({ path: '/api/academy/paths', method: 'POST', body: emptyDraft('en') });
    expect(window.location.search).toBe('?id=5');
    // Saved: it can be deleted now.
    expect(button(w.delete)).toBeEnabled();

    await fill(u, field(f.title), 'Prompt craft');
    await u.selectOptions(field(f.level), academy.levels.advanced);
    await u.selectOptions(field(f.topic), academy.topics.governance);
    await u.selectOptions(field(f.locale), 'Français');
    respond(200, { ok: true });
    await u.click(button(w.save));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(sent(2)).toEqual({
      path: '/api/academy/paths/5',
      method: 'PATCH',
      body: {
        ...emptyDraft('en'),
        title: 'Prompt craft',
        level: 'advanced',
        topic: 'governance',
        locale: 'fr',
      },
    });
  });

  it('a value the schema refuses is marked before any request: minutes left empty', async () => {
    const u = await newPath();
    await u.clear(field(f.minutes));
    await u.click(button(w.save));
    expect(await screen.findByRole('alert')).toHaveTextContent(w.invalid);
    expect(field(f.minutes)).toHaveAttribute('aria-invalid', 'true');
    expect(field(f.minutes)).toHaveAccessibleDescription(fe.invalid);
    expect(field(f.title)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Fixed: the mark goes with the next save.
    await fill(u, field(f.minutes), '12');
    respond(201, { id: 5 });
    await u.click(button(w.save));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: w.saved }));
    expect(field(f.minutes)).not.toHaveAttribute('aria-invalid');
    expect((sent(1).body as PathDraft).courses[0]!.lessons[0]!.minutes).toBe(12);
  });

  it('fields the server refuses are shown under their input, by their whole place', async () => {
    const u = await newPath();
    respond(400, {
      error: 'invalid_input',
      fields: { 'courses.0.lessons.0.quiz.1.options.2': 'too_long', summary: 'invalid' },
    });
    await u.click(button(w.save));
    expect(await screen.findByRole('alert')).toHaveTextContent(w.invalid);
    expect(field('Option 3', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Option 3', 1)).toHaveAccessibleDescription(fe.too_long);
    expect(field('Option 3', 0)).not.toHaveAttribute('aria-invalid');
    expect(field('Option 3', 2)).not.toHaveAttribute('aria-invalid');
    expect(field(f.summary)).toHaveAccessibleDescription(fe.invalid);
    expect(notify).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('other refusals are said above the form, and what was typed stays', async () => {
    const u = await newPath();
    await fill(u, field(f.title), 'Prompt craft');
    respond(409, { error: 'too_many_drafts' });
    await u.click(button(w.save));
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.too_many_drafts);
    expect(field(f.title)).toHaveValue('Prompt craft');
    expect(button(w.save)).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('an unknown refusal is the generic error; a 413 is "too long to save"', async () => {
    const u = await newPath();
    respond(500, { error: 'server_error' });
    await u.click(button(w.save));
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.generic);
    respond(413, { error: 'payload_too_large' });
    await u.click(button(w.save));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(academy.pathErrors.payload_too_large),
    );
  });

  it('"Save draft" says it is saving and cannot be pressed twice', async () => {
    const u = await newPath();
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await u.click(button(w.save));
    expect(button(w.saving)).toBeDisabled();
    expect(button(w.submit)).toBeDisabled();
    await act(async () => answer({ ok: true, status: 201, json: async () => ({ id: 5 }) }));
    expect(button(w.save)).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('PathEditor: shaping the path', () => {
  it('adds and removes courses, lessons, questions and options, within the limits', async () => {
    const u = await newPath();
    await u.click(button(w.addCourse));
    expect(screen.getAllByLabelText(f.courseTitle)).toHaveLength(2);
    expect(button('Remove course 1')).toBeEnabled();
    await fill(u, field(f.courseTitle, 1), 'Second course');
    await u.click(button('Remove course 1'));
    expect(screen.getAllByLabelText(f.courseTitle)).toHaveLength(1);
    // The course that stays is the second one.
    expect(field(f.courseTitle)).toHaveValue('Second course');

    await u.click(button(w.addLesson));
    expect(screen.getAllByLabelText(f.lessonTitle)).toHaveLength(2);
    await u.click(button('Remove lesson 2'));
    expect(screen.getAllByLabelText(f.lessonTitle)).toHaveLength(1);

    // Up to 5 questions.
    await u.click(button(w.addQuestion));
    await u.click(button(w.addQuestion));
    expect(screen.getAllByLabelText(f.question)).toHaveLength(5);
    expect(button(w.addQuestion)).toBeDisabled();
    await u.click(screen.getAllByRole('button', { name: 'Remove question 5' })[0]!);
    expect(screen.getAllByLabelText(f.question)).toHaveLength(4);
    expect(button(w.addQuestion)).toBeEnabled();

    // Up to 4 options per question.
    const addOption = within(questionBox(1)).getByRole('button', { name: w.addOption });
    await u.click(addOption);
    expect(within(questionBox(1)).getByLabelText('Option 4')).toBeInTheDocument();
    expect(addOption).toBeDisabled();
    expect(within(questionBox(2)).queryByLabelText('Option 4')).not.toBeInTheDocument();
  });

  it('the chosen right answer is saved, and follows its option when one before it is removed', async () => {
    const u = await newPath();
    const first = questionBox(1);
    await u.click(within(first).getByRole('button', { name: w.addOption }));
    for (const [n, text] of ['Alpha', 'Beta', 'Gamma', 'Delta'].entries())
      await fill(u, within(first).getByLabelText(`Option ${n + 1}`), text);
    await u.click(within(first).getByRole('radio', { name: `${f.answer}: Option 3` }));
    expect(within(first).getByRole('radio', { name: `${f.answer}: Option 3` })).toBeChecked();

    // Remove "Beta": "Gamma" (still the right one) is now option 2.
    await u.click(within(first).getByRole('button', { name: 'Remove option 2' }));
    expect(within(first).getByLabelText('Option 2')).toHaveValue('Gamma');
    expect(within(first).getByRole('radio', { name: `${f.answer}: Option 2` })).toBeChecked();

    respond(201, { id: 5 });
    await u.click(button(w.save));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    const saved = (sent(1).body as PathDraft).courses[0]!.lessons[0]!.quiz[0]!;
    expect(saved).toEqual({ question: '', options: ['Alpha', 'Gamma', 'Delta'], answer: 1, explanation: '' });
  });
});

describe('PathEditor: review', () => {
  it('opens ?id= with its document', async () => {
    await opened();
    expect(request(0)).toBe('GET /api/academy/paths?view=mine');
    expect(request(1)).toBe('GET /api/academy/paths/5');
    expect(field(f.title)).toHaveValue('Prompt craft');
    expect(field(f.level)).toHaveValue('intermediate');
    expect(field(f.minutes)).toHaveValue(7);
    expect(field('Option 1', 2)).toHaveValue('Right 3');
    expect(button(w.delete)).toBeInTheDocument();
  });

  it('a complete draft: Submit saves (PATCH), then POSTs {action: "submit"}, and the path is in review', async () => {
    const u = await opened();
    respond(200, { ok: true });
    respond(200, { status: 'review', href: null });
    await u.click(button(w.submit));
    expect(await screen.findByText(w.inReview)).toBeInTheDocument();
    expect(sent(2)).toEqual({ path: '/api/academy/paths/5', method: 'PATCH', body: complete() });
    expect(sent(3)).toEqual({
      path: '/api/academy/paths/5/status',
      method: 'POST',
      body: { action: 'submit' },
    });
    expect(notify).toHaveBeenCalledWith({ title: w.submitted, description: w.submittedBody });
    expect(notify).toHaveBeenCalledTimes(1);
    // In review it is read-only, and can be withdrawn.
    expect(screen.queryByRole('button', { name: w.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.submit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.addCourse })).not.toBeInTheDocument();
    expect(field(f.title)).toHaveAttribute('readonly');
    expect(field(f.level)).toBeDisabled();
    expect(button(w.withdraw)).toBeEnabled();
  });

  it('a new complete path: Submit creates it (POST), then submits it by its new id', async () => {
    const u = await newPath();
    const draft = complete();
    await fill(u, field(f.title), draft.title);
    await fill(u, field(f.summary), draft.summary);
    await fill(u, field(f.intro), draft.intro);
    await fill(u, field(f.courseTitle), 'Basics');
    await fill(u, field(f.courseSummary), 'Where to start.');
    await fill(u, field(f.lessonTitle), 'What a prompt is');
    await fill(u, field(f.body), 'Text you give a model.');
    for (const i of [0, 1, 2]) {
      await fill(u, field(f.question, i), `Question ${i + 1}?`);
      for (const [o, text] of [`Right ${i + 1}`, `Wrong ${i + 1}a`, `Wrong ${i + 1}b`].entries())
        await fill(u, field(`Option ${o + 1}`, i), text);
    }
    respond(201, { id: 9 });
    respond(200, { status: 'review', href: null });
    await u.click(button(w.submit));
    expect(await screen.findByText(w.inReview)).toBeInTheDocument();
    expect(sent(1).method).toBe('POST');
    expect(sent(1).path).toBe('/api/academy/paths');
    expect(sent(1).body).toMatchObject({ title: draft.title, courses: [{ title: 'Basics' }] });
    expect(sent(2)).toEqual({
      path: '/api/academy/paths/9/status',
      method: 'POST',
      body: { action: 'submit' },
    });
    expect(window.location.search).toBe('?id=9');
  });

  it('the same option twice: the question says so, and nothing is sent', async () => {
    const u = await opened();
    await fill(u, field('Option 2', 1), ' right 2 ');
    await u.click(button(w.submit));
    expect(await screen.findByText(incomplete(1))).toBeInTheDocument();
    expect(within(questionBox(2)).getByRole('alert')).toHaveTextContent(fe.invalid);
    expect(within(questionBox(1)).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a right answer beyond the options (as the server may hold it) is marked at its question', async () => {
    const path = editable();
    path.document.courses[0]!.lessons[0]!.quiz[2]!.answer = 3;
    const u = await opened(path);
    await u.click(button(w.submit));
    expect(await screen.findByText(incomplete(1))).toBeInTheDocument();
    expect(within(questionBox(3)).getByRole('alert')).toHaveTextContent(fe.invalid);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the server’s "incomplete" with fields: the count, and "required" under the right input', async () => {
    const u = await opened();
    respond(200, { ok: true });
    respond(400, { error: 'incomplete', fields: { 'courses.0.title': 'required' } });
    await u.click(button(w.submit));
    expect(await screen.findByText(incomplete(1))).toBeInTheDocument();
    expect(request(3)).toBe('POST /api/academy/paths/5/status');
    expect(field(f.courseTitle)).toHaveAttribute('aria-invalid', 'true');
    expect(field(f.courseTitle)).toHaveAccessibleDescription(fe.required);
    expect(field(f.title)).not.toHaveAttribute('aria-invalid');
    expect(field(f.lessonTitle)).not.toHaveAttribute('aria-invalid');
    // Still a draft, still editable.
    expect(screen.queryByText(w.inReview)).not.toBeInTheDocument();
    expect(button(w.submit)).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a save refused on submit stops before the status request', async () => {
    const u = await opened();
    respond(409, { error: 'not_editable' });
    await u.click(button(w.submit));
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.not_editable);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(request(2)).toBe('PATCH /api/academy/paths/5');
    expect(button(w.submit)).toBeEnabled();
  });

  it('a path in review can be withdrawn back to a draft', async () => {
    const u = await opened(editable({ status: 'review' }));
    expect(screen.getByText(w.inReview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.delete })).not.toBeInTheDocument();
    respond(200, { status: 'draft', href: null });
    await u.click(button(w.withdraw));
    expect(await screen.findByRole('button', { name: w.submit })).toBeEnabled();
    expect(sent(2)).toEqual({
      path: '/api/academy/paths/5/status',
      method: 'POST',
      body: { action: 'withdraw' },
    });
    expect(notify).toHaveBeenCalledWith({ title: w.withdrawn });
    expect(screen.queryByText(w.inReview)).not.toBeInTheDocument();
    expect(field(f.title)).not.toHaveAttribute('readonly');
  });

  it('a published path says so and links to its page', async () => {
    await opened(editable({ status: 'published', href: '/academy/community/5' }));
    expect(screen.getByText(w.isPublished)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.openPublished })).toHaveAttribute(
      'href',
      '/academy/community/5',
    );
    expect(screen.queryByRole('button', { name: w.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.withdraw })).not.toBeInTheDocument();
  });

  it('a draft a moderator returned shows their note', async () => {
    await opened(editable({ reviewNote: 'Add a lesson on quorum.' }));
    expect(screen.getByRole('note')).toHaveTextContent('Returned by a moderator: Add a lesson on quorum.');
  });

  it('a draft of an author who lost the tier is read-only, and says why', async () => {
    await opened(
      editable(),
      mine({ canWrite: false, refusal: 'tier_required', items: [item(5, 'Prompt craft')] }),
    );
    expect(screen.getByText(w.tierRequired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.save })).not.toBeInTheDocument();
    expect(field(f.title)).toHaveAttribute('readonly');
  });

  it('?id= of a path that is not there (404) says so', async () => {
    window.history.replaceState(null, '', '/academy/write?id=77');
    respond(200, mine());
    respond(404, { error: 'not_found' });
    renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.not_found);
    expect(request(1)).toBe('GET /api/academy/paths/77');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('?id= that is not an id opens the list', async () => {
    window.history.replaceState(null, '', '/academy/write?id=abc');
    await list();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('PathEditor: delete and back', () => {
  it('Delete asks for a second press, then DELETEs, toasts and shows the list again', async () => {
    const u = await opened();
    await u.click(button(w.delete));
    expect(screen.getByRole('alert')).toHaveTextContent(w.confirmDelete);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    respond(200, { ok: true });
    respond(200, mine());
    await u.click(button(w.delete));
    expect(await screen.findByRole('heading', { level: 2, name: w.yours })).toBeInTheDocument();
    expect(request(2)).toBe('DELETE /api/academy/paths/5');
    expect(request(3)).toBe('GET /api/academy/paths?view=mine');
    expect(notify).toHaveBeenCalledWith({ title: w.deleted });
    expect(screen.getByText(w.none)).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('a refused delete says why and stays', async () => {
    const u = await opened();
    await u.click(button(w.delete));
    respond(409, { error: 'not_editable' });
    await u.click(button(w.delete));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(academy.pathErrors.not_editable));
    expect(screen.queryByText(w.confirmDelete)).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: w.editorTitle })).toBeInTheDocument();
  });

  it('"All your paths" goes back to the refreshed list and clears the address', async () => {
    const u = await opened();
    respond(200, mine({ items: [item(5, 'Prompt craft'), item(8, 'Another')] }));
    await u.click(button(w.back));
    expect(await screen.findByRole('heading', { level: 2, name: w.yours })).toBeInTheDocument();
    expect(request(2)).toBe('GET /api/academy/paths?view=mine');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(window.location.search).toBe('');
  });
});
