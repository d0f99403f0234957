import { cn } from '@/lib/utils';

type Figure = { label: string; value: string };

/** Two figures at the foot of a card: the main one large (a rate, a price), then a detail. */
export function FigurePair({
  main,
  detail,
  size = 'large',
}: {
  main: Figure;
  detail: Figure;
  size?: 'medium' | 'large';
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 border-t border-border pt-4 text-sm">
      <div>
        <dt className="text-muted">{main.label}</dt>
        <dd className={cn('mt-1 font-bold text-foreground', size === 'large' ? 'text-2xl' : 'text-xl')}>
          {main.value}
        </dd>
      </div>
      <div>
        <dt className="text-muted">{detail.label}</dt>
        <dd className="mt-1 font-semibold text-foreground">{detail.value}</dd>
      </div>
    </dl>
  );
}
