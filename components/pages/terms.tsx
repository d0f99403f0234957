import type { LegalClause } from '@/components/sections/legal-document';
import { routes } from '@/lib/routes';
import { LegalPage } from './legal-page';

/** Each clause: its key, its paragraphs, its bullet points, the paragraphs after them and its link. */
const clauses: LegalClause[] = [
  { id: 'acceptance', paragraphs: ['p1', 'p2'], link: { key: 'privacyLink', href: routes.privacy } },
  {
    id: 'accounts',
    paragraphs: ['p1'],
    points: ['accurate', 'secure', 'one', 'responsible'],
    closing: ['closing'],
  },
  { id: 'wallets', paragraphs: ['p1'], points: ['keys', 'recovery', 'irreversible', 'fees', 'check'] },
  {
    id: 'acceptableUse',
    paragraphs: ['p1'],
    points: ['law', 'harm', 'deceive', 'ai', 'security', 'automation', 'malware'],
    closing: ['closing'],
  },
  { id: 'content', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'dao', paragraphs: ['p1'], points: ['own', 'outcome', 'conduct', 'noPartnership'] },
  { id: 'noAdvice', paragraphs: ['p1'] },
  { id: 'thirdParty', paragraphs: ['p1'] },
  { id: 'disclaimers', paragraphs: ['p1', 'p2'] },
  { id: 'liability', paragraphs: ['p1', 'p2'] },
  { id: 'termination', paragraphs: ['p1', 'p2'] },
  { id: 'changes', paragraphs: ['p1'] },
  { id: 'law', paragraphs: ['p1', 'p2'] },
  { id: 'contact', paragraphs: ['p1'], link: { key: 'link', href: routes.contact } },
];

export function TermsPage() {
  return <LegalPage namespace="terms" clauses={clauses} />;
}
