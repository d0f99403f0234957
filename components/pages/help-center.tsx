import { GraduationCap, Landmark, Palette, Rocket, ShieldCheck, Wallet } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ArrowLink } from '@/components/sections/arrow-link';
import { closingProps, CtaBand } from '@/components/sections/cta-band';
import { faqItems, FaqList } from '@/components/sections/faq-list';
import { LinkCardGrid } from '@/components/sections/link-card-grid';
import { heroProps, PageHero } from '@/components/sections/page-hero';
import { Section, sectionText } from '@/components/sections/section';
import { routes } from '@/lib/routes';

/** Topics, each with its anchor on this page, its questions and the page with more on the subject. */
const topics = [
  { key: 'gettingStarted', anchor: 'faq-getting-started', icon: Rocket, href: routes.docs },
  { key: 'account', anchor: 'faq-account', icon: ShieldCheck, href: routes.privacy },
  { key: 'wallets', anchor: 'faq-wallets', icon: Wallet, href: routes.web3 },
  { key: 'governance', anchor: 'faq-governance', icon: Landmark, href: routes.dao },
  { key: 'academy', anchor: 'faq-academy', icon: GraduationCap, href: routes.academy },
  { key: 'creatorHub', anchor: 'faq-creator-hub', icon: Palette, href: routes.creatorHub },
] as const;

export async function HelpCenterPage() {
  const t = await getTranslations('helpCenter');
  // Each topic's questions, one call per topic so that each is checked against its own topic's keys.
  const questions: Record<(typeof topics)[number]['key'], ReturnType<typeof faqItems>> = {
    gettingStarted: faqItems(t, 'faq.gettingStarted', ['whatIs', 'join', 'roles']),
    account: faqItems(t, 'faq.account', ['secure', 'impostor', 'data']),
    wallets: faqItems(t, 'faq.wallets', ['which', 'networks', 'failed', 'lost']),
    governance: faqItems(t, 'faq.governance', ['vote', 'propose']),
    academy: faqItems(t, 'faq.academy', ['enrol', 'credentials']),
    creatorHub: faqItems(t, 'faq.creatorHub', ['prompts', 'ownership', 'rules']),
  };
  return (
    <>
      <PageHero {...heroProps(t, { faq: '#faq', contact: routes.contact })} />

      <Section {...sectionText(t, 'categories', 'topics')}>
        <LinkCardGrid
          size="regular"
          items={topics.map(({ key, anchor, icon }) => ({
            title: t(`categories.${key}.title`),
            body: t(`categories.${key}.body`),
            icon,
            href: `#${anchor}`,
          }))}
        />
      </Section>

      <Section {...sectionText(t, 'faq')} className="scroll-mt-20">
        <div className="space-y-12">
          {topics.map(({ key, anchor, href }) => (
            <div key={key} id={anchor} className="scroll-mt-24">
              <h3 className="mb-4 text-xl font-semibold">{t(`categories.${key}.title`)}</h3>
              <FaqList items={questions[key]} />
              <ArrowLink href={href} className="mt-4 gap-2">
                {t(`faq.${key}.more`)}
              </ArrowLink>
            </div>
          ))}
        </div>
      </Section>

      <CtaBand {...closingProps(t, { contact: routes.contact, docs: routes.docs })} />
    </>
  );
}
