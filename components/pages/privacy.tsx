import { getTranslations } from 'next-intl/server';
import { LegalDocument, type LegalSection } from '@/components/sections/legal-document';
import { PageHero } from '@/components/sections/page-hero';
import { Link } from '@/lib/i18n/navigation';

/** Each clause: its key, its paragraphs, its bullet points and the paragraphs after them. */
const clauses = [
  { id: 'intro', paragraphs: ['p1', 'p2'] },
  {
    id: 'collect',
    paragraphs: ['p1'],
    points: ['email', 'username', 'wallet', 'localeCookie', 'sessionCookie', 'localStorage', 'logs'],
    closing: ['closing1', 'closing2'],
  },
  { id: 'blockchain', paragraphs: ['p1', 'p2'] },
  {
    id: 'purposes',
    paragraphs: ['p1'],
    points: ['account', 'signIn', 'language', 'service', 'newsletter', 'security', 'improve', 'legal'],
    closing: ['closing'],
  },
  { id: 'legalBases', paragraphs: ['p1'], points: ['contract', 'interests', 'consent', 'obligation'] },
  {
    id: 'sharing',
    paragraphs: ['p1'],
    points: ['hosting', 'email', 'advisers', 'authorities'],
    closing: ['closing'],
  },
  {
    id: 'retention',
    paragraphs: ['p1'],
    points: ['account', 'cookies', 'logs', 'newsletter', 'legal'],
    closing: ['closing'],
  },
  {
    id: 'rights',
    paragraphs: ['p1'],
    points: ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection', 'withdraw'],
    closing: ['closing1', 'closing2'],
  },
  { id: 'security', paragraphs: ['p1', 'p2'] },
  { id: 'children', paragraphs: ['p1'] },
  { id: 'transfers', paragraphs: ['p1'] },
  { id: 'changes', paragraphs: ['p1'] },
  { id: 'contact', paragraphs: ['p1'] },
] as const satisfies readonly {
  id: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  closing?: readonly string[];
}[];

export async function PrivacyPage() {
  const t = await getTranslations('privacy');
  const sections: LegalSection[] = clauses.map((clause) => {
    const base = `sections.${clause.id}`;
    return {
      id: clause.id,
      title: t(`${base}.title`),
      paragraphs: clause.paragraphs.map((p) => t(`${base}.${p}`)),
      points: 'points' in clause ? clause.points.map((p) => t(`${base}.points.${p}`)) : undefined,
      closing: 'closing' in clause ? clause.closing.map((p) => t(`${base}.${p}`)) : undefined,
      extra:
        clause.id === 'contact' ? (
          <p>
            <Link href="/contact">{t(`${base}.link`)}</Link>
          </p>
        ) : undefined,
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
