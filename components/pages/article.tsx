import { getFormatter, getTranslations } from 'next-intl/server';
import { ArticleList } from '@/components/newsroom/article-list';
import { BackLink } from '@/components/sections/back-link';
import { DetailSection } from '@/components/sections/detail-section';
import { PlainImage } from '@/components/sections/plain-image';
import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/lib/i18n/config';
import { listArticles, type Article } from '@/lib/newsroom';
import { JsonLd } from '@/components/seo/json-ld';
import { articlePath, routes } from '@/lib/routes';
import { newsArticle } from '@/lib/structured-data';

export async function ArticlePage({ article, locale }: { article: Article; locale: Locale }) {
  const t = await getTranslations('newsroom');
  const format = await getFormatter();
  const more = listArticles(locale)
    .filter((a) => a.slug !== article.slug)
    .slice(0, 3);
  return (
    <>
      <JsonLd
        data={newsArticle({
          locale,
          path: articlePath(article.slug),
          headline: article.title,
          description: article.summary,
          datePublished: article.date,
          author: article.author,
          authorRole: article.authorRole,
          image: article.cover,
          contentLocale: article.contentLocale,
        })}
      />
      <article className="mx-auto max-w-3xl px-4 pt-12 sm:px-6 md:pt-16">
        <BackLink href={routes.newsroom}>{t('backToNewsroom')}</BackLink>
        {article.contentLocale !== locale && (
          <p role="note" className="mt-6 text-sm text-muted">
            {t('untranslated')}
          </p>
        )}
        <div lang={article.contentLocale}>
          <header className="mt-6">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">
              {article.title}
            </h1>
            <p className="mt-4 text-lg text-muted">{article.summary}</p>
            <p className="mt-6 text-sm text-muted">
              {t('byline', { author: article.author })}
              {article.authorRole && <span>, {article.authorRole}</span>}
              <span aria-hidden="true"> · </span>
              <time dateTime={article.date}>
                {t('publishedOn', { date: format.dateTime(new Date(article.date), { dateStyle: 'long' }) })}
              </time>
            </p>
            {article.tags.length > 0 && (
              <ul aria-label={t('tagsLabel')} className="mt-4 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="muted">{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </header>
          <PlainImage
            src={article.cover}
            alt={article.coverAlt}
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] w-full rounded-2xl border border-border object-cover"
          />
          {/* Our own Markdown, rendered at build time. */}
          <div className="prose-civitas mt-10" dangerouslySetInnerHTML={{ __html: article.html }} />
        </div>
      </article>
      {more.length > 0 && (
        <DetailSection id="more" title={t('moreArticles')} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
          <ArticleList articles={more} className="mt-6" />
        </DetailSection>
      )}
    </>
  );
}
