import {
  Atom,
  BadgeCheck,
  Bot,
  Brain,
  Clock,
  FileCheck,
  HeartPulse,
  Landmark,
  Lock,
  Palette,
  Wallet,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ArrowLink } from '@/components/sections/arrow-link';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { linkItems } from '@/components/sections/link-card-grid';
import { NumberedSteps } from '@/components/sections/numbered-steps';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { entriesOf, textItems } from '@/components/sections/text-items';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { pageHref, routes } from '@/lib/routes';

const levels = { beginner: 'accent', intermediate: 'muted', advanced: 'default' } as const;

/** The learning paths, each with its level. */
const paths = {
  aiFoundations: 'beginner',
  web3Essentials: 'beginner',
  civicGovernance: 'intermediate',
  healthData: 'intermediate',
  aiAgents: 'advanced',
} satisfies Record<string, keyof typeof levels>;

const modules = ['moduleOne', 'moduleTwo', 'moduleThree', 'moduleFour'] as const;

/** Course categories, each leading to the area of the site it teaches about. */
const categories = {
  ai: { icon: Brain, href: routes.aiUniverse },
  web3: { icon: Wallet, href: routes.web3 },
  health: { icon: HeartPulse, href: routes.healthTech },
  quantum: { icon: Atom, href: routes.quantum },
  creative: { icon: Palette, href: routes.creatorHub },
  governance: { icon: Landmark, href: routes.dao },
};

const credentials = { what: FileCheck, verify: BadgeCheck, own: Lock };
const steps = ['join', 'choose', 'learn', 'earn'] as const;

export async function AcademyPage() {
  const t = await getTranslations('academy');
  return (
    <>
      <PageHero {...heroProps(t, { start: pageHref('academy', 'start'), community: routes.community })} />

      <Section {...sectionText(t, 'paths')}>
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {entriesOf(paths).map(([key, level]) => (
            <li key={key}>
              <Card className="flex h-full flex-col">
                <div className="mb-3 flex flex-wrap items-center gap-2">
                  <Badge variant={levels[level]}>{t(`levels.${level}`)}</Badge>
                  <span className="inline-flex items-center gap-1.5 text-xs text-muted">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {t(`paths.${key}.duration`)}
                  </span>
                </div>
                <CardTitle>{t(`paths.${key}.title`)}</CardTitle>
                <CardDescription>{t(`paths.${key}.body`)}</CardDescription>
                <p className="mt-4 text-xs font-semibold tracking-wider text-accent uppercase">
                  {t('paths.modulesLabel')}
                </p>
                <ol className="mt-2 space-y-1.5 text-sm text-muted">
                  {modules.map((module, index) => (
                    <li key={module} className="flex gap-2">
                      <span aria-hidden="true" className="w-4 shrink-0 font-semibold text-primary">
                        {index + 1}
                      </span>
                      {t(`paths.${key}.${module}`)}
                    </li>
                  ))}
                </ol>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section {...sectionText(t, 'catalogue')}>
        <FeatureGrid
          items={linkItems(t, 'catalogue', categories).map(({ href, ...category }) => ({
            ...category,
            footer: (
              <ArrowLink href={href}>
                {t('catalogue.explore')}
                <span className="sr-only">: {category.title}</span>
              </ArrowLink>
            ),
          }))}
        />
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
