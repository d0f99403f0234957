import { getTranslations } from 'next-intl/server';
import { legalSection } from '@/components/sections/legal-document';
import { routes } from '@/lib/routes';
import { LegalPage } from './legal-page';

export async function TermsPage() {
  const t = await getTranslations('terms');
  // Each clause: its key, its paragraphs, its bullet points, the paragraphs after them and its link.
  const sections = [
    legalSection(t, {
      id: 'acceptance',
      paragraphs: ['p1', 'p2'],
      link: { key: 'privacyLink', href: routes.privacy },
    }),
    legalSection(t, {
      id: 'accounts',
      paragraphs: ['p1'],
      points: ['accurate', 'secure', 'one', 'responsible'],
      closing: ['closing'],
    }),
    legalSection(t, {
      id: 'wallets',
      paragraphs: ['p1'],
      points: ['keys', 'recovery', 'irreversible', 'fees', 'check'],
    }),
    legalSection(t, {
      id: 'acceptableUse',
      paragraphs: ['p1'],
      points: ['law', 'harm', 'deceive', 'ai', 'security', 'automation', 'malware'],
      closing: ['closing'],
    }),
    legalSection(t, { id: 'content', paragraphs: ['p1', 'p2', 'p3'] }),
    legalSection(t, {
      id: 'dao',
      paragraphs: ['p1'],
      points: ['own', 'outcome', 'conduct', 'noPartnership'],
    }),
    legalSection(t, { id: 'noAdvice', paragraphs: ['p1'] }),
    legalSection(t, { id: 'thirdParty', paragraphs: ['p1'] }),
    legalSection(t, { id: 'disclaimers', paragraphs: ['p1', 'p2'] }),
    legalSection(t, { id: 'liability', paragraphs: ['p1', 'p2'] }),
    legalSection(t, { id: 'termination', paragraphs: ['p1', 'p2'] }),
    legalSection(t, { id: 'changes', paragraphs: ['p1'] }),
    legalSection(t, { id: 'law', paragraphs: ['p1', 'p2'] }),
    legalSection(t, { id: 'contact', paragraphs: ['p1'], link: { key: 'link', href: routes.contact } }),
  ];
  return <LegalPage t={t} sections={sections} />;
}
