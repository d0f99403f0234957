import { getTranslations } from 'next-intl/server';
import { legalSection } from '@/components/sections/legal-document';
import { routes } from '@/lib/routes';
import { LegalPage } from './legal-page';

export async function PrivacyPage() {
  const t = await getTranslations('privacy');
  // Each clause: its key, its paragraphs, its bullet points, the paragraphs after them and its link.
  const sections = [
    legalSection(t, { id: 'intro', paragraphs: ['p1', 'p2'] }),
    legalSection(t, {
      id: 'collect',
      paragraphs: ['p1'],
      points: ['email', 'username', 'wallet', 'localeCookie', 'sessionCookie', 'localStorage', 'logs'],
      closing: ['closing1', 'closing2'],
    }),
    legalSection(t, { id: 'blockchain', paragraphs: ['p1', 'p2'] }),
    legalSection(t, {
      id: 'purposes',
      paragraphs: ['p1'],
      points: ['account', 'signIn', 'language', 'service', 'newsletter', 'security', 'improve', 'legal'],
      closing: ['closing'],
    }),
    legalSection(t, {
      id: 'legalBases',
      paragraphs: ['p1'],
      points: ['contract', 'interests', 'consent', 'obligation'],
    }),
    legalSection(t, {
      id: 'sharing',
      paragraphs: ['p1'],
      points: ['hosting', 'email', 'advisers', 'authorities'],
      closing: ['closing'],
    }),
    legalSection(t, {
      id: 'retention',
      paragraphs: ['p1'],
      points: ['account', 'cookies', 'logs', 'newsletter', 'legal'],
      closing: ['closing'],
    }),
    legalSection(t, {
      id: 'rights',
      paragraphs: ['p1'],
      points: ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection', 'withdraw'],
      closing: ['closing1', 'closing2'],
    }),
    legalSection(t, { id: 'security', paragraphs: ['p1', 'p2'] }),
    legalSection(t, { id: 'children', paragraphs: ['p1'] }),
    legalSection(t, { id: 'transfers', paragraphs: ['p1'] }),
    legalSection(t, { id: 'changes', paragraphs: ['p1'] }),
    legalSection(t, { id: 'contact', paragraphs: ['p1'], link: { key: 'link', href: routes.contact } }),
  ];
  return <LegalPage t={t} sections={sections} />;
}
