import { PathEditorLazy } from '@/components/academy/community-lazy';
import { IslandPage, islandMetadata } from '@/components/pages/island-page';
import { pickStrings } from '@/components/sections/pick-strings';
import { getMessages } from '@/lib/i18n/messages';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// "Start a new path": a static shell, the editor an island that works as the signed-in citizen. Not for
// search.
export const generateMetadata = islandMetadata('academy.write', { follow: true });

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const { academy } = getMessages(locale);
  return (
    <IslandPage locale={locale} namespace="academy.write" width="max-w-4xl">
      <PathEditorLazy
        locale={locale}
        strings={{
          ...pickStrings(academy, ['write', 'levels', 'topics']),
          errors: academy.pathErrors,
          fieldErrors: academy.pathFieldErrors,
        }}
      />
    </IslandPage>
  );
}
