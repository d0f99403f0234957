import '../../test/integration-env';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bodyOf, Client } from '../../test/http';
import type { ApiError, MyCitizenship, SessionUser } from '../api/contract';
import type { PathProgress, QuizResult } from './service';

// The academy end to end: enrolment, lesson visits and quizzes through the route handlers as the browser
// calls them, against the real content (content/academy), with the rows, counters and ledger they leave.

const load = async () => {
  const [
    signUp,
    citizens,
    enrollments,
    quiz,
    visits,
    credentialRoute,
    verifyRoute,
    issuerRoute,
    db,
    schema,
    catalog,
    drizzle,
  ] = await Promise.all([
    import('../../app/api/auth/sign-up/route'),
    import('../../app/api/citizens/route'),
    import('../../app/api/academy/enrollments/route'),
    import('../../app/api/academy/quiz/route'),
    import('../../app/api/academy/visits/route'),
    import('../../app/api/academy/credentials/[id]/route'),
    import('../../app/api/academy/credentials/verify/route'),
    import('../../app/.well-known/civitas-issuer.json/route'),
    import('../db'),
    import('../db/schema'),
    import('./catalog'),
    import('drizzle-orm'),
  ]);
  return {
    signUp,
    citizens,
    enrollments,
    quiz,
    visits,
    credentialRoute,
    verifyRoute,
    issuerRoute,
    db,
    schema,
    catalog,
    drizzle,
  };
};

let my: Awaited<ReturnType<typeof load>>;

before(async () => {
  my = await load();
  await my.db.getDatabase();
});

after(async () => {
  if (!my) return;
  const { engine, db } = await my.db.getDatabase();
  if (engine === 'postgres')
    await db.execute(my.drizzle.sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await my.db.closeDb();
});

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

async function ok<T>(response: Response, status = 200): Promise<T> {
  assert.equal(response.status, status, await response.clone().text());
  return bodyOf<T>(response);
}

async function refusedWith(response: Response, status: number, error: string) {
  const text = await response.clone().text();
  assert.equal(response.status, status, text);
  assert.equal((await bodyOf<ApiError>(response)).error, error, text);
}

async function member() {
  const client = new Client();
  const id = unique();
  const input = {
    username: `acad_${id}`,
    email: `acad.${id}@example.com`,
    password: 'correct horse battery',
  };
  const { user } = await ok<{ user: SessionUser }>(
    await client.post(my.signUp.POST, '/api/auth/sign-up', input),
    201,
  );
  return { client, user };
}

async function citizenOf(m: Awaited<ReturnType<typeof member>>) {
  await ok<{ citizen: MyCitizenship }>(
    await m.client.post(my.citizens.POST, '/api/citizens', {
      handle: `a_${unique()}`,
      notifyEmail: `notify.${unique()}@example.com`,
      acceptConstitution: true,
    }),
    201,
  );
  return m;
}

const PATH = 'prompt-craft';
const enroll = (c: Client, path = PATH) => c.post(my.enrollments.POST, '/api/academy/enrollments', { path });
const progress = (c: Client, path = PATH) =>
  c.get(my.enrollments.GET, `/api/academy/enrollments?path=${path}`);
const attempt = (c: Client, body: Record<string, unknown>) => c.post(my.quiz.POST, '/api/academy/quiz', body);

/** Every lesson of the path with its right answers (read on the server side, as the service does). */
function lessonsOf(path: string) {
  const p = my.catalog.getPath('en', path)!;
  return p.courses.flatMap((course) =>
    course.lessons.map((l) => {
      const { lesson } = my.catalog.getLesson('en', path, course.slug, l.slug)!;
      return { path, course: course.slug, lesson: l.slug, right: lesson.quiz.map((q) => q.answer) };
    }),
  );
}
const wrong = (right: number[]) => right.map((a) => (a === 0 ? 1 : 0));

async function pointsOf(userId: string): Promise<number> {
  const { db } = await my.db.getDatabase();
  const [row] = await db
    .select({ points: my.schema.citizen.points })
    .from(my.schema.citizen)
    .where(my.drizzle.eq(my.schema.citizen.userId, userId));
  return row?.points ?? 0;
}

describe('academy', () => {
  test('enrolment is for members, idempotent, and refuses an unknown path', async () => {
    await refusedWith(await enroll(new Client()), 401, 'unauthenticated');
    const m = await member();
    const first = await ok<PathProgress>(await enroll(m.client), 201);
    assert.equal(first.enrolled, true);
    assert.equal(first.lessonsDone, 0);
    assert.equal(first.lessonsTotal, lessonsOf(PATH).length);
    await ok<PathProgress>(await enroll(m.client), 200);
    await refusedWith(await enroll(m.client, 'no-such-path'), 404, 'not_found');
    await refusedWith(await enroll(m.client, '../etc'), 400, 'invalid_input');
    await refusedWith(
      await m.client.post(
        my.enrollments.POST,
        '/api/academy/enrollments',
        { path: PATH },
        { headers: { origin: 'https://elsewhere.example' } },
      ),
      403,
      'forbidden_origin',
    );
    const other = await member();
    const state = await ok<PathProgress>(await progress(other.client));
    assert.equal(state.enrolled, false);
  });

  test('a quiz is refused to a member not enrolled in its path, and for an unknown lesson', async () => {
    const m = await member();
    const [lesson] = lessonsOf(PATH);
    await refusedWith(
      await attempt(m.client, { ...lesson, answers: lesson!.right, right: undefined }),
      403,
      'not_enrolled',
    );
    await ok(await enroll(m.client), 201);
    await refusedWith(
      await attempt(m.client, { ...lesson, lesson: 'nope', right: undefined, answers: [0, 0, 0] }),
      404,
      'not_found',
    );
    await refusedWith(
      await attempt(m.client, { ...lesson, right: undefined, answers: [0] }),
      404,
      'not_found',
    );
    await refusedWith(
      await attempt(m.client, { ...lesson, right: undefined, answers: [0, 'a', 0] }),
      400,
      'invalid_input',
    );
  });

  test('quizzes are scored on the server; a pass marks the lesson once; the last one finishes the path', async () => {
    const m = await citizenOf(await member());
    await ok(await enroll(m.client), 201);
    const lessons = lessonsOf(PATH);
    const startPoints = await pointsOf(m.user.id);

    const [first] = lessons;
    const { right, ...where } = first!;
    const failed = await ok<QuizResult>(await attempt(m.client, { ...where, answers: wrong(right) }));
    assert.equal(failed.passed, false);
    assert.equal(failed.score, 0);
    assert.deepEqual(
      failed.correct,
      right.map(() => false),
    );
    assert.equal(failed.progress.lessonsDone, 0);
    assert.equal(failed.explanations.length, right.length);

    const passed = await ok<QuizResult>(await attempt(m.client, { ...where, answers: right, locale: 'vi' }));
    assert.equal(passed.score, 100);
    assert.equal(passed.lessonPassedNow, true);
    assert.equal(passed.progress.lessonsDone, 1);
    assert.equal(passed.progress.lastLesson, `${where.course}/${where.lesson}`);
    const vi = my.catalog.getLesson('vi', where.path, where.course, where.lesson)!.lesson;
    assert.deepEqual(
      passed.explanations,
      vi.quiz.map((q) => q.explanation),
    );
    assert.equal(await pointsOf(m.user.id), startPoints + 2);

    // Passing again counts nothing more; a worse attempt keeps the best score.
    const again = await ok<QuizResult>(await attempt(m.client, { ...where, answers: right }));
    assert.equal(again.lessonPassedNow, false);
    await ok<QuizResult>(await attempt(m.client, { ...where, answers: wrong(right) }));
    const state = await ok<PathProgress>(await progress(m.client));
    assert.deepEqual(state.lessons[`${where.course}/${where.lesson}`], {
      passed: true,
      bestScore: 100,
      attempts: 4,
    });
    assert.equal(state.lessonsDone, 1);

    // Two of three right is 67 %: under the 70 % pass mark.
    const [, second] = lessons;
    const { right: r2, ...w2 } = second!;
    const twoOfThree = await ok<QuizResult>(
      await attempt(m.client, { ...w2, answers: r2.map((a, i) => (i === 0 ? (a === 0 ? 1 : 0) : a)) }),
    );
    assert.equal(twoOfThree.score, 67);
    assert.equal(twoOfThree.passed, false);

    let last: QuizResult | undefined;
    for (const { right: r, ...w } of lessons.slice(1))
      last = await ok<QuizResult>(await attempt(m.client, { ...w, answers: r }));
    assert.equal(last!.pathCompletedNow, true);
    assert.equal(last!.progress.lessonsDone, lessons.length);
    assert.ok(last!.progress.completedAt);
    assert.equal(await pointsOf(m.user.id), startPoints + 2 * lessons.length + 25);
    const { db } = await my.db.getDatabase();
    const ledger = await db
      .select({ action: my.schema.contribution.action })
      .from(my.schema.contribution)
      .where(my.drizzle.eq(my.schema.contribution.userId, m.user.id));
    assert.equal(ledger.filter((r) => r.action === 'lesson').length, lessons.length);
    assert.equal(ledger.filter((r) => r.action === 'path_completed').length, 1);

    // The credential: issued once, signed, downloadable, and checked as valid; a changed copy is not.
    const id = last!.progress.credentialId!;
    assert.match(id, /^[0-9a-f-]{36}$/);
    const download = await my.credentialRoute.GET(
      new (await import('next/server')).NextRequest(`http://localhost:3000/api/academy/credentials/${id}`),
      { params: Promise.resolve({ id }) },
    );
    assert.equal(download.status, 200);
    assert.match(
      download.headers.get('content-disposition') ?? '',
      /attachment; filename="civitas-credential-/,
    );
    const document = (await download.json()) as Record<string, unknown> & {
      type: string[];
      credentialSubject: { name: string; achievement: { name: string } };
      proof: { cryptosuite: string };
    };
    assert.deepEqual(document.type, ['VerifiableCredential', 'OpenBadgeCredential']);
    assert.equal(document.credentialSubject.name, m.user.username);
    assert.equal(document.credentialSubject.achievement.name, my.catalog.getPath('en', PATH)!.title);
    assert.equal(document.proof.cryptosuite, 'eddsa-jcs-2022');
    const check = (doc: unknown) =>
      m.client.post(my.verifyRoute.POST, '/api/academy/credentials/verify', { document: doc });
    const valid = await ok<{ status: string; id: string }>(await check(document));
    assert.deepEqual([valid.status, valid.id], ['valid', id]);
    const tampered = JSON.parse(JSON.stringify(document));
    tampered.credentialSubject.name = 'mallory';
    assert.equal((await ok<{ status: string }>(await check(tampered))).status, 'invalid');
    await refusedWith(await check([]), 400, 'invalid_input');
    const profile = (await (await my.issuerRoute.GET()).json()) as {
      verificationMethod: { publicKeyMultibase: string }[];
    };
    assert.match(profile.verificationMethod[0]!.publicKeyMultibase, /^z6Mk/);
    // Finishing again issues nothing more.
    const { db: raw } = await my.db.getDatabase();
    const issued = await raw
      .select()
      .from(my.schema.credential)
      .where(my.drizzle.eq(my.schema.credential.userId, m.user.id));
    assert.equal(issued.length, 1);
    // Revoked (the operator's act): the copy still carries a valid signature, but no longer stands.
    const credentials = await import('./credentials');
    assert.deepEqual(await credentials.revokeCredential('no-such-credential'), { ok: false });
    const revoked = await credentials.revokeCredential(id);
    assert.equal(revoked.ok && revoked.already, false);
    assert.equal((await ok<{ status: string }>(await check(document))).status, 'revoked');
    const twice = await credentials.revokeCredential(id);
    assert.ok(
      twice.ok && twice.already && revoked.ok && twice.revokedAt.getTime() === revoked.revokedAt.getTime(),
    );
    assert.equal((await credentials.credentialById(id))?.status, 'revoked');
  });

  test('a member who is not a citizen progresses without ledger rows', async () => {
    const m = await member();
    await ok(await enroll(m.client), 201);
    const { right, ...where } = lessonsOf(PATH)[0]!;
    const passed = await ok<QuizResult>(await attempt(m.client, { ...where, answers: right }));
    assert.equal(passed.lessonPassedNow, true);
    const { db } = await my.db.getDatabase();
    const rows = await db
      .select()
      .from(my.schema.contribution)
      .where(my.drizzle.eq(my.schema.contribution.userId, m.user.id));
    assert.equal(rows.length, 0);
  });

  test('two passes of the same lesson at once count one', async () => {
    const m = await citizenOf(await member());
    await ok(await enroll(m.client), 201);
    const { right, ...where } = lessonsOf(PATH)[0]!;
    const before = await pointsOf(m.user.id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        attempt(m.client, { ...where, answers: right }).then((r) => ok<QuizResult>(r)),
      ),
    );
    assert.equal(results.filter((r) => r.lessonPassedNow).length, 1);
    assert.equal(await pointsOf(m.user.id), before + 2);
    const state = await ok<PathProgress>(await progress(m.client));
    assert.equal(state.lessonsDone, 1);
  });

  test('a visit remembers where to continue, for enrolled members only', async () => {
    const m = await member();
    const { right: _right, ...where } = lessonsOf(PATH)[4]!;
    const visit = () => m.client.post(my.visits.POST, '/api/academy/visits', where);
    await refusedWith(await visit(), 403, 'not_enrolled');
    await ok(await enroll(m.client), 201);
    assert.equal((await visit()).status, 204);
    const state = await ok<PathProgress>(await progress(m.client));
    assert.equal(state.lastLesson, `${where.course}/${where.lesson}`);
  });
});
