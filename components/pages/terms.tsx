import { getTranslations } from 'next-intl/server';
import { LegalDocument, type LegalSection } from '@/components/sections/legal-document';
import { PageHero } from '@/components/sections/page-hero';
import { Link } from '@/lib/i18n/navigation';

/** Each clause: its key, its paragraphs, its bullet points and the paragraphs after them. */
const clauses = [
  { id: 'acceptance', paragraphs: ['p1', 'p2'] },
  {
    id: 'accounts',
    paragraphs: ['p1'],
    points: ['accurate', 'secure', 'one', 'responsible'],
    closing: ['closing'],
  },
  { id: 'wallets', paragraphs: ['p1'], points: ['keys', 'recovery', 'irreversible', 'fees', 'check'] },
  {
    id: 'acceptableUse',
    paragraphs: ['p1'],
    points: ['law', 'harm', 'deceive', 'ai', 'security', 'automation', 'malware'],
    closing: ['closing'],
  },
  { id: 'content', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'dao', paragraphs: ['p1'], points: ['own', 'outcome', 'conduct', 'noPartnership'] },
  { id: 'noAdvice', paragraphs: ['p1'] },
  { id: 'thirdParty', paragraphs: ['p1'] },
  { id: 'disclaimers', paragraphs: ['p1', 'p2'] },
  { id: 'liability', paragraphs: ['p1', 'p2'] },
  { id: 'termination', paragraphs: ['p1', 'p2'] },
  { id: 'changes', paragraphs: ['p1'] },
  { id: 'law', paragraphs: ['p1', 'p2'] },
  { id: 'contact', paragraphs: ['p1'] },
] as const satisfies readonly {
  id: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  closing?: readonly string[];
}[];

export async function TermsPage() {
  const t = await getTranslations('terms');
  const sections: LegalSection[] = clauses.map((clause) => {
    const base = `sections.${clause.id}`;
    let extra: LegalSection['extra'];
    if (clause.id === 'acceptance') {
      extra = (
        <p>
          <Link href="/privacy-policy">{t(`${base}.privacyLink`)}</Link>
        </p>
      );
    } else if (clause.id === 'contact') {
      extra = (
        <p>
          <Link href="/contact">{t(`${base}.link`)}</Link>
        </p>
      );
    }
    return {
      id: clause.id,
      title: t(`${base}.title`),
      paragraphs: clause.paragraphs.map((p) => t(`${base}.${p}`)),
      points: 'points' in clause ? clause.points.map((p) => t(`${base}.points.${p}`)) : undefined,
      closing: 'closing' in clause ? clause.closing.map((p) => t(`${base}.${p}`)) : undefined,
      extra,
    };
  });

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <p className="text-sm text-muted">{t('hero.updated')}</p>
      </PageHero>
      <div className="pb-16">
        <LegalDocument contentsLabel={t('contents')} sections={sections} />
      </div>
    </>
  );
}
