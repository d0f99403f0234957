import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/sections/back-link';
import { MemberLink } from '@/components/sections/member-link';
import { PagerLinks } from '@/components/sections/pager-links';
import type { SearchHit, SearchPage } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { communitySearchPath, groupPath, pageHref, postHref, type Route } from '@/lib/routes';
import { formatDay, groupText, type FoundingTexts } from './format';
import { GroupCard } from './group-card';
import { SearchForm } from './search-form';
import { Snippet } from './snippet';

export type SearchPageProps = {
  /** The query as searched for ('' before any search). */
  q: string;
  cursor?: string;
  /** The hits, or null when there is no query. */
  results: SearchPage | null;
  founding: FoundingTexts;
  locale: Locale;
};

function searchHref(q: string, cursor?: string): Route {
  const query = new URLSearchParams({ q });
  if (cursor) query.set('cursor', cursor);
  return `${communitySearchPath}?${query.toString()}`;
}

/** One kind of result (groups, posts) under its h3, as a list. */
function ResultKind({
  id,
  title,
  listClassName,
  children,
}: {
  id: string;
  title: string;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-xl font-semibold">
        {title}
      </h3>
      <ul className={listClassName}>{children}</ul>
    </section>
  );
}

type PostHit = Extract<SearchHit, { kind: 'post' }>;
type GroupHit = Extract<SearchHit, { kind: 'group' }>;

/**
 * The community search, rendered on request: the search box, then the groups and the posts that match,
 * each post with its thread, group, author, date and the words found (marked), a page at a time.
 */
export async function SearchPageView({ q, cursor, results, founding, locale }: SearchPageProps) {
  const t = await getTranslations('groups');
  const groups = results?.items.filter((hit): hit is GroupHit => hit.kind === 'group') ?? [];
  const posts = results?.items.filter((hit): hit is PostHit => hit.kind === 'post') ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 pt-12 pb-4 sm:px-6 md:pt-16">
      <BackLink href={pageHref('community', 'groups')}>{t('search.back')}</BackLink>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('search.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('search.intro')}</p>
      <SearchForm
        id="search-query"
        query={q}
        visibleLabel
        className="mt-8 max-w-2xl"
        strings={{
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          submit: t('search.submit'),
          hint: t('search.hint'),
        }}
      />

      {!results ? (
        <p className="mt-10 rounded-2xl border border-dashed border-border p-8 text-center text-muted">
          {t('search.empty')}
        </p>
      ) : (
        <section aria-labelledby="results-title" className="mt-12">
          <h2 id="results-title" className="text-2xl font-bold tracking-tight break-words">
            {t('search.resultsFor', { q })}
          </h2>
          {results.items.length === 0 && (
            <p className="mt-6 rounded-2xl border border-dashed border-border p-8 text-center text-muted">
              {t('search.noResults', { q })}
            </p>
          )}

          {groups.length > 0 && (
            <ResultKind
              id="results-groups"
              title={t('search.groups')}
              listClassName="mt-4 grid gap-4 sm:grid-cols-2"
            >
              {groups.map(({ group }) => {
                const text = groupText(group, founding);
                return (
                  <li key={group.id}>
                    <GroupCard
                      slug={group.slug}
                      name={text.name}
                      description={text.description}
                      badge={group.seedKey ? t('directory.founding') : undefined}
                      headingLevel="h4"
                      counts={
                        <span>
                          {t('counts.members', { count: group.members })} ·{' '}
                          {t('counts.threads', { count: group.threads })}
                        </span>
                      }
                    />
                  </li>
                );
              })}
            </ResultKind>
          )}

          {posts.length > 0 && (
            <ResultKind id="results-posts" title={t('search.posts')} listClassName="mt-4 flex flex-col gap-4">
              {posts.map((hit) => (
                <li key={hit.postId}>
                  <article className="rounded-2xl border border-border bg-surface/80 p-5 shadow-lg shadow-black/20">
                    <h4 className="text-lg font-semibold break-words">
                      <Link href={postHref(hit.thread.id, hit.postId)} className="hover:underline">
                        {hit.thread.title}
                      </Link>
                    </h4>
                    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
                      <span>
                        {t('search.inGroup')}{' '}
                        <Link
                          href={groupPath(hit.thread.group.slug)}
                          className="font-medium text-primary hover:underline"
                        >
                          {groupText({ ...hit.thread.group, description: '' }, founding).name}
                        </Link>
                      </span>
                      <span>
                        {t('search.by')} <MemberLink author={hit.author} formerLabel={t('formerMember')} />
                      </span>
                      <time dateTime={new Date(hit.createdAt).toISOString()}>
                        {formatDay(hit.createdAt, locale)}
                      </time>
                    </p>
                    <Snippet text={hit.snippet} className="mt-3 text-sm break-words text-foreground/90" />
                  </article>
                </li>
              ))}
            </ResultKind>
          )}

          <PagerLinks
            label={t('search.pagesLabel')}
            first={cursor && { href: searchHref(q), label: t('search.first') }}
            next={results.nextCursor && { href: searchHref(q, results.nextCursor), label: t('search.more') }}
          />
        </section>
      )}
    </div>
  );
}
