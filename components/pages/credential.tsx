// A credential's public page: whether it verifies (checked on this request), what it says, the signed
// JSON to download, and a form to check a copy.
import { BadgeCheck, CircleAlert, Download } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CredentialCheckLazy } from '@/components/academy/credential-check-lazy';
import { buttonVariants } from '@/components/ui/button-variants';
import type { CredentialCheck } from '@/lib/academy/credentials';
import { ISSUER_PROFILE } from '@/lib/academy/credentials';
import type { Locale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';
import { academyPath } from '@/lib/routes';
import { site } from '@/lib/site';

const tone = {
  valid: 'border-accent/60 bg-accent/10 text-accent',
  revoked: 'border-destructive/60 bg-destructive/10 text-destructive',
  invalid: 'border-destructive/60 bg-destructive/10 text-destructive',
  unknown: 'border-border bg-surface-2 text-muted',
} as const;

export async function CredentialPage({ check, locale }: { check: CredentialCheck; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations('academy.credential'), getFormatter()]);
  const academy = getMessages(locale).academy;
  const Icon = check.status === 'valid' ? BadgeCheck : CircleAlert;
  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:px-6 md:pt-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <div className={`mt-6 flex items-start gap-3 rounded-2xl border p-5 ${tone[check.status]}`}>
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="text-xl font-bold" data-testid="credential-status">
            {t(`status.${check.status}`)}
          </p>
          <p className="mt-1 text-sm text-foreground">
            {check.status === 'revoked'
              ? t('explain.revoked', {
                  date: format.dateTime(new Date(check.revokedAt!), { dateStyle: 'long' }),
                })
              : check.status === 'valid'
                ? t('explain.valid', { key: `${site.url}${ISSUER_PROFILE}` })
                : t(`explain.${check.status}`)}
          </p>
        </div>
      </div>
      {check.id && (
        <>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{t('holder')}</dt>
              <dd className="mt-1 font-medium">{check.holder}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
                {t('achievement')}
              </dt>
              <dd className="mt-1 font-medium">
                {check.path ? (
                  <Link href={academyPath(check.path)}>{check.achievement}</Link>
                ) : (
                  check.achievement
                )}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{t('issued')}</dt>
              <dd className="mt-1 font-medium">
                <time dateTime={check.issuedAt}>
                  {format.dateTime(new Date(check.issuedAt!), { dateStyle: 'long' })}
                </time>
              </dd>
            </div>
          </dl>
          <p className="mt-6 text-sm text-muted">{t('standard')}</p>
          <a
            href={`/api/academy/credentials/${check.id}`}
            download={`civitas-credential-${check.id}.json`}
            className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('download')}
          </a>
        </>
      )}
      <section
        aria-labelledby="check-title"
        className="mt-12 rounded-2xl border border-border bg-surface/80 p-6"
      >
        <h2 id="check-title" className="text-2xl font-bold tracking-tight">
          {t('check.title')}
        </h2>
        <p className="mt-2 mb-4 text-sm text-muted">{t('check.intro')}</p>
        <CredentialCheckLazy
          locale={locale}
          strings={{
            check: academy.credential.check,
            status: academy.credential.status,
            errors: academy.errors,
          }}
        />
      </section>
    </article>
  );
}
