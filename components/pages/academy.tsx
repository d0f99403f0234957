import { BadgeCheck, Bot, FileCheck, Lock, PenLine } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Catalogue } from '@/components/academy/catalogue';
import { CommunityPathsLazy } from '@/components/academy/community-lazy';
import { PathCard } from '@/components/academy/path-card';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { pickStrings } from '@/components/sections/pick-strings';
import { Section, sectionText } from '@/components/sections/section';
import { textItems } from '@/components/sections/text-items';
import { buttonVariants } from '@/components/ui/button-variants';
import { learningPaths } from '@/lib/academy/catalog';
import type { Locale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';
import { pageHref, routes, writePathHref } from '@/lib/routes';

const credentials = { what: FileCheck, verify: BadgeCheck, own: Lock };
const steps = ['join', 'choose', 'learn', 'earn'] as const;

export async function AcademyPage() {
  const [t, locale] = await Promise.all([getTranslations('academy'), getLocale()]);
  const paths = learningPaths(locale as Locale);
  const messages = getMessages(locale as Locale).academy;
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

      <Section {...sectionText(t, 'community', 'community-paths')}>
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center gap-4">
            <Link href={writePathHref()} className={buttonVariants()}>
              <PenLine aria-hidden="true" className="size-4" />
              {t('community.write')}
            </Link>
            <p className="max-w-xl text-sm text-muted">{t('community.writeHint')}</p>
          </div>
          <CommunityPathsLazy
            locale={locale}
            strings={{
              ...pickStrings(messages, ['community', 'levels', 'topics', 'minutes']),
              lessons: messages.paths.lessons,
            }}
          />
        </div>
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
