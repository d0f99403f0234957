import '../../test/integration-env';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bodyOf, Client, withParams } from '../../test/http';
import type { ApiError, MyCitizenship, SessionUser } from '../api/contract';
import type { CommunityPathCard, EditablePath, PathListItem } from './community-paths';
import type { PathDraft } from './path-draft';
import type { PathProgress, QuizResult } from './service';

// Community learning paths end to end through the route handlers: who may write one, the draft → review
// → published flow with a moderator, the author told, and a published path enrolled in, scored and
// credentialled like a path of the catalogue.

const load = async () => {
  const [
    signUp,
    citizens,
    paths,
    pathItem,
    pathStatus,
    enrollments,
    quiz,
    verify,
    roles,
    db,
    schema,
    drizzle,
  ] = await Promise.all([
    import('../../app/api/auth/sign-up/route'),
    import('../../app/api/citizens/route'),
    import('../../app/api/academy/paths/route'),
    import('../../app/api/academy/paths/[id]/route'),
    import('../../app/api/academy/paths/[id]/status/route'),
    import('../../app/api/academy/enrollments/route'),
    import('../../app/api/academy/quiz/route'),
    import('../../app/api/academy/credentials/verify/route'),
    import('../citizens/roles'),
    import('../db'),
    import('../db/schema'),
    import('drizzle-orm'),
  ]);
  return {
    signUp,
    citizens,
    paths,
    pathItem,
    pathStatus,
    enrollments,
    quiz,
    verify,
    roles,
    db,
    schema,
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

async function refusedWith(response: Response, status: number, error: string): Promise<ApiError> {
  const text = await response.clone().text();
  assert.equal(response.status, status, text);
  const body = await bodyOf<ApiError>(response);
  assert.equal(body.error, error, text);
  return body;
}

async function member() {
  const client = new Client();
  const id = unique();
  const email = `cp.${id}@example.com`;
  const { user } = await ok<{ user: SessionUser }>(
    await client.post(my.signUp.POST, '/api/auth/sign-up', {
      username: `cp_${id}`,
      email,
      password: 'correct horse battery',
    }),
    201,
  );
  return { client, user, email };
}
type Member = Awaited<ReturnType<typeof member>>;

async function citizen(points = 0) {
  const m = await member();
  const { citizen: record } = await ok<{ citizen: MyCitizenship }>(
    await m.client.post(my.citizens.POST, '/api/citizens', {
      handle: `p_${unique()}`,
      notifyEmail: `notify.${unique()}@example.com`,
      acceptConstitution: true,
    }),
    201,
  );
  if (points) {
    const { db } = await my.db.getDatabase();
    await db
      .update(my.schema.citizen)
      .set({ points })
      .where(my.drizzle.eq(my.schema.citizen.userId, m.user.id));
  }
  return { ...m, handle: record.handle };
}

async function moderator() {
  const m = await member();
  await my.roles.setStaffRole(m.email, 'moderator');
  return m;
}

const question = (k: number) => ({
  question: `Question ${k}: which is right?`,
  options: ['Right', 'Wrong', 'Also wrong'],
  answer: 0,
  explanation: 'The first option is the right one.',
});
const draft = (over: Partial<PathDraft> = {}): PathDraft => ({
  title: `Reading model cards ${unique()}`,
  summary: 'How to read what a model card says and what it leaves out.',
  level: 'beginner',
  topic: 'ai',
  locale: 'en',
  intro: 'A short path about **model cards**.',
  courses: [
    {
      title: 'What a model card is',
      summary: 'Its sections, and why they matter.',
      lessons: [
        {
          title: 'The sections',
          minutes: 5,
          body: 'Intended use, data, limits.',
          quiz: [1, 2, 3].map(question),
        },
        {
          title: 'The limits',
          minutes: 4,
          body: 'What the card says it cannot do.',
          quiz: [1, 2, 3].map(question),
        },
      ],
    },
  ],
  ...over,
});

const create = (m: Member, body: unknown) => m.client.post(my.paths.POST, '/api/academy/paths', body);
const item = (id: number) => withParams(my.pathItem.GET, { id: String(id) });
const patch = (m: Member, id: number, body: unknown) =>
  m.client.send(withParams(my.pathItem.PATCH, { id: String(id) }), 'PATCH', `/api/academy/paths/${id}`, {
    json: body,
  });
const act = (m: Member, id: number, action: string, note?: string) =>
  m.client.post(
    withParams(my.pathStatus.POST, { id: String(id) }),
    `/api/academy/paths/${id}/status`,
    note === undefined ? { action } : { action, note },
  );
const published = async (cursor?: string) =>
  ok<{ items: CommunityPathCard[]; nextCursor: string | null }>(
    await new Client().get(my.paths.GET, `/api/academy/paths${cursor ? `?cursor=${cursor}` : ''}`),
  );

async function notificationsOf(userId: string) {
  const { db } = await my.db.getDatabase();
  return db.select().from(my.schema.notification).where(my.drizzle.eq(my.schema.notification.userId, userId));
}

describe('community learning paths', () => {
  test('only citizens from the second tier up write paths', async () => {
    await refusedWith(await create({ client: new Client() } as Member, draft()), 401, 'unauthenticated');
    const m = await member();
    await refusedWith(await create(m, draft()), 403, 'not_citizen');
    const resident = await citizen();
    await refusedWith(await create(resident, draft()), 403, 'tier_required');
    const mine = await ok<{ canWrite: boolean; refusal: string | null }>(
      await resident.client.get(my.paths.GET, '/api/academy/paths?view=mine'),
    );
    assert.deepEqual([mine.canWrite, mine.refusal], [false, 'tier_required']);
    const author = await citizen(60);
    const { id } = await ok<{ id: number }>(await create(author, draft()), 201);
    assert.ok(id > 0);
  });

  test('a draft may be incomplete but not over a limit; review needs it whole', async () => {
    const author = await citizen(60);
    const bad = await refusedWith(
      await create(author, draft({ courses: Array.from({ length: 6 }, () => draft().courses[0]!) })),
      400,
      'invalid_input',
    );
    assert.equal(bad.fields?.courses, 'too_many');
    const long = await refusedWith(
      await create(author, draft({ title: 'x'.repeat(121) })),
      400,
      'invalid_input',
    );
    assert.equal(long.fields?.title, 'too_long');

    const empty = draft({ title: '', intro: '' });
    empty.courses[0]!.lessons[1]!.quiz = [question(1)];
    const { id } = await ok<{ id: number }>(await create(author, empty), 201);
    const incomplete = await refusedWith(await act(author, id, 'submit'), 400, 'incomplete');
    assert.equal(incomplete.fields?.title, 'required');
    assert.equal(incomplete.fields?.intro, 'required');
    assert.equal(incomplete.fields?.['courses.0.lessons.1.quiz'], 'too_few');

    await ok(await patch(author, id, draft()));
    assert.equal((await ok<{ status: string }>(await act(author, id, 'submit'))).status, 'review');
    // In review the draft is not edited; withdrawn, it is again.
    await refusedWith(await patch(author, id, draft()), 409, 'not_editable');
    assert.equal((await ok<{ status: string }>(await act(author, id, 'withdraw'))).status, 'draft');
    await ok(await patch(author, id, draft({ title: 'Renamed' })));
  });

  test('nobody else reads or edits a draft; a moderator reads it once submitted', async () => {
    const author = await citizen(60);
    const other = await citizen(60);
    const mod = await moderator();
    const { id } = await ok<{ id: number }>(await create(author, draft()), 201);
    await refusedWith(await other.client.get(item(id), `/api/academy/paths/${id}`), 404, 'not_found');
    await refusedWith(await mod.client.get(item(id), `/api/academy/paths/${id}`), 404, 'not_found');
    await refusedWith(await patch(other, id, draft()), 404, 'not_found');
    await refusedWith(await act(other, id, 'submit'), 404, 'not_found');
    const own = await ok<EditablePath>(await author.client.get(item(id), `/api/academy/paths/${id}`));
    assert.equal(own.mine, true);
    assert.equal(own.document.courses[0]!.lessons[0]!.quiz[0]!.answer, 0);
    assert.match(own.preview.intro, /<strong>model cards<\/strong>/);

    await ok(await act(author, id, 'submit'));
    const read = await ok<EditablePath>(await mod.client.get(item(id), `/api/academy/paths/${id}`));
    assert.equal(read.mine, false);
    const queue = await ok<{ items: PathListItem[] }>(
      await mod.client.get(my.paths.GET, '/api/academy/paths?view=review'),
    );
    assert.ok(queue.items.some((p) => p.id === id));
    await refusedWith(
      await other.client.get(my.paths.GET, '/api/academy/paths?view=review'),
      403,
      'forbidden',
    );
    // Only a moderator decides, never the author; a return needs a note.
    await refusedWith(await act(author, id, 'publish'), 403, 'forbidden');
    await refusedWith(await act(mod, id, 'return'), 400, 'note_required');
  });

  test('a moderator returns a path with a note, then publishes it; the author is told each time', async () => {
    const author = await citizen(60);
    const mod = await moderator();
    const body = draft();
    const { id } = await ok<{ id: number }>(await create(author, body), 201);
    await ok(await act(author, id, 'submit'));
    await ok(await act(mod, id, 'return', 'Add a lesson on evaluation results.'));
    const mine = await ok<{ items: PathListItem[] }>(
      await author.client.get(my.paths.GET, '/api/academy/paths?view=mine'),
    );
    const row = mine.items.find((p) => p.id === id)!;
    assert.deepEqual([row.status, row.reviewNote], ['draft', 'Add a lesson on evaluation results.']);

    await ok(await act(author, id, 'submit'));
    const done = await ok<{ status: string; href: string }>(await act(mod, id, 'publish'));
    assert.deepEqual([done.status, done.href], ['published', `/academy/community/${id}`]);
    const kinds = (await notificationsOf(author.user.id)).map((x) => x.key);
    assert.ok(kinds.includes('pathReturned') && kinds.includes('pathPublished'), kinds.join());

    const list = await published();
    const card = list.items.find((p) => p.id === id)!;
    assert.equal(card.title, body.title);
    assert.equal(card.lessons, 2);
    assert.equal(card.minutes, 9);
    assert.equal(card.author?.handle, author.handle);
    const { sitemapCommunityPaths } = await import('./community-paths');
    assert.ok(
      (await sitemapCommunityPaths()).some((p) => p.id === id),
      'a published path is in the sitemap',
    );
    // Published, it is frozen: the author cannot edit or delete it.
    await refusedWith(await patch(author, id, draft()), 409, 'not_editable');
  });

  test('a published community path is enrolled in, scored on the server and credentialled', async () => {
    const author = await citizen(60);
    const mod = await moderator();
    const { id } = await ok<{ id: number }>(await create(author, draft()), 201);
    const path = `community/${id}`;
    const learner = await citizen();
    // Not yet published: not a path anyone enrols in.
    await refusedWith(
      await learner.client.post(my.enrollments.POST, '/api/academy/enrollments', { path }),
      404,
      'not_found',
    );
    await ok(await act(author, id, 'submit'));
    await ok(await act(mod, id, 'publish'));

    const enrolled = await ok<PathProgress>(
      await learner.client.post(my.enrollments.POST, '/api/academy/enrollments', { path }),
      201,
    );
    assert.equal(enrolled.lessonsTotal, 2);
    const attempt = (lesson: string, answers: number[]) =>
      learner.client.post(my.quiz.POST, '/api/academy/quiz', { path, course: '1', lesson, answers });
    const failed = await ok<QuizResult>(await attempt('1', [1, 1, 1]));
    assert.deepEqual([failed.passed, failed.score], [false, 0]);
    assert.equal(failed.explanations[0], 'The first option is the right one.');
    await refusedWith(await attempt('9', [0, 0, 0]), 404, 'not_found');
    // Two of three is 67 %, under the pass mark; three of three passes.
    assert.equal((await ok<QuizResult>(await attempt('1', [0, 0, 1]))).passed, false);
    assert.equal((await ok<QuizResult>(await attempt('1', [0, 0, 0]))).lessonPassedNow, true);
    const last = await ok<QuizResult>(await attempt('2', [0, 0, 0]));
    assert.equal(last.pathCompletedNow, true);
    assert.ok(last.progress.credentialId);

    const { db } = await my.db.getDatabase();
    const [issued] = await db
      .select()
      .from(my.schema.credential)
      .where(my.drizzle.eq(my.schema.credential.id, last.progress.credentialId!));
    const verified = await ok<{ status: string }>(
      await new Client().post(my.verify.POST, '/api/academy/credentials/verify', {
        document: issued!.document,
      }),
    );
    assert.equal(verified.status, 'valid');
    assert.match(JSON.stringify(issued!.document), /Reading model cards/);

    // Returned by a moderator, the path is no longer open.
    await ok(await act(mod, id, 'return', 'A reader reported an error in lesson 2.'));
    await refusedWith(await attempt('1', [0, 0, 0]), 404, 'not_found');
    assert.equal(
      (await published()).items.some((p) => p.id === id),
      false,
    );
  });

  test('an author has at most ten paths in draft or review, and deletes a draft', async () => {
    const author = await citizen(60);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await ok<{ id: number }>(await create(author, draft()), 201)).id);
    await refusedWith(await create(author, draft()), 409, 'too_many_drafts');
    const del = withParams(my.pathItem.DELETE, { id: String(ids[0]) });
    await ok(await author.client.send(del, 'DELETE', `/api/academy/paths/${ids[0]}`));
    await ok(await create(author, draft()), 201);
    await refusedWith(
      await author.client.get(item(ids[0]!), `/api/academy/paths/${ids[0]}`),
      404,
      'not_found',
    );
  });
});
