import type { ArticleMeta } from '@/lib/newsroom';
import { cn } from '@/lib/utils';
import { ArticleCard } from './article-card';

/** Articles as a grid of cards, newest first as given. */
export function ArticleList({ articles, className }: { articles: ArticleMeta[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
