// A published creation's page (/creations/{id}): the image or video, its prompt, style, size, the engine
// that made it (the built-in sketch engine said plainly), its author and date, and Download.
import { Download, Sparkles } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { flagStrings } from '@/components/forum/strings';
import { BackLink } from '@/components/sections/back-link';
import { CreationReport } from '@/components/studio/creation-report';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath, pageHref } from '@/lib/routes';
import type { CreationView } from '@/lib/studio/service';
import { dateTimeFormat } from '@/lib/i18n/intl';

export async function CreationPage({ creation, locale }: { creation: CreationView; locale: Locale }) {
  const t = await getTranslations('creatorHub');
  const kind = t(`app.kinds.${creation.kind}`);
  const alt = t('app.alt', { kind, prompt: creation.prompt });
  const published = dateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(creation.publishedAt ?? creation.createdAt),
  );
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12 sm:px-6">
      <BackLink href={pageHref('creatorHub', 'gallery')}>{t('creation.back')}</BackLink>
      <h1 className="text-2xl font-semibold text-balance sm:text-3xl">{creation.prompt}</h1>
      <div className="overflow-hidden rounded-2xl border border-border bg-surface/60">
        {creation.kind === 'video' ? (
          <video
            src={creation.file!}
            poster={creation.thumb ?? undefined}
            controls
            loop
            muted
            playsInline
            aria-label={alt}
            className="max-h-[70vh] w-full object-contain"
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a generated file, sized by the server
          <img
            src={creation.file!}
            alt={alt}
            width={creation.width}
            height={creation.height}
            className="max-h-[70vh] w-full object-contain"
          />
        )}
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{t('creation.style')}</dt>
          <dd className="text-muted">{t(`styles.${creation.style as 'anime'}`)}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('creation.size')}</dt>
          <dd className="text-muted">
            {creation.width} × {creation.height}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold">{t('creation.engine')}</dt>
          <dd className="text-muted">
            {creation.engine === 'sketch'
              ? t('app.madeBySketch')
              : t('app.madeByModel', { model: creation.model ?? creation.engine })}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        {creation.author &&
          t.rich('creation.by', {
            handle: creation.author.handle,
            profile: (chunks) => (
              <Link
                href={citizenPath(creation.author!.handle)}
                className="font-medium text-foreground underline"
              >
                {chunks}
              </Link>
            ),
          })}{' '}
        · {t('creation.published', { date: published })}
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={`${creation.file}?download=1`} className={buttonVariants()} download>
          <Download aria-hidden="true" className="size-4" />
          {t('creation.download')}
        </a>
        <Link href={pageHref('creatorHub', 'studio-app')} className={buttonVariants({ variant: 'outline' })}>
          <Sparkles aria-hidden="true" className="size-4" />
          {t('creation.openStudio')}
        </Link>
        <CreationReport id={creation.id} strings={await flagStrings()} locale={locale} />
      </div>
    </article>
  );
}
