import '../../test/integration-env';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { bodyOf, Client, withParams } from '../../test/http';
import type { ApiError, MyCitizenship, SessionUser } from '../api/contract';
import type { CreationView, GalleryPage } from './service';

// The creator studio through its route handlers: a generation is a job the worker runs (drained here),
// its file is a real image or video, limits and the prompt filter hold, a member keeps and publishes,
// a crashed or timed-out job ends, and a configured provider's failures are retried or said.

const load = async () => {
  const [
    signUp,
    citizens,
    creations,
    item,
    file,
    worker,
    registry,
    db,
    schema,
    drizzle,
    flags,
    queue,
    actions,
    roles,
  ] = await Promise.all([
    import('../../app/api/auth/sign-up/route'),
    import('../../app/api/citizens/route'),
    import('../../app/api/studio/creations/route'),
    import('../../app/api/studio/creations/[id]/route'),
    import('../../app/api/studio/creations/[id]/file/route'),
    import('./worker'),
    import('./engine-registry'),
    import('../db'),
    import('../db/schema'),
    import('drizzle-orm'),
    import('../../app/api/community/flags/route'),
    import('../../app/api/moderation/queue/route'),
    import('../../app/api/moderation/actions/route'),
    import('../citizens/roles'),
  ]);
  return {
    signUp,
    citizens,
    creations,
    item,
    file,
    worker,
    registry,
    db,
    schema,
    drizzle,
    flags,
    queue,
    actions,
    roles,
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

async function member(citizen = false) {
  const client = new Client();
  const id = unique();
  const email = `st.${id}@example.com`;
  const { user } = await ok<{ user: SessionUser }>(
    await client.post(my.signUp.POST, '/api/auth/sign-up', {
      username: `st_${id}`,
      email,
      password: 'correct horse battery',
    }),
    201,
  );
  if (citizen)
    await ok<{ citizen: MyCitizenship }>(
      await client.post(my.citizens.POST, '/api/citizens', {
        handle: `s_${unique()}`,
        notifyEmail: `notify.${unique()}@example.com`,
        acceptConstitution: true,
      }),
      201,
    );
  return { client, user, email };
}

const request = (over: Record<string, unknown> = {}) => ({
  kind: 'image',
  prompt: `Misty mountains at dawn over a quiet lake ${unique()}`,
  style: 'watercolor',
  shape: 'landscape',
  quality: 'draft',
  ...over,
});
type Started = { id: number; secret: string; creation: CreationView };
const start = (c: Client, body: unknown) => c.post(my.creations.POST, '/api/studio/creations', body);
const read = (c: Client, id: number, key?: string) =>
  c.get(
    withParams(my.item.GET, { id: String(id) }),
    `/api/studio/creations/${id}${key ? `?key=${key}` : ''}`,
  );
const keep = (c: Client, id: number, body: unknown) =>
  c.send(withParams(my.item.PATCH, { id: String(id) }), 'PATCH', `/api/studio/creations/${id}`, {
    json: body,
  });
const fileOf = (c: Client, id: number, query = '') =>
  c.get(withParams(my.file.GET, { id: String(id) }), `/api/studio/creations/${id}/file${query}`);

async function pointsOf(userId: string) {
  const { db } = await my.db.getDatabase();
  const [row] = await db
    .select({ points: my.schema.citizen.points })
    .from(my.schema.citizen)
    .where(my.drizzle.eq(my.schema.citizen.userId, userId));
  return row?.points ?? 0;
}

describe('studio', () => {
  test('a visitor generates an image: a job the worker runs, a real WebP only its key reads', async () => {
    const visitor = new Client();
    const started = await ok<Started>(await start(visitor, request()), 202);
    assert.equal(started.creation.status, 'queued');
    assert.equal(started.creation.engine, 'sketch');
    assert.ok(await my.worker.drainStudioJobs());
    const done = await ok<CreationView>(await read(visitor, started.id, started.secret));
    assert.equal(done.status, 'done');
    assert.equal(done.progress, 100);
    assert.deepEqual([done.width, done.height, done.mime], [1024, 576, 'image/webp']);
    const response = await fileOf(visitor, started.id, `?key=${started.secret}&download=1`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    assert.match(
      response.headers.get('content-disposition') ?? '',
      /^attachment; filename="civitas-misty-mountains-at-dawn-over-a-[a-z0-9-]+\.webp"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 1024, 576]);
    // Without its key it is nobody's; nor can a visitor keep it, or make a video.
    await refusedWith(await read(new Client(), started.id), 404, 'not_found');
    await refusedWith(await fileOf(new Client(), started.id), 404, 'not_found');
    await refusedWith(await keep(visitor, started.id, { saved: true }), 401, 'unauthenticated');
    await refusedWith(await start(visitor, request({ kind: 'video' })), 401, 'unauthenticated');
  });

  test('bad input is refused by field; a blocked word by the prompt filter', async () => {
    const m = await member();
    const tooLong = await refusedWith(
      await start(m.client, request({ prompt: 'x'.repeat(1001) })),
      400,
      'invalid_input',
    );
    assert.equal(tooLong.fields?.prompt, 'too_long');
    const blank = await refusedWith(await start(m.client, request({ prompt: '   ' })), 400, 'invalid_input');
    assert.equal(blank.fields?.prompt, 'required');
    for (const [field, value] of [
      ['style', 'oil'],
      ['shape', 'huge'],
      ['quality', 'ultra'],
      ['kind', 'audio'],
      ['seed', -1],
    ] as const)
      assert.equal(
        (await refusedWith(await start(m.client, request({ [field]: value })), 400, 'invalid_input'))
          .fields?.[field],
        'invalid',
        field,
      );
    process.env.STUDIO_BLOCKED_WORDS = 'forbiddenthing, very bad phrase';
    try {
      await refusedWith(
        await start(m.client, request({ prompt: 'A Forbiddenthing at dusk' })),
        422,
        'prompt_refused',
      );
      await refusedWith(
        await start(m.client, request({ prompt: 'a very   bad phrase here' })),
        422,
        'prompt_refused',
      );
      // Whole words only.
      await ok(await start(m.client, request({ prompt: 'forbiddenthings are fine' })), 202);
    } finally {
      delete process.env.STUDIO_BLOCKED_WORDS;
    }
    await my.worker.drainStudioJobs();
  });

  test('a member keeps and publishes; publishing earns a citizen points once; the galleries list it', async () => {
    const m = await member(true);
    const other = await member();
    const started = await ok<Started>(await start(m.client, request({ seed: 42 })), 202);
    await refusedWith(await keep(m.client, started.id, { saved: true }), 409, 'not_ready');
    await my.worker.drainStudioJobs();
    await refusedWith(await keep(other.client, started.id, { saved: true }), 404, 'not_found');
    const saved = await ok<CreationView>(await keep(m.client, started.id, { saved: true }));
    assert.deepEqual([saved.saved, saved.published], [true, false]);
    const mine = await ok<GalleryPage>(
      await m.client.get(my.creations.GET, '/api/studio/creations?view=mine'),
    );
    assert.equal(mine.items[0]?.id, started.id);
    // Private: not in the community gallery, not readable by others.
    const before = await ok<GalleryPage>(await new Client().get(my.creations.GET, '/api/studio/creations'));
    assert.equal(
      before.items.some((c) => c.id === started.id),
      false,
    );
    await refusedWith(await read(other.client, started.id), 404, 'not_found');

    const points = await pointsOf(m.user.id);
    const published = await ok<CreationView>(await keep(m.client, started.id, { published: true }));
    assert.equal(published.published, true);
    assert.equal(await pointsOf(m.user.id), points + 3);
    await ok(await keep(m.client, started.id, { published: false }));
    await ok(await keep(m.client, started.id, { published: true }));
    assert.equal(await pointsOf(m.user.id), points + 3);
    const list = await ok<GalleryPage>(await new Client().get(my.creations.GET, '/api/studio/creations'));
    const card = list.items.find((c) => c.id === started.id)!;
    assert.ok(card.author?.handle);
    assert.equal(card.file, `/api/studio/creations/${started.id}/file`);
    const response = await fileOf(new Client(), started.id);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('cache-control') ?? '', /public/);
    const { sitemapCreations } = await import('./service');
    assert.ok(
      (await sitemapCreations()).some((c) => c.id === started.id),
      'a published creation is in the sitemap',
    );
  });

  test('three reports hide a published creation until a moderator restores it', async () => {
    const author = await member(true);
    const started = await ok<Started>(await start(author.client, request()), 202);
    await my.worker.drainStudioJobs();
    const flag = (m: { client: Client }) =>
      m.client.post(my.flags.POST, '/api/community/flags', {
        targetType: 'creation',
        targetId: started.id,
        reason: 'spam',
      });
    const [f1, f2, f3] = [await member(true), await member(true), await member(true)];
    // Not public yet: nothing to report.
    await refusedWith(await flag(f1), 404, 'not_found');
    await ok(await keep(author.client, started.id, { published: true }));
    await refusedWith(await flag(author), 422, 'own_post');
    assert.deepEqual(await ok(await flag(f1), 201), { hidden: false });
    assert.deepEqual(await ok(await flag(f2), 201), { hidden: false });
    assert.deepEqual(await ok(await flag(f3), 201), { hidden: true });
    const gallery = await ok<GalleryPage>(await new Client().get(my.creations.GET, '/api/studio/creations'));
    assert.equal(
      gallery.items.some((c) => c.id === started.id),
      false,
    );
    await refusedWith(await read(new Client(), started.id), 404, 'not_found');

    const mod = await member();
    await my.roles.setStaffRole(mod.email, 'moderator');
    const queue = await ok<{ items: { targetType: string; targetId: number; hidden: boolean }[] }>(
      await mod.client.get(my.queue.GET, '/api/moderation/queue'),
    );
    assert.ok(queue.items.some((i) => i.targetType === 'creation' && i.targetId === started.id && i.hidden));
    await ok(
      await mod.client.post(my.actions.POST, '/api/moderation/actions', {
        action: 'restore',
        targetType: 'creation',
        targetId: started.id,
      }),
    );
    await ok(await read(new Client(), started.id));
  });

  test('the same seed gives the same image; another prompt another', async () => {
    const m = await member();
    const prompt = `A red lighthouse on black rocks ${unique()}`;
    const a = await ok<Started>(await start(m.client, request({ prompt, seed: 7 })), 202);
    const b = await ok<Started>(await start(m.client, request({ prompt, seed: 7 })), 202);
    const c = await ok<Started>(
      await start(m.client, request({ prompt: 'Green forest of tall pines in snow', seed: 7 })),
      202,
    );
    await my.worker.drainStudioJobs();
    const bytes = async (id: number) => Buffer.from(await (await fileOf(m.client, id)).arrayBuffer());
    assert.deepEqual(await bytes(a.id), await bytes(b.id));
    assert.notDeepEqual(await bytes(a.id), await bytes(c.id));
  });

  test('a member has 50 built-in images a day; failed ones do not count', async () => {
    const m = await member();
    const { db } = await my.db.getDatabase();
    const row = (status: string) => ({
      userId: m.user.id,
      secret: unique(),
      kind: 'image',
      prompt: 'counted',
      style: 'anime',
      shape: 'square',
      quality: 'draft',
      seed: 1,
      width: 1024,
      height: 1024,
      engine: 'sketch',
      status,
      deadline: new Date(Date.now() + 60_000),
    });
    await db
      .insert(my.schema.creation)
      .values([
        ...Array.from({ length: 49 }, () => row('done')),
        ...Array.from({ length: 3 }, () => row('failed')),
      ]);
    await ok(await start(m.client, request()), 202);
    const refused = await refusedWith(await start(m.client, request()), 429, 'daily_limit');
    assert.ok((refused.retryAfter ?? 0) > 0);
    await my.worker.drainStudioJobs();
  });

  test('a job whose worker died is taken up again; after three attempts, or past its deadline, it fails', async () => {
    const { db } = await my.db.getDatabase();
    const past = new Date(Date.now() - 1000);
    const base = {
      secret: unique(),
      kind: 'image',
      prompt: 'An orphaned job',
      style: 'anime',
      shape: 'square',
      quality: 'draft',
      seed: 3,
      width: 1024,
      height: 1024,
      engine: 'sketch',
      status: 'running',
      leaseUntil: past,
    };
    const [orphan, worn, late] = await db
      .insert(my.schema.creation)
      .values([
        { ...base, attempts: 1, deadline: new Date(Date.now() + 60_000) },
        { ...base, secret: unique(), attempts: 3, deadline: new Date(Date.now() + 60_000) },
        { ...base, secret: unique(), attempts: 1, status: 'queued', leaseUntil: null, deadline: past },
      ])
      .returning();
    await my.worker.drainStudioJobs();
    const state = async (id: number) => {
      const [r] = await db.select().from(my.schema.creation).where(my.drizzle.eq(my.schema.creation.id, id));
      return [r!.status, r!.error];
    };
    assert.deepEqual(await state(orphan!.id), ['done', null]);
    assert.deepEqual(await state(worn!.id), ['failed', 'interrupted']);
    assert.deepEqual(await state(late!.id), ['failed', 'timeout']);
  });

  test('a configured OpenAI-compatible provider: a 500 is retried, a refusal is said and costs nothing', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    let calls = 0;
    const answers: (() => [number, unknown])[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        calls += 1;
        assert.equal(req.url, '/v1/images/generations');
        const [status, payload] = answers.shift()?.() ?? [
          200,
          { data: [{ b64_json: png.toString('base64') }] },
        ];
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    Object.assign(process.env, {
      STUDIO_IMAGE_PROVIDER: 'openai',
      STUDIO_IMAGE_URL: `http://127.0.0.1:${port}`,
      STUDIO_IMAGE_MODEL: 'local-test-model',
    });
    my.registry.resetEngines();
    try {
      const m = await member();
      answers.push(() => [500, { error: { message: 'overloaded' } }]);
      const first = await ok<Started>(await start(m.client, request()), 202);
      assert.equal(first.creation.engine, 'openai-images');
      await my.worker.drainStudioJobs();
      // Queued again for 2 s after the 500: run it when due.
      const { db } = await my.db.getDatabase();
      await db
        .update(my.schema.creation)
        .set({ runAfter: new Date(Date.now() - 1) })
        .where(my.drizzle.eq(my.schema.creation.id, first.id));
      await my.worker.drainStudioJobs();
      const done = await ok<CreationView>(await read(m.client, first.id));
      assert.deepEqual(
        [done.status, done.model, done.width, done.height],
        ['done', 'local-test-model', 64, 48],
      );
      assert.equal(calls, 2);

      answers.push(() => [400, { error: { code: 'content_policy_violation', message: 'refused' } }]);
      const refused = await ok<Started>(await start(m.client, request()), 202);
      await my.worker.drainStudioJobs();
      const failed = await ok<CreationView>(await read(m.client, refused.id));
      assert.deepEqual([failed.status, failed.error], ['failed', 'content_policy']);
      // Visitors still get the built-in engine.
      const visitor = await ok<Started>(await start(new Client(), request()), 202);
      assert.equal(visitor.creation.engine, 'sketch');
      await my.worker.drainStudioJobs();
    } finally {
      for (const key of ['STUDIO_IMAGE_PROVIDER', 'STUDIO_IMAGE_URL', 'STUDIO_IMAGE_MODEL'])
        delete process.env[key];
      my.registry.resetEngines();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('a short video from the built-in engine is a WebM', async () => {
    const m = await member();
    const started = await ok<Started>(
      await start(m.client, request({ kind: 'video', shape: 'square', quality: 'draft' })),
      202,
    );
    await my.worker.drainStudioJobs();
    const done = await ok<CreationView>(await read(m.client, started.id));
    assert.equal(done.status, 'done', done.error ?? '');
    assert.equal(done.mime, 'video/webm');
    const bytes = Buffer.from(await (await fileOf(m.client, started.id)).arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]);
    assert.ok(done.thumb);
  });

  test('signed out, 5 built-in images an hour per address', async () => {
    // One client is one address (test/http.ts); another address has its own five.
    const visitor = new Client();
    const results: number[] = [];
    for (let i = 0; i < 6; i++) results.push((await start(visitor, request())).status);
    assert.deepEqual(results, [202, 202, 202, 202, 202, 429]);
    assert.equal((await start(new Client(), request())).status, 202);
    await my.worker.drainStudioJobs();
  });
});
