import { ArrowRight, GraduationCap, Landmark, Palette, Rocket, ShieldCheck, Wallet } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

/** Topics, each with its anchor on this page, its questions and the page with more on the subject. */
const topics = [
  {
    key: 'gettingStarted',
    anchor: 'faq-getting-started',
    icon: Rocket,
    href: '/docs',
    questions: ['whatIs', 'join', 'roles'],
  },
  {
    key: 'account',
    anchor: 'faq-account',
    icon: ShieldCheck,
    href: '/privacy-policy',
    questions: ['secure', 'impostor', 'data'],
  },
  {
    key: 'wallets',
    anchor: 'faq-wallets',
    icon: Wallet,
    href: '/ecosystem/web3',
    questions: ['which', 'networks', 'failed', 'lost'],
  },
  {
    key: 'governance',
    anchor: 'faq-governance',
    icon: Landmark,
    href: '/ecosystem/dao',
    questions: ['vote', 'propose'],
  },
  {
    key: 'academy',
    anchor: 'faq-academy',
    icon: GraduationCap,
    href: '/academy',
    questions: ['enrol', 'credentials'],
  },
  {
    key: 'creatorHub',
    anchor: 'faq-creator-hub',
    icon: Palette,
    href: '/creator-hub',
    questions: ['prompts', 'ownership', 'rules'],
  },
] as const;

export async function HelpCenterPage() {
  const t = await getTranslations('helpCenter');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <Button asChild size="lg">
          <a href="#faq">{t('hero.faq')}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/contact">{t('hero.contact')}</Link>
        </Button>
      </PageHero>

      <Section id="topics" title={t('categories.title')} intro={t('categories.intro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map(({ key, anchor, icon: Icon }) => (
            <li key={key}>
              <a
                href={`#${anchor}`}
                className="group block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Card className="h-full transition-colors group-hover:border-primary/60">
                  <span className="mb-4 grid size-11 place-items-center rounded-xl bg-primary/15 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle>{t(`categories.${key}.title`)}</CardTitle>
                  <CardDescription>{t(`categories.${key}.body`)}</CardDescription>
                </Card>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title={t('faq.title')} intro={t('faq.intro')} className="scroll-mt-20">
        <div className="space-y-12">
          {topics.map(({ key, anchor, href, questions }) => (
            <div key={key} id={anchor} className="scroll-mt-24">
              <h3 className="mb-4 text-xl font-semibold">{t(`categories.${key}.title`)}</h3>
              <FaqList
                items={questions.map((question) => ({
                  question: t(`faq.${key}.${question}.question`),
                  answer: t(`faq.${key}.${question}.answer`),
                }))}
              />
              <Link
                href={href}
                className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
              >
                {t(`faq.${key}.more`)}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          ))}
        </div>
      </Section>

      <CtaBand title={t('closing.title')} body={t('closing.body')}>
        <Button asChild>
          <Link href="/contact">{t('closing.contact')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/docs">{t('closing.docs')}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
