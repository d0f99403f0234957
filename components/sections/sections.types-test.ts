// Type-level checks of the section helpers, run by `tsc --noEmit` (this file is never executed). Each
// helper names the keys it builds, so a page's translator must have every one of them: each line marked
// with an expected error must stay an error, or the unused directive fails the type check.
import { Bot, Brain } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { routes } from '@/lib/routes';
import { faqItems, faqSection } from './faq-list';
import { legalSection } from './legal-document';
import { closingProps } from './cta-band';
import { linkItems, pageItems } from './link-card-grid';
import { heroProps } from './page-hero';
import { sectionText } from './section';
import { statItems } from './stat-grid';
import { pickStrings } from './pick-strings';
import { pointItem, textItems } from './text-items';

export async function sectionHelpers() {
  const t = await getTranslations('about');
  const ok: unknown[] = [
    heroProps(t, { manifesto: routes.manifesto }),
    sectionText(t, 'mission'),
    textItems(t, 'mission', ['empower', 'own'] as const),
    textItems(t, 'mission', { empower: Bot, own: Brain }),
    pageItems(t, 'areas', { aiUniverse: Bot }),
    closingProps(t, { roadmap: routes.roadmap }),
  ];

  // @ts-expect-error: no such section
  sectionText(t, 'misson');
  // @ts-expect-error: no such item in the section
  textItems(t, 'mission', ['empower', 'owns'] as const);
  // @ts-expect-error: no such item, in an icon map
  textItems(t, 'mission', { empower: Bot, ownn: Brain });
  const loose: string[] = ['empower', 'own'];
  // @ts-expect-error: a list of any strings (a module's array without `as const`) checks nothing
  textItems(t, 'mission', loose);
  // @ts-expect-error: the items have no `meta`
  textItems(t, 'mission', ['empower'] as const, ['meta']);
  // @ts-expect-error: no such hero action
  heroProps(t, { roadmapp: routes.roadmap });
  // @ts-expect-error: no such closing action
  closingProps(t, { manifestoo: routes.manifesto });
  // @ts-expect-error: a page with no card in the section
  pageItems(t, 'areas', { careers: Bot });

  const dao = await getTranslations('dao');
  ok.push({ stats: statItems(dao, 'voting', ['period'] as const) });
  // @ts-expect-error: no such figure
  statItems(dao, 'voting', ['periodd'] as const);

  const docs = await getTranslations('docs');
  // @ts-expect-error: no such question
  faqItems(docs, 'faq', ['whatIs?'] as const);
  ok.push(faqSection(docs, ['cost', 'wallet'] as const));
  // @ts-expect-error: no such question, in a page's FAQ section
  faqSection(docs, ['whatIs?'] as const);

  const island = { review: 'r', write: 'w' };
  ok.push(pickStrings(island, ['review']));
  // @ts-expect-error: the messages have no such part
  pickStrings(island, ['reviews']);
  // @ts-expect-error: no such card
  linkItems(docs, 'gettingStarted', { nope: { icon: Bot, href: routes.docs } });

  const web3 = await getTranslations('web3');
  ok.push(pointItem(web3, 'wallet.send', ['pointAddress', 'pointFee']));
  // @ts-expect-error: a point of another card (swap's), not send's
  pointItem(web3, 'wallet.send', ['pointAddress', 'pointQuote']);

  const privacy = await getTranslations('privacy');
  ok.push(legalSection(privacy, { id: 'intro', paragraphs: ['p1', 'p2'] }));
  // @ts-expect-error: the clause has no third paragraph
  legalSection(privacy, { id: 'intro', paragraphs: ['p1', 'p3'] });
  // @ts-expect-error: no such bullet point in the clause
  legalSection(privacy, { id: 'collect', paragraphs: ['p1'], points: ['emails'] });
  // @ts-expect-error: no such clause
  legalSection(privacy, { id: 'cookies', paragraphs: ['p1'] });
  return ok;
}
