import 'server-only';
// The hourly e-mail digest: a member who turned it on gets at most one mail an hour listing the
// notifications that arrived unread since the last digest, and none when there is nothing new. Every
// app process runs this job; a conditional UPDATE of last_digest_at decides which one mails a member.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hasRealEmail } from '../account/users';
import { getDb } from '../db';
import { citizen, notification, user as userTable } from '../db/schema';
import { createTranslator } from '../i18n/format-message';
import { getMessages } from '../i18n/messages';
import { queueMail, wakeMailWorker } from '../mail/outbox';
import { mailLocale, mailTranslator, pageLink, renderMail } from '../mail/templates';
import { pagePath } from '../routes';

export const DIGEST_INTERVAL_MS = 60 * 60_000;
/** The digest lists this many notifications and counts the rest. */
const LISTED = 10;

/** Queues the digests that are due. Returns how many were queued. */
export async function queueDigests(now = new Date()): Promise<number> {
  const db = await getDb();
  const since = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const lastDigest = sql`coalesce(${userTable.lastDigestAt}, '-infinity'::timestamptz)`;
  const due = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(
      and(
        eq(userTable.emailDigest, true),
        sql`${lastDigest} <= ${since}`,
        sql`exists (select 1 from ${notification} n where n.user_id = ${userTable.id} and n.read_at is null and n.created_at > ${lastDigest})`,
      ),
    )
    .limit(500);

  let queued = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      // Claims this hour's digest of the member: the row lock makes a second process wait, and then
      // find last_digest_at already moved on.
      const [member] = await tx
        .select()
        .from(userTable)
        .where(and(eq(userTable.id, id), sql`${lastDigest} <= ${since}`))
        .for('update');
      if (!member) return false;
      await tx.update(userTable).set({ lastDigestAt: now }).where(eq(userTable.id, id));
      const previous = member.lastDigestAt;
      // A citizen's notifications go to the address they verified for them; a member's to the account's.
      const [civic] = await tx
        .select({ to: citizen.notifyEmail, verifiedAt: citizen.notifyEmailVerifiedAt })
        .from(citizen)
        .where(eq(citizen.userId, id));
      const to = civic?.to && civic.verifiedAt ? civic.to : hasRealEmail(member) ? member.email : null;
      if (!to) return false;
      const unread = await tx
        .select()
        .from(notification)
        .where(
          and(
            eq(notification.userId, id),
            isNull(notification.readAt),
            previous ? gt(notification.createdAt, previous) : undefined,
          ),
        )
        .orderBy(desc(notification.createdAt));
      if (unread.length === 0) return false;
      const locale = mailLocale(member.locale);
      const t = mailTranslator(locale);
      const items = createTranslator(getMessages(locale), 'notifications', locale);
      const listed = unread.slice(0, LISTED).map((row) => {
        const key = `items.${row.key}.title`;
        return items.has(key) ? items(key, row.params ?? {}) : items('title');
      });
      await queueMail(tx, {
        kind: 'digest',
        to,
        locale,
        ...renderMail(locale, {
          subject: t('digest.subject', { count: unread.length }),
          heading: t('digest.heading'),
          paragraphs: [t('digest.body', { count: unread.length })],
          items:
            unread.length > LISTED
              ? [...listed, t('digest.more', { count: unread.length - LISTED })]
              : listed,
          action: { label: t('digest.action'), url: pageLink(locale, pagePath('dashboard')) },
          after: [t('digest.why')],
          reason: t('footer.account'),
        }),
      });
      return true;
    });
    if (done) queued++;
  }
  if (queued) wakeMailWorker();
  return queued;
}
