import { PathReviewLazy } from '@/components/academy/community-lazy';
import { IslandPage, islandMetadata } from '@/components/pages/island-page';
import { pickStrings } from '@/components/sections/pick-strings';
import { getMessages } from '@/lib/i18n/messages';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// The moderators' review of community learning paths: a static shell, the queue an island. Not for search.
export const generateMetadata = islandMetadata('academy.review', { follow: true });

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const { academy } = getMessages(locale);
  return (
    <IslandPage locale={locale} namespace="academy.review" width="max-w-4xl">
      <PathReviewLazy
        locale={locale}
        strings={{
          ...pickStrings(academy, ['review', 'write', 'levels', 'topics']),
          errors: academy.pathErrors,
        }}
      />
    </IslandPage>
  );
}
