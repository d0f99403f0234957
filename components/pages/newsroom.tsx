import { getLocale, getTranslations } from 'next-intl/server';
import { ArticleList } from '@/components/newsroom/article-list';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { listArticles } from '@/lib/newsroom';

export async function NewsroomPage() {
  const t = await getTranslations('newsroom');
  const articles = listArticles(await getLocale());
  return (
    <>
      <PageHero {...heroProps(t)} />
      <section aria-labelledby="articles-title" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <h2 id="articles-title" className="sr-only">
          {t('listTitle')}
        </h2>
        {articles.length === 0 ? (
          <p className="text-muted">{t('empty')}</p>
        ) : (
          <ArticleList articles={articles} />
        )}
      </section>
    </>
  );
}
