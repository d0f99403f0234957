import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/sections/page-hero';
import { Prose } from '@/components/sections/prose';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/** Principles in reading order; each has a title and two paragraphs (p1, p2). */
const principles = [
  'peopleFirst',
  'identity',
  'power',
  'openness',
  'safety',
  'contribution',
  'inclusion',
  'longTerm',
] as const;

const redLines = ['line1', 'line2', 'line3', 'line4'] as const;
const commitments = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'] as const;

export async function ManifestoPage() {
  const t = await getTranslations('manifesto');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Prose>
        <article className="pb-16">
          <section aria-labelledby="preamble-title">
            <h2 id="preamble-title">{t('preamble.title')}</h2>
            <p>{t('preamble.p1')}</p>
            <p>{t('preamble.p2')}</p>
          </section>

          {principles.map((key) => (
            <section key={key} id={key} aria-labelledby={`${key}-title`} className="scroll-mt-24">
              <h2 id={`${key}-title`}>{t(`${key}.title`)}</h2>
              <p>{t(`${key}.p1`)}</p>
              <p>{t(`${key}.p2`)}</p>
              {key === 'safety' && (
                <ul>
                  {redLines.map((line) => (
                    <li key={line}>{t(`safety.${line}`)}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}

          <section id="commitments" aria-labelledby="commitments-title" className="scroll-mt-24">
            <h2 id="commitments-title">{t('commitments.title')}</h2>
            <p>{t('commitments.intro')}</p>
            <ol>
              {commitments.map((item) => (
                <li key={item}>{t(`commitments.${item}`)}</li>
              ))}
            </ol>
          </section>

          <blockquote className="mt-10 text-lg">{t('closing.quote')}</blockquote>
          <p>{t('closing.p1')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild>
              <Link href="/ecosystem/dao" className="no-underline">
                {t('closing.daoLink')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/ecosystem/ai-universe" className="no-underline">
                {t('closing.citizenLink')}
              </Link>
            </Button>
          </div>
        </article>
      </Prose>
    </>
  );
}
