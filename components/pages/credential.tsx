// A credential's public page: whether it verifies (checked on this request), what it says, the signed
// JSON to download, what the chain holds for it (read on this request, streamed in after the rest) with
// the holder's "Anchor on-chain" control, and a form to check a copy.
import { BadgeCheck, CircleAlert, Download, LoaderCircle } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CredentialCheckLazy } from '@/components/academy/credential-check-lazy';
import { AnchorPanelLazy } from '@/components/chain/anchor-panel-lazy';
import { OnchainSection } from '@/components/chain/onchain-section';
import { anchorPanelStrings } from '@/components/chain/panel-strings';
import { buttonVariants } from '@/components/ui/button-variants';
import type { JsonObject } from '@/lib/academy/credential-proof';
import type { CredentialCheck } from '@/lib/academy/credentials';
import { ISSUER_PROFILE } from '@/lib/academy/credentials';
import { anchorChain, onchainCheck } from '@/lib/chain/anchors';
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

export async function CredentialPage({
  check,
  document,
  locale,
}: {
  check: CredentialCheck;
  /** The stored credential's signed document (none for an unknown id): what the chain is checked against. */
  document?: JsonObject;
  locale: Locale;
}) {
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
      {check.id && document && (
        <Suspense fallback={anchorChain() ? <OnchainPending text={academy.onchain.checking} /> : null}>
          <CredentialOnchain
            id={check.id}
            document={document}
            revoked={check.status === 'revoked'}
            locale={locale}
          />
        </Suspense>
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

/** What the chain holds for a stored credential, read now; the holder's anchor control under it. */
async function CredentialOnchain({
  id,
  document,
  revoked,
  locale,
}: {
  id: string;
  document: JsonObject;
  revoked: boolean;
  locale: Locale;
}) {
  const [check, format, panelStrings] = await Promise.all([
    onchainCheck(id, document),
    getFormatter(),
    anchorPanelStrings(),
  ]);
  const { chain, academy } = getMessages(locale);
  const chains = chain.chains as Record<string, string>;
  const { anchor: _anchor, ...strings } = academy.onchain;
  return (
    <OnchainSection
      check={check}
      strings={strings}
      chainName={(chainId) => chains[String(chainId)] ?? String(chainId)}
      format={{
        dateTime: (iso) =>
          format.dateTime(new Date(iso), {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            timeZoneName: 'short',
          }),
        number: (value) => format.number(value),
      }}
    >
      <AnchorPanelLazy credentialId={id} revoked={revoked} strings={panelStrings} locale={locale} />
    </OnchainSection>
  );
}

/** The section's place while the chain is read. */
function OnchainPending({ text }: { text: string }) {
  return (
    <div className="mt-12 rounded-2xl border border-border bg-surface/80 p-6">
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {text}
      </p>
    </div>
  );
}
