'use client';

// "Flag" on a proposal page (LAZY: ./proposal-flag-lazy.tsx): only for a signed-in citizen who did not
// write the proposal. Who the reader is comes from GET /api/citizens/me once they are signed in.
import { useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { useSession } from '@/components/account/session-store';
import { buttonVariants } from '@/components/ui/button-variants';
import type { MyGovernance } from '@/lib/api/contract';
import { FlagButton } from './flag-button';
import { sameAuthor } from './format';
import type { FlagStrings } from './types';

export type ProposalFlagProps = {
  proposalId: number;
  /** The proposal's author (null: the founding proposal, which the site put to the vote). */
  author: { handle: string } | null;
  strings: FlagStrings;
  locale: string;
};

export function ProposalFlag({ proposalId, author, strings, locale }: ProposalFlagProps) {
  const session = useSession();
  const who = session.status === 'ready' ? (session.user?.id ?? null) : null;
  const [reader, setReader] = useState<{ who: string; handle: string | null } | null>(null);

  useEffect(() => {
    if (!who) return;
    let live = true;
    void api<MyGovernance>('/api/citizens/me').then((result) => {
      if (live) setReader({ who, handle: result.ok ? (result.data.citizen?.handle ?? null) : null });
    });
    return () => {
      live = false;
    };
  }, [who]);

  // Whoever signs out or in on the page is read again before the button shows.
  const handle = reader && reader.who === who ? reader.handle : null;
  if (!handle || sameAuthor(author, handle)) return null;
  return (
    <FlagButton
      targetType="proposal"
      targetId={proposalId}
      strings={strings}
      locale={locale}
      className={buttonVariants({
        variant: 'ghost',
        size: 'sm',
        className: 'text-muted hover:text-foreground',
      })}
    />
  );
}
