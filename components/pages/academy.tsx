import { BadgeCheck, Bot, FileCheck, Lock } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Catalogue } from '@/components/academy/catalogue';
import { PathCard } from '@/components/academy/path-card';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { learningPaths } from '@/lib/academy/catalog';
import type { Locale } from '@/lib/i18n/config';
import { pageHref, routes } from '@/lib/routes';

const credentials = { what: FileCheck, verify: BadgeCheck, own: Lock };
const steps = ['join', 'choose', 'learn', 'earn'] as const;

export async function AcademyPage() {
  const [t, locale] = await Promise.all([getTranslations('academy'), getLocale()]);
  const paths = learningPaths(locale as Locale);
  return (
    <>
      <PageHero {...heroProps(t, { start: pageHref('academy', 'start'), community: routes.community })} />

      <Section {...sectionText(t, 'paths')}>
        <ul className="grid gap-5 md:grid-cols-2">
          {paths.map((path) => (
            <li key={path.slug}>
              <PathCard path={path} />
            </li>
          ))}
        </ul>
      </Section>

      <Section {...sectionText(t, 'catalogue', 'courses')}>
        <Catalogue locale={locale} />
      </Section>

      <Section {...sectionText(t, 'credentials')}>
        <FeatureGrid items={textItems(t, 'credentials', credentials)} />
      </Section>

      <Section {...sectionText(t, 'start')}>
        <NumberedSteps columns={4} items={textItems(t, 'start', steps)} />
      </Section>

      <CtaBand
        {...closingProps(t, {
          community: routes.community,
          builders: { href: routes.builders, icon: Bot },
        })}
      />
    </>
  );
}
