import type { LegalClause } from '@/components/sections/legal-document';
import { routes } from '@/lib/routes';
import { LegalPage } from './legal-page';

/** Each clause: its key, its paragraphs, its bullet points, the paragraphs after them and its link. */
const clauses: LegalClause[] = [
  { id: 'intro', paragraphs: ['p1', 'p2'] },
  {
    id: 'collect',
    paragraphs: ['p1'],
    points: ['email', 'username', 'wallet', 'localeCookie', 'sessionCookie', 'localStorage', 'logs'],
    closing: ['closing1', 'closing2'],
  },
  { id: 'blockchain', paragraphs: ['p1', 'p2'] },
  {
    id: 'purposes',
    paragraphs: ['p1'],
    points: ['account', 'signIn', 'language', 'service', 'newsletter', 'security', 'improve', 'legal'],
    closing: ['closing'],
  },
  { id: 'legalBases', paragraphs: ['p1'], points: ['contract', 'interests', 'consent', 'obligation'] },
  {
    id: 'sharing',
    paragraphs: ['p1'],
    points: ['hosting', 'email', 'advisers', 'authorities'],
    closing: ['closing'],
  },
  {
    id: 'retention',
    paragraphs: ['p1'],
    points: ['account', 'cookies', 'logs', 'newsletter', 'legal'],
    closing: ['closing'],
  },
  {
    id: 'rights',
    paragraphs: ['p1'],
    points: ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection', 'withdraw'],
    closing: ['closing1', 'closing2'],
  },
  { id: 'security', paragraphs: ['p1', 'p2'] },
  { id: 'children', paragraphs: ['p1'] },
  { id: 'transfers', paragraphs: ['p1'] },
  { id: 'changes', paragraphs: ['p1'] },
  { id: 'contact', paragraphs: ['p1'], link: { key: 'link', href: routes.contact } },
];

export function PrivacyPage() {
  return <LegalPage namespace="privacy" clauses={clauses} />;
}
