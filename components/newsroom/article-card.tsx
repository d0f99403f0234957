import { getFormatter, getTranslations } from 'next-intl/server';
import { PlainImage } from '@/components/sections/plain-image';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/lib/i18n/navigation';
import type { ArticleMeta } from '@/lib/newsroom';
import { articlePath } from '@/lib/routes';

export async function ArticleCard({
  article,
  headingLevel = 'h3',
}: {
  article: ArticleMeta;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations('newsroom');
  const format = await getFormatter();
  const Heading = headingLevel;
  return (
    <article
      lang={article.contentLocale}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface/80 transition-colors hover:border-primary/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      <PlainImage
        src={article.cover}
        width={1200}
        height={630}
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs text-muted">
          <time dateTime={article.date}>
            {format.dateTime(new Date(article.date), { dateStyle: 'long' })}
          </time>
        </p>
        <Heading className="mt-2 text-lg font-semibold">
          <Link
            href={articlePath(article.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
            aria-label={t('readArticle', { title: article.title })}
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 text-sm text-muted">{article.summary}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {article.tags.map((tag) => (
            <Badge key={tag} variant="muted">
              {tag}
            </Badge>
          ))}
        </div>
      </div>
    </article>
  );
}
