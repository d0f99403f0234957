'use client';

// A group page's own part for the reader (LAZY: ./group-actions-lazy.tsx loads it after the page): Join
// or Leave (the page's counts are read again after), and "New thread" for members, whose dialog loads on
// the first press. Visitors are asked to sign in, members who are not citizens to become citizens.
import { PenLine } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { useSession } from '@/components/account/session-store';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { ButtonPlaceholder } from '@/components/ui/button-placeholder';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog';
import type { GroupPage } from '@/lib/api/contract';
import { JoinPrompt, MembershipButton, type MembershipStrings } from './membership';
import type { NewThreadStrings } from './new-thread-dialog';
import { useReader } from './use-reader';

export type GroupActionsStrings = MembershipStrings & NewThreadStrings;

export type GroupActionsProps = {
  groupId: number;
  slug: string;
  /** The group's name as shown on the page. */
  name: string;
  strings: GroupActionsStrings;
  /** Called once the island is on screen (the lazy wrapper then removes its stand-in). */
  onReady?: () => void;
};

const NewThreadDialog = dynamic(() => import('./new-thread-dialog').then((m) => m.NewThreadDialog), {
  ssr: false,
});
const preloadNewThread = () => void import('./new-thread-dialog');

/** Whether the reader is a member: GET /api/community/groups lists the ids of the groups they joined. */
async function isMember(groupId: number): Promise<boolean> {
  const result = await api<GroupPage>('/api/community/groups');
  // Unknown: shown as not a member; joining is idempotent, so a press sets it right.
  return result.ok && result.data.joined.includes(groupId);
}

export function GroupActions({ groupId, slug, name, strings: s, onReady }: GroupActionsProps) {
  const router = useRouter();
  const reader = useReader();
  const session = useSession();
  const userId = session.status === 'ready' ? session.user?.id : undefined;
  const [joined, setJoined] = useState<boolean | null>(null);
  const dialog = useLazyDialog(preloadNewThread);
  const mayJoin = reader.status === 'citizen' || reader.status === 'unknown';

  useReady(onReady);

  // Read again for whoever signs in (the join dialog) while the page is open.
  useEffect(() => {
    if (!mayJoin || !userId) return;
    let live = true;
    void isMember(groupId).then((member) => live && setJoined(member));
    return () => {
      live = false;
    };
  }, [mayJoin, userId, groupId]);

  if (reader.status === 'loading' || (mayJoin && joined === null))
    return (
      <ButtonPlaceholder label={s.membership.checking} className="flex items-center" shape="h-10 w-28" />
    );

  if (!mayJoin) return <JoinPrompt reader={reader} strings={s} />;

  return (
    <div className="flex flex-wrap items-start gap-3">
      <MembershipButton
        slug={slug}
        name={name}
        joined={Boolean(joined)}
        strings={s}
        onChange={(reply) => {
          setJoined(reply.joined);
          // The page's member count, from the server.
          router.refresh();
        }}
      />
      {joined ? (
        <>
          <button {...dialog.triggerProps} className={buttonVariants({ size: 'compact' })}>
            <PenLine aria-hidden="true" className="size-4" />
            {s.newThread.open}
          </button>
          {dialog.wanted && (
            <NewThreadDialog {...dialog.dialogProps} slug={slug} groupName={name} strings={s} />
          )}
        </>
      ) : (
        <p className="self-center text-sm text-muted">{s.newThread.joinFirst}</p>
      )}
    </div>
  );
}
