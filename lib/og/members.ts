import 'server-only';
// Titles of members' pages for their share images, read from the database; what a moderator hid is not
// repeated in an image.
import { serialIdOf } from '../api/segment';
import type { Locale } from '../i18n/config';
import { formatMessage } from '../i18n/format-message';
import { getMessages } from '../i18n/messages';
import { profileByHandle } from '../citizens/service';
import { getThread } from '../community/threads';
import { getProposal } from '../governance/service';
import { getListing } from '../marketplace/service';
import { site } from '../site';
import type { MemberKind, ShareText } from './titles';

export async function memberShareText(
  locale: Locale,
  kind: MemberKind,
  segment: string,
): Promise<ShareText | null> {
  const m = getMessages(locale);
  const links = m.nav.links as Record<string, string>;
  if (kind === 'citizen') {
    if (!/^[a-z0-9_-]{3,24}$/i.test(segment)) return null;
    const profile = await profileByHandle(segment);
    if (!profile) return null;
    return {
      title: formatMessage(
        m.citizens.meta.title,
        { handle: `@${profile.handle}`, number: String(profile.number) },
        locale,
      ),
      section: links.aiUniverse ?? site.name,
    };
  }
  const id = serialIdOf(segment);
  if (id === null) return null;
  if (kind === 'proposal') {
    const p = await getProposal(id);
    if (!p) return null;
    return { title: p.hidden ? links.dao! : p.title, section: links.dao ?? site.name };
  }
  if (kind === 'thread') {
    const t = await getThread(id);
    if (!t) return null;
    return { title: t.hidden ? links.community! : t.title, section: t.group.name };
  }
  const l = await getListing(id);
  if (!l || l.hidden) return null;
  return { title: l.title, section: m.marketplace.meta.title };
}
