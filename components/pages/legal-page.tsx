import { getTranslations } from 'next-intl/server';
import { LegalDocument, legalSections, type LegalClause } from '@/components/sections/legal-document';
import { heroProps, PageHero } from '@/components/sections/page-hero';

/** A legal page (privacy policy, terms): its hero with the date of the text, then the text. */
export async function LegalPage({
  namespace,
  clauses,
}: {
  namespace: 'privacy' | 'terms';
  clauses: readonly LegalClause[];
}) {
  const t = await getTranslations(namespace);
  return (
    <>
      <PageHero {...heroProps(t)}>
        <p className="text-sm text-muted">{t('hero.updated')}</p>
      </PageHero>
      <div className="pb-16">
        <LegalDocument contentsLabel={t('contents')} sections={legalSections(t, clauses)} />
      </div>
    </>
  );
}
