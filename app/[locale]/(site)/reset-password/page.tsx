import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/email/reset-password-form';
import { unlistedMetadata } from '@/components/pages/unlisted-metadata';
import { PageHero } from '@/components/sections/page-hero';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// Reached from the link of a password-reset mail (lib/account/email.ts), or to ask for one.
export const generateMetadata = unlistedMetadata('email.reset');

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('email.reset');
  return (
    <>
      <PageHero title={t('title')} />
      <div className="mx-auto w-full max-w-xl px-4 pb-16 sm:px-6">
        <ResetPasswordForm strings={{ lead: t('lead'), requestLead: t('requestLead') }} />
      </div>
    </>
  );
}
