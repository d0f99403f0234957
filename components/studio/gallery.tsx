'use client';

// The gallery on /creator-hub (LAZY: ./studio-lazy.tsx): creations members published, newest first, and
// the signed-in member's own saved ones. A public creation opens its share page; a private one its file.
import { Clapperboard, Image as ImageIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { useSession } from '@/components/account/session-store';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { creationPath } from '@/lib/routes';
import type { CreationView, GalleryPage } from '@/lib/studio/service';
import { GALLERY_CHANGED } from './gallery-events';

export type GalleryStrings = AppMessages['creatorHub']['gallery'];
export type GalleryProps = { locale: string; strings: GalleryStrings; onReady?: () => void };

function Grid({
  view,
  locale,
  s,
  onLoaded,
}: {
  view: 'public' | 'mine';
  locale: string;
  s: GalleryStrings;
  onLoaded?: () => void;
}) {
  const [items, setItems] = useState<CreationView[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fmt = (message: string, v?: Record<string, string | number>) => formatMessage(message, v, locale);
  const base = `/api/studio/creations?view=${view}`;

  useEffect(() => {
    let live = true;
    void api<GalleryPage>(base).then((result) => {
      if (!live) return;
      if (result.ok) {
        setItems(result.data.items);
        setCursor(result.data.nextCursor);
        setFailed(false);
      } else setFailed(true);
      onLoaded?.();
    });
    return () => {
      live = false;
    };
  }, [base, attempt, onLoaded]);

  // The studio says when the member saved or published something: the lists read again.
  useEffect(() => {
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener(GALLERY_CHANGED, again);
    return () => window.removeEventListener(GALLERY_CHANGED, again);
  }, []);

  async function more() {
    if (!cursor) return;
    setLoading(true);
    const result = await api<GalleryPage>(`${base}&cursor=${encodeURIComponent(cursor)}`);
    setLoading(false);
    if (!result.ok) return setFailed(true);
    setFailed(false);
    setItems((before) => [...(before ?? []), ...result.data.items]);
    setCursor(result.data.nextCursor);
  }

  if (failed && !items)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>{s.loadError}</p>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={() => setAttempt((n) => n + 1)}
        >
          {s.retry}
        </button>
      </div>
    );
  if (!items)
    return (
      <p role="status" className="text-sm text-muted">
        {s.loading}
      </p>
    );
  if (items.length === 0)
    return <p className="text-sm text-muted">{view === 'mine' ? s.mineEmpty : s.empty}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => {
          const title = item.prompt.length > 80 ? `${item.prompt.slice(0, 79)}…` : item.prompt;
          const Icon = item.kind === 'video' ? Clapperboard : ImageIcon;
          const body = (
            <>
              {item.thumb ? (
                // eslint-disable-next-line @next/next/no-img-element -- a generated thumbnail
                <img
                  src={item.thumb}
                  alt=""
                  width={320}
                  height={320}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              ) : (
                <span aria-hidden="true" className="block aspect-square w-full bg-surface-2" />
              )}
              <span className="flex flex-col gap-1 p-3">
                <span className="line-clamp-2 text-sm">{title}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <Icon aria-hidden="true" className="size-3.5" />
                  {item.kind === 'video' ? s.videoLabel : s.imageLabel}
                  {view === 'mine' && <Badge variant="muted">{item.published ? s.public : s.private}</Badge>}
                  {view === 'public' && item.author && (
                    <span>{fmt(s.by, { handle: item.author.handle })}</span>
                  )}
                </span>
              </span>
            </>
          );
          const className =
            'flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface/80 hover:border-primary';
          return (
            <li key={item.id}>
              {item.published ? (
                <Link href={creationPath(item.id)} className={className} aria-label={fmt(s.open, { title })}>
                  {body}
                </Link>
              ) : (
                <a href={item.file ?? '#'} className={className} aria-label={fmt(s.open, { title })}>
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {s.loadError}
        </p>
      )}
      {cursor && (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', className: 'self-start' })}
          onClick={() => void more()}
          disabled={loading}
        >
          {s.more}
        </button>
      )}
    </div>
  );
}

export function Gallery({ locale, strings: s, onReady }: GalleryProps) {
  const session = useSession();
  const signedIn = session.status === 'ready' && Boolean(session.user);
  return (
    <div className="flex flex-col gap-10">
      {signedIn && (
        <section aria-labelledby="gallery-mine" className="flex flex-col gap-4">
          <h3 id="gallery-mine" className="text-lg font-semibold">
            {s.mine}
          </h3>
          <Grid view="mine" locale={locale} s={s} />
        </section>
      )}
      <section aria-labelledby="gallery-community" className="flex flex-col gap-4">
        <h3 id="gallery-community" className="text-lg font-semibold">
          {s.community}
        </h3>
        <Grid view="public" locale={locale} s={s} onLoaded={onReady} />
      </section>
    </div>
  );
}
