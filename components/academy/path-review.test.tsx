import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onOpenJoinDialog, setSessionUser } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { EditablePath, PathListItem } from '@/lib/academy/community-paths';
import type { PathDraft } from '@/lib/academy/path-draft';
import type { SessionUser } from '@/lib/api/contract';
import academyMessages from '@/messages/en/academy.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { PathReview, type PathReviewStrings } from './path-review';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

// The texts as app/[locale]/(site)/academy/review/page.tsx builds them on the server.
const messages = appMessages({ academy: academyMessages });
const academy = messages.academy as unknown as typeof academyMessages;
const strings: PathReviewStrings = {
  review: academy.review,
  write: academy.write,
  errors: academy.pathErrors,
  levels: academy.levels,
  topics: academy.topics,
};

const moderator: SessionUser = {
  id: 'u-mia',
  sessionId: 's1',
  name: 'mia',
  username: 'mia',
  email: 'mia@example.com',
  role: null,
  onboardingCompleted: true,
  createdAt: '2025-01-04T12:00:00.000Z',
};

const queued = (id: number, title: string, over: Partial<PathListItem> = {}): PathListItem => ({
  id,
  title,
  status: 'review',
  reviewNote: null,
  author: { handle: 'nova', tier: 'citizen' },
  updatedAt: '2026-05-02T12:00:00.000Z',
  submittedAt: '2026-05-02T12:00:00.000Z',
  ...over,
});

const document: PathDraft = {
  title: 'Voting with care',
  summary: 'How a proposal becomes a decision.',
  level: 'intermediate',
  topic: 'governance',
  locale: 'fr',
  intro: 'Welcome, **voter**.',
  courses: [
    {
      title: 'Proposals',
      summary: 'What makes a good proposal.',
      lessons: [
        {
          title: 'Reading a proposal',
          minutes: 6,
          body: 'Read it **twice**.',
          quiz: [
            {
              question: 'How often should you read it?',
              options: ['Once', 'Twice', 'Never'],
              answer: 1,
              explanation: 'Details hide.',
            },
            {
              question: 'Who may propose?',
              options: ['Citizens', 'Bots', 'Nobody'],
              answer: 0,
              explanation: '',
            },
            {
              question: 'Is a quorum needed?',
              options: ['No', 'Sometimes', 'Yes'],
              answer: 2,
              explanation: '',
            },
          ],
        },
      ],
    },
  ],
};

const editable = (over: Partial<EditablePath> = {}): EditablePath => ({
  id: 12,
  status: 'review',
  document,
  reviewNote: null,
  author: { handle: 'nova', tier: 'citizen' },
  mine: false,
  href: null,
  updatedAt: '2026-05-02T12:00:00.000Z',
  submittedAt: '2026-05-02T12:00:00.000Z',
  preview: {
    intro: '<p>Welcome, <strong>voter</strong>.</p>',
    lessons: [['<p>Read it <strong>twice</strong>.</p>']],
  },
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

function renderReview() {
  render(withIntl(<PathReview locale="en" strings={strings} />, messages));
  return userEvent.setup();
}

/** The queue with one path, then that path opened. */
async function reading(path = editable()) {
  respond(200, { items: [queued(12, 'Voting with care')] });
  const u = renderReview();
  respond(200, path);
  await u.click(await screen.findByRole('button', { name: `${academy.review.open}: Voting with care` }));
  await screen.findByRole('heading', { level: 2, name: path.document.title });
  return u;
}

const noteField = () => screen.getByLabelText(academy.review.note);

beforeEach(() => {
  mockFetch.install();
  act(() => setSessionUser(moderator));
  jest.mocked(notify).mockClear();
  joinDialog.mockClear();
  stopListening = onOpenJoinDialog(joinDialog);
});

afterEach(() => stopListening());

describe('PathReview: the queue', () => {
  it('signed out: asks to sign in, and the server is not asked', async () => {
    act(() => setSessionUser(null));
    const u = renderReview();
    expect(screen.getByText(academy.review.signIn)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: academy.write.signInAction }));
    expect(joinDialog).toHaveBeenCalledWith('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it is loading while GET /api/academy/paths?view=review answers', async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderReview();
    expect(screen.getByRole('status')).toHaveTextContent(academy.review.loading);
    expect(request(0)).toBe('GET /api/academy/paths?view=review');
    await act(async () => answer({ ok: true, status: 200, json: async () => ({ items: [] }) }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(academy.review.empty)).toBeInTheDocument();
  });

  it('not a moderator (403 forbidden): "Only moderators review learning paths."', async () => {
    respond(403, { error: 'forbidden' });
    renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.review.forbidden);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('other failures say theirs: offline, an ended session', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { unmount } = render(withIntl(<PathReview locale="en" strings={strings} />, messages));
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.offline);
    unmount();

    respond(401, { error: 'unauthenticated' });
    renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.unauthenticated);
  });

  it('lists the waiting paths: title (or "Untitled path"), author, date, and a Review button each', async () => {
    respond(200, {
      items: [
        queued(12, 'Voting with care'),
        queued(14, '', { author: null, submittedAt: '2026-06-10T12:00:00.000Z' }),
      ],
    });
    renderReview();
    const first = await screen.findByRole('button', { name: `${academy.review.open}: Voting with care` });
    const row = first.closest('li')!;
    expect(row).toHaveTextContent('Voting with care');
    expect(row).toHaveTextContent('@nova · Submitted May 2, 2026');
    expect(first).toHaveTextContent(academy.review.open);

    const untitled = screen.getByRole('button', {
      name: `${academy.review.open}: ${academy.write.untitled}`,
    });
    const other = untitled.closest('li')!;
    expect(other).toHaveTextContent(academy.write.untitled);
    expect(other).toHaveTextContent('Submitted Jun 10, 2026');
    expect(other).not.toHaveTextContent('@');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('PathReview: reading a path', () => {
  it('Review opens GET /api/academy/paths/{id}: the whole path, each quiz with its right answer', async () => {
    await reading();
    expect(request(1)).toBe('GET /api/academy/paths/12');

    const article = screen.getByRole('article');
    // Written in French: read out as French.
    expect(article).toHaveAttribute('lang', 'fr');
    expect(within(article).getByRole('link', { name: '@nova' })).toHaveAttribute('href', '/citizens/nova');
    expect(article).toHaveTextContent(
      `${academy.levels.intermediate} · ${academy.topics.governance} · Français`,
    );
    expect(within(article).getByText('How a proposal becomes a decision.')).toBeInTheDocument();
    // The Markdown as the server rendered it.
    expect(within(article).getByText('voter', { selector: 'strong' })).toBeInTheDocument();
    expect(within(article).getByText('twice', { selector: 'strong' })).toBeInTheDocument();
    expect(
      within(article).getByRole('heading', { level: 3, name: 'Course 1: Proposals' }),
    ).toBeInTheDocument();
    expect(within(article).getByText('What makes a good proposal.')).toBeInTheDocument();
    expect(
      within(article).getByRole('heading', { level: 4, name: 'Lesson 1: Reading a proposal' }),
    ).toBeInTheDocument();

    const question = (text: string) => within(article).getByText(text).closest('li')!;
    const [q1, q2, q3] = [
      question('How often should you read it?'),
      question('Who may propose?'),
      question('Is a quorum needed?'),
    ];
    const options = within(q1!).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual([
      'Once',
      `${academy.review.rightAnswer}: Twice`,
      'Never',
    ]);
    expect(q1).toHaveTextContent('Why: Details hide.');
    expect(within(q2!).getAllByRole('listitem')[0]).toHaveTextContent(
      `${academy.review.rightAnswer}: Citizens`,
    );
    expect(within(q3!).getAllByRole('listitem')[2]).toHaveTextContent(`${academy.review.rightAnswer}: Yes`);
    // No explanation: no "Why:" line.
    expect(q2).not.toHaveTextContent('Why:');
    // Exactly one right answer per question.
    expect(within(article).getAllByText(`${academy.review.rightAnswer}:`, { exact: false })).toHaveLength(3);

    expect(noteField()).toHaveAccessibleDescription(academy.review.noteHint);
    expect(screen.getByRole('button', { name: academy.review.publish })).toBeEnabled();
    expect(screen.getByRole('button', { name: academy.review.return })).toBeEnabled();
  });

  it('a path that cannot be opened (404) says so above the queue', async () => {
    respond(200, { items: [queued(12, 'Voting with care')] });
    const u = renderReview();
    respond(404, { error: 'not_found' });
    await u.click(await screen.findByRole('button', { name: `${academy.review.open}: Voting with care` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.not_found);
    expect(
      screen.getByRole('button', { name: `${academy.review.open}: Voting with care` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('Return without a note: the note is required, marked, and nothing is sent', async () => {
    const u = await reading();
    await u.click(screen.getByRole('button', { name: academy.review.return }));
    expect(noteField()).toHaveAttribute('aria-invalid', 'true');
    expect(noteField()).toHaveAccessibleDescription(academy.pathErrors.note_required);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Blank space is no note either.
    await u.type(noteField(), '   ');
    expect(noteField()).not.toHaveAttribute('aria-invalid');
    await u.click(screen.getByRole('button', { name: academy.review.return }));
    expect(noteField()).toHaveAccessibleDescription(academy.pathErrors.note_required);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it('Return with a note POSTs {action: "return", note} (trimmed), toasts, and goes back to the queue', async () => {
    const u = await reading();
    await u.type(noteField(), '  Add a lesson on quorum.  ');
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await u.click(screen.getByRole('button', { name: academy.review.return }));
    expect(sent(2)).toEqual({
      path: '/api/academy/paths/12/status',
      method: 'POST',
      body: { action: 'return', note: 'Add a lesson on quorum.' },
    });
    // While it is sent, neither decision can be made again.
    expect(screen.getByRole('button', { name: academy.review.returning })).toBeDisabled();
    expect(screen.getByRole('button', { name: academy.review.publish })).toBeDisabled();

    respond(200, { items: [] });
    await act(async () =>
      answer({ ok: true, status: 200, json: async () => ({ status: 'draft', href: null }) }),
    );
    expect(await screen.findByText(academy.review.empty)).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ title: academy.review.returned });
    expect(request(3)).toBe('GET /api/academy/paths?view=review');
  });

  it('Publish POSTs {action: "publish"}, toasts, and shows the queue again', async () => {
    const u = await reading();
    respond(200, { status: 'published', href: '/academy/community/12' });
    respond(200, { items: [queued(15, 'Next in line')] });
    await u.click(screen.getByRole('button', { name: academy.review.publish }));
    expect(
      await screen.findByRole('button', { name: `${academy.review.open}: Next in line` }),
    ).toBeInTheDocument();
    expect(sent(2)).toEqual({
      path: '/api/academy/paths/12/status',
      method: 'POST',
      body: { action: 'publish' },
    });
    expect(notify).toHaveBeenCalledWith({ title: academy.review.published });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a refused decision says why, and stays on the path', async () => {
    const u = await reading();
    respond(409, { error: 'not_editable' });
    await u.click(screen.getByRole('button', { name: academy.review.publish }));
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.not_editable);
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Voting with care' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: academy.review.publish })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('an unknown refusal code is the generic error', async () => {
    const u = await reading();
    respond(500, { error: 'server_error' });
    await u.click(screen.getByRole('button', { name: academy.review.publish }));
    expect(await screen.findByRole('alert')).toHaveTextContent(academy.pathErrors.generic);
  });

  it('a moderator’s own path is read, not decided', async () => {
    await reading(editable({ mine: true }));
    expect(screen.queryByRole('button', { name: academy.review.publish })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: academy.review.return })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(academy.review.note)).not.toBeInTheDocument();
  });

  it('a published path links to its page and offers no decision', async () => {
    await reading(editable({ status: 'published', href: '/academy/community/12' }));
    expect(screen.getByRole('link', { name: academy.write.openPublished })).toHaveAttribute(
      'href',
      '/academy/community/12',
    );
    expect(screen.queryByRole('button', { name: academy.review.publish })).not.toBeInTheDocument();
  });

  it('"Back to the queue" asks for the queue again', async () => {
    const u = await reading();
    respond(200, { items: [queued(12, 'Voting with care'), queued(15, 'Next in line')] });
    await u.click(screen.getByRole('button', { name: academy.review.back }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(request(2)).toBe('GET /api/academy/paths?view=review');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
