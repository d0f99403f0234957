import { getTranslations } from 'next-intl/server';
import { foundingGroups } from '@/lib/community/rules';
import { CountsPlaceholder, GroupCard } from './group-card';
import { GroupDirectoryLazy } from './group-directory-lazy';
import { SearchForm } from './search-form';
import { directoryStrings } from './strings';

/**
 * The community page's group directory. The page is static, so nothing here reads the database: the
 * server renders the six founding groups as links (names and descriptions are messages, slugs are their
 * keys) and the search box, and an island (./group-directory.tsx) takes the list's place once loaded,
 * with the real counts, the reader's Join / Leave, the groups members started and "Create a group".
 */
export async function GroupDirectorySlot() {
  const [t, strings] = await Promise.all([getTranslations('groups'), directoryStrings()]);
  return (
    <div className="flex flex-col gap-8">
      <SearchForm
        id="community-search"
        className="max-w-xl"
        strings={{
          label: t('directory.search.label'),
          placeholder: t('directory.search.placeholder'),
          submit: t('directory.search.submit'),
        }}
      />
      <GroupDirectoryLazy
        strings={strings}
        fallback={
          <ul aria-label={t('directory.listLabel')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {foundingGroups.map((key) => (
              <li key={key}>
                <GroupCard
                  slug={key}
                  name={strings.founding[key].title}
                  description={strings.founding[key].body}
                  badge={t('directory.founding')}
                  counts={<CountsPlaceholder />}
                />
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
