import { LegalDocument, type LegalSection } from '@/components/sections/legal-document';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import type { Translate } from '@/components/sections/text-items';

/**
 * A legal page (privacy policy, terms): its hero with the date of the text, then the text. `t` is the
 * page's translator, `sections` its clauses (legalSection).
 */
export function LegalPage({
  t,
  sections,
}: {
  t: Translate<'hero.eyebrow' | 'hero.title' | 'hero.lead' | 'hero.updated' | 'contents'>;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero {...heroProps(t)}>
        <p className="text-sm text-muted">{t('hero.updated')}</p>
      </PageHero>
      <div className="pb-16">
        <LegalDocument contentsLabel={t('contents')} sections={sections} />
      </div>
    </>
  );
}
