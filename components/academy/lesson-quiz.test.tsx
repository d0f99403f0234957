import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, type SessionState } from '@/components/account/session-store';
import type { PathProgress, QuizResult } from '@/lib/academy/service';
import type { SessionUser } from '@/lib/api/contract';
import academy from '@/messages/en/academy.json';
import { createFetchMock } from '@/test/fetch-mock';
import { LessonQuiz } from './lesson-quiz';
import { PathEnrollment } from './path-enrollment';

let mockSession: SessionState = { status: 'loading' };
jest.mock('@/components/account/session-store', () => ({
  useSession: () => mockSession,
  openJoinDialog: jest.fn(),
}));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const mockFetch = createFetchMock();
const user = { id: 'u1', username: 'ada' } as SessionUser;

const progress = (over: Partial<PathProgress> = {}): PathProgress => ({
  path: 'prompt-craft',
  enrolled: true,
  enrolledAt: '2026-11-26T08:00:00.000Z',
  completedAt: null,
  lastLesson: null,
  lessonsDone: 0,
  lessonsTotal: 9,
  lessons: {},
  credentialId: null,
  ...over,
});

const questions = [
  { question: 'What is a prompt?', options: ['An instruction', 'A model', 'A token'] },
  { question: 'What helps?', options: ['Vagueness', 'Examples', 'Shouting'] },
];

function renderQuiz() {
  render(
    <LessonQuiz
      path="prompt-craft"
      pathTitle="Prompt craft"
      course="prompt-fundamentals"
      lesson="clear-instructions"
      questions={questions}
      passPercent={70}
      locale="en"
      strings={{
        quiz: academy.quiz,
        errors: academy.errors,
        checking: academy.enrollment.checking,
        viewCredential: academy.credential.viewCredential,
      }}
    />,
  );
  return userEvent.setup();
}

beforeEach(() => {
  mockFetch.install();
  mockSession = { status: 'ready', user };
  jest.mocked(openJoinDialog).mockClear();
});

describe('LessonQuiz', () => {
  it('asks a visitor to sign in and asks the server nothing', async () => {
    mockSession = { status: 'ready', user: null };
    const u = renderQuiz();
    await u.click(screen.getByRole('button', { name: 'Sign in to take the quiz' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(mockFetch.fn).not.toHaveBeenCalled();
  });

  it('enrols a member who is not enrolled, then shows the questions', async () => {
    mockFetch.respond(200, progress({ enrolled: false, enrolledAt: null }));
    mockFetch.respond(201, progress());
    mockFetch.respond(204, null);
    const u = renderQuiz();
    await u.click(await screen.findByRole('button', { name: 'Enrol in Prompt craft' }));
    expect(mockFetch.sent(1)).toMatchObject({
      path: '/api/academy/enrollments',
      body: { path: 'prompt-craft' },
    });
    expect(await screen.findByRole('group', { name: /What is a prompt\?/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(mockFetch.sent(2)).toMatchObject({
        path: '/api/academy/visits',
        body: { path: 'prompt-craft', course: 'prompt-fundamentals', lesson: 'clear-instructions' },
      }),
    );
  });

  it('wants every question answered, sends the choices, and shows the score and why', async () => {
    mockFetch.respond(200, progress());
    mockFetch.respond(204, null);
    const u = renderQuiz();
    await screen.findByRole('group', { name: /What is a prompt\?/ });
    await u.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Answer every question first.');
    await u.click(screen.getByRole('radio', { name: 'An instruction' }));
    await u.click(screen.getByRole('radio', { name: 'Shouting' }));
    const result: QuizResult = {
      score: 50,
      passed: false,
      correct: [true, false],
      explanations: ['It tells the model what to do.', 'Examples show the pattern.'],
      lessonPassedNow: false,
      pathCompletedNow: false,
      progress: progress(),
    };
    mockFetch.respond(200, result);
    await u.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(mockFetch.sent(2)).toMatchObject({
      path: '/api/academy/quiz',
      body: { answers: [0, 2], locale: 'en', lesson: 'clear-instructions' },
    });
    expect(
      await screen.findByText('50 %: the pass mark is 70 %. Read the explanations and try again.'),
    ).toBeVisible();
    expect(screen.getByText('Examples show the pattern.')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('radio', { name: 'Shouting' })).not.toBeChecked();
  });

  it('says a refusal in words and keeps the answers', async () => {
    mockFetch.respond(200, progress());
    mockFetch.respond(204, null);
    const u = renderQuiz();
    await u.click(await screen.findByRole('radio', { name: 'A token' }));
    await u.click(screen.getByRole('radio', { name: 'Examples' }));
    mockFetch.fn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await u.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/offline/);
    expect(screen.getByRole('radio', { name: 'A token' })).toBeChecked();
  });
});

describe('PathEnrollment', () => {
  it('shows the progress and continues at the first lesson not passed', async () => {
    mockFetch.respond(
      200,
      progress({
        lessonsDone: 1,
        lastLesson: 'a/one',
        lessons: { 'a/one': { passed: true, bestScore: 100, attempts: 1 } },
      }),
    );
    render(
      <PathEnrollment
        path="prompt-craft"
        lessons={['a/one', 'a/two', 'b/three']}
        locale="en"
        strings={{
          enrollment: academy.enrollment,
          errors: academy.errors,
          viewCredential: academy.credential.viewCredential,
        }}
      />,
    );
    expect(await screen.findByRole('progressbar', { name: 'Your progress in this path' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByText('1 of 9 lessons passed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      '/academy/prompt-craft/a/two',
    );
  });
});
