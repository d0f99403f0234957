import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { CredentialPage } from '@/components/pages/credential';
import { credentialById } from '@/lib/academy/credentials';
import { resolveLocale } from '@/lib/page';
import { credentialPath } from '@/lib/routes';
import { dynamicPageMetadata } from '@/lib/seo';

// Checked on each request: a credential can be revoked.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

const load = cache(async (id: string) => credentialById(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'academy.credential' });
  return dynamicPageMetadata({
    locale,
    namespace: 'academy',
    path: credentialPath(id),
    title: t('meta.title', { id: id.slice(0, 8) }),
    description: t('meta.description'),
    // A member's credential is theirs to share, not for search engines to list.
    index: false,
  });
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const found = await load(id);
  const { document, ...check } = 'document' in found ? found : { ...found, document: undefined };
  return <CredentialPage check={check} document={document} locale={locale} />;
}
