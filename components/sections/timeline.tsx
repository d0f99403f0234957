import { Badge } from '@/components/ui/badge';

export type TimelineItem = {
  period: string;
  title: string;
  body: string;
  status?: string;
  points?: string[];
};

/** An ordered list of phases (roadmap, history). */
export function Timeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className="relative space-y-8 border-l border-border pl-6">
      {items.map((item) => (
        <li key={item.title} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full border-2 border-accent bg-background"
          />
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-semibold text-accent">{item.period}</p>
            {item.status && <Badge variant="muted">{item.status}</Badge>}
          </div>
          <h3 className="mt-1 text-lg font-semibold">{item.title}</h3>
          <p className="mt-1 text-muted">{item.body}</p>
          {item.points && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
              {item.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
