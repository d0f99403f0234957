import { getTranslations } from 'next-intl/server';
import { locales, localeNames, type Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { footerColumns, site, socialLinks } from '@/lib/site';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { LanguageSelect } from './language-select';
import { SocialIcon } from './social-icon';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations('footer');
  const tl = await getTranslations('language');
  const tn = await getTranslations('newsletter');
  const year = new Date().getFullYear();

  return (
    <footer className="mt-24 border-t border-border bg-surface/60">
      <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        <NewsletterForm
          locale={locale}
          strings={{
            heading: tn('heading'),
            text: tn('text'),
            label: tn('label'),
            placeholder: tn('placeholder'),
            submit: tn('submit'),
            submitting: tn('submitting'),
            successTitle: tn('successTitle'),
            successDescription: tn('successDescription'),
            errors: {
              required: tn('errors.required'),
              invalidEmail: tn('errors.invalidEmail'),
              tooLong: tn('errors.tooLong'),
              // A template: the form fills in {seconds} from the server's Retry-After.
              rateLimited: String(tn.raw('errors.rateLimited')),
              network: tn('errors.network'),
              generic: tn('errors.generic'),
            },
          }}
        />
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-3 max-w-sm text-sm text-muted">{t('tagline')}</p>
          <ul className="mt-6 flex gap-3" aria-label={t('socialLabel')}>
            {socialLinks.map((social) => (
              <li key={social.id}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('socialLink', { network: social.label })}
                  className="grid size-10 place-items-center rounded-full border border-border text-muted hover:bg-surface-2 hover:text-foreground"
                >
                  <SocialIcon id={social.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="text-sm font-semibold tracking-wider uppercase">
              {t(`columns.${column.id}`)}
            </h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((link) => (
                <li key={link.id}>
                  <Link href={link.href} className="text-sm text-muted hover:text-foreground">
                    {t(`links.${link.id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        {/* Room at the bottom for the fixed chat button, which would otherwise cover the language select. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-6 pb-24 text-sm text-muted sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year })}</p>
          <ul className="flex gap-4">
            <li>
              <Link href={routes.privacy} className="hover:text-foreground">
                {t('links.privacy')}
              </Link>
            </li>
            <li>
              <Link href={routes.terms} className="hover:text-foreground">
                {t('links.terms')}
              </Link>
            </li>
          </ul>
          <LanguageSelect
            current={locale}
            label={tl('label')}
            options={locales.map((l) => ({ locale: l, name: localeNames[l] }))}
          />
        </div>
      </div>
    </footer>
  );
}
