// `npm run newsletter:send -- <article slug>`: queues a newsroom article as the newsletter to every
// confirmed subscriber (lib/newsletter/service.ts); the mail workers of the running app send it. On the
// embedded PGlite database, stop the server first (one process owns its directory); on Postgres, run it
// beside the servers.
import { closeDb } from '../lib/db';
import { queueNewsletter } from '../lib/newsletter/service';
import { articleSlugs } from '../lib/newsroom';

const slug = process.argv[2];
if (!slug || !articleSlugs().includes(slug)) {
  console.error(`usage: npm run newsletter:send -- <article slug>\narticles: ${articleSlugs().join(', ')}`);
  process.exit(1);
}
try {
  const count = await queueNewsletter(slug);
  console.log(`newsletter: "${slug}" queued for ${count} confirmed subscribers`);
} catch (error) {
  console.error(`newsletter: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
