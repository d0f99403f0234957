'use client';

// Flag on a creation's share page: for signed-in members other than its author (the server decides the
// rest: citizens only, once each, three flags hide it until a moderator looks).
import { useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { useSession } from '@/components/account/session-store';
import { FlagButton } from '@/components/forum/flag-button';
import type { FlagStrings } from '@/components/forum/types';
import { buttonVariants } from '@/components/ui/button-variants';

export function CreationReport({
  id,
  strings,
  locale,
}: {
  id: number;
  strings: FlagStrings;
  locale: string;
}) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : null;
  const [mine, setMine] = useState<boolean | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void api<{ mine: boolean }>(`/api/studio/creations/${id}`).then((result) => {
      if (live) setMine(result.ok ? result.data.mine : true);
    });
    return () => {
      live = false;
    };
  }, [id, userId]);

  if (!userId || mine !== false) return null;
  return (
    <FlagButton
      targetType="creation"
      targetId={id}
      strings={strings}
      locale={locale}
      className={buttonVariants({ variant: 'ghost', size: 'sm' })}
    />
  );
}
