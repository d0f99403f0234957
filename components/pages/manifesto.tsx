import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/sections/link-button';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Prose } from '@/components/sections/prose';
import { routes } from '@/lib/routes';

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
      <PageHero {...heroProps(t)} />

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
            <LinkButton href={routes.dao} linkClassName="no-underline">
              {t('closing.daoLink')}
            </LinkButton>
            <LinkButton href={routes.aiUniverse} variant="outline" linkClassName="no-underline">
              {t('closing.citizenLink')}
            </LinkButton>
          </div>
        </article>
      </Prose>
    </>
  );
}
