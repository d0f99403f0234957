import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { CitizenProfilePage } from '@/components/pages/citizen-profile';
import { PageBody } from '@/components/pages/page-body';
import { HANDLE_MAX } from '@/lib/citizens/rules';
import { profileByHandle } from '@/lib/citizens/service';
import { localizePath } from '@/lib/i18n/detect';
import { resolveLocale } from '@/lib/page';
import { citizenPath } from '@/lib/routes';
import { memberShareImage } from '@/lib/og/titles';
import { dynamicPageMetadata } from '@/lib/seo';

// A citizen's profile is read from the database on each request (and so gets the per-request CSP
// nonce, server/server.mjs): their points and votes change by the minute.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; handle: string }> };

/** The segment as a handle to look up (any case), or null when it cannot be one. */
function handleOf(segment: string): string | null {
  let handle = segment;
  try {
    handle = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return handle.length <= HANDLE_MAX && /^[A-Za-z0-9_-]+$/.test(handle) ? handle : null;
}

/** One read per request for the metadata and the page. Null for an unknown or impossible handle. */
const loadProfile = cache(async (segment: string) => {
  const handle = handleOf(segment);
  return handle === null ? null : profileByHandle(handle);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const profile = await loadProfile((await params).handle);
  if (!profile) return {};
  const t = await getTranslations({ locale, namespace: 'citizens' });
  const values = { handle: profile.handle, number: String(profile.number) };
  return dynamicPageMetadata({
    locale,
    namespace: 'citizens',
    path: citizenPath(profile.handle),
    image: memberShareImage(locale, 'citizen', profile.handle),
    title: t('meta.title', values),
    description: t('meta.description', {
      ...values,
      tier: t(`tiers.${profile.standing.tier}`),
      points: profile.points,
      proposals: profile.proposals,
      votes: profile.votes,
    }),
  });
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocale(params);
  const segment = (await params).handle;
  const profile = await loadProfile(segment);
  if (!profile) notFound();
  // Handles are stored lower-case and match in any case: one address per profile.
  if (handleOf(segment) !== profile.handle)
    permanentRedirect(localizePath(locale, citizenPath(profile.handle)));
  return (
    <PageBody locale={locale} namespace="citizens">
      <CitizenProfilePage profile={profile} locale={locale} />
    </PageBody>
  );
}
