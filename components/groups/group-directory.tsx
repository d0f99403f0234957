'use client';

// The group directory's island (LAZY: ./group-directory-lazy.tsx loads it after the community page,
// which is static). It reads every page of GET /api/community/groups: the real member and thread counts,
// the groups the reader joined (Join / Leave), and the groups members started, after the six founding
// ones. Citizens from the second tier up get "Create a group" (the dialog loads on the first press).
import { Check, Plus } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/components/account/api';
import { useSessionLoad } from '@/components/account/use-session-load';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog';
import type { GroupPage, GroupSummary } from '@/lib/api/contract';
import { TIERS } from '@/lib/citizens/rules';
import { foundingGroups, GROUP_CREATION } from '@/lib/community/rules';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { numberFormat } from '@/lib/i18n/intl';
import type { CreateGroupStrings } from './create-group-dialog';
import { groupText, isFoundingGroup, type FoundingTexts } from './format';
import { CountsPlaceholder, GroupCard } from './group-card';
import { JoinPrompt, MembershipButton, type MembershipReply, type MembershipStrings } from './membership';
import { useReader, type Reader } from './use-reader';

type Groups = AppMessages['groups'];

export type DirectoryStrings = MembershipStrings & {
  founding: FoundingTexts;
  counts: Groups['counts'];
  directory: Groups['directory'];
  create: Groups['create'];
};

export type GroupDirectoryProps = {
  strings: DirectoryStrings;
  /** Called once the island is on screen (the lazy wrapper then removes the server's list). */
  onReady?: () => void;
};

const CreateGroupDialog = dynamic(() => import('./create-group-dialog').then((m) => m.CreateGroupDialog), {
  ssr: false,
});
const preloadCreateDialog = () => void import('./create-group-dialog');

/** Pages of groups read at most (a hundred groups a page on the server's side): a bound, not a limit hit in practice. */
const MAX_PAGES = 20;

type Directory = { groups: GroupSummary[]; joined: Set<number> };
type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; directory: Directory };

async function loadDirectory(): Promise<Directory | null> {
  const groups: GroupSummary[] = [];
  const joined = new Set<number>();
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query: string = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
    const result = await api<GroupPage>(`/api/community/groups${query}`);
    if (!result.ok) return null;
    groups.push(...result.data.items);
    for (const id of result.data.joined) joined.add(id);
    cursor = result.data.nextCursor;
    if (!cursor) break;
  }
  return { groups, joined };
}

const tierIndex = (tier: string) => TIERS.findIndex((t) => t.id === tier);

function mayCreate(reader: Reader): boolean {
  return reader.status === 'citizen' && tierIndex(reader.tier) >= tierIndex(GROUP_CREATION.minTier);
}

export function GroupDirectory({ strings: s, onReady }: GroupDirectoryProps) {
  const locale = useLocale();
  const reader = useReader();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const loads = useRef(0);
  const fmt = useCallback(
    (message: string, values?: Record<string, string | number>) => formatMessage(message, values, locale),
    [locale],
  );

  const load = useCallback(() => {
    const call = ++loads.current;
    return loadDirectory().then((directory) => {
      if (call !== loads.current) return;
      setState((current) =>
        directory
          ? { status: 'ready', directory }
          : // A failed reload keeps what is on screen.
            current.status === 'ready'
            ? current
            : { status: 'failed' },
      );
    });
  }, []);

  // Signing in or out (the join dialog, another tab's island) changes which groups are the reader's.
  useSessionLoad(load);

  useReady(onReady);

  function applyMembership(group: GroupSummary, reply: MembershipReply) {
    setState((current) => {
      if (current.status !== 'ready') return current;
      const joined = new Set(current.directory.joined);
      if (reply.joined) joined.add(group.id);
      else joined.delete(group.id);
      const groups = current.directory.groups.map((g) =>
        g.id === group.id ? { ...g, members: reply.members } : g,
      );
      return { status: 'ready', directory: { groups, joined } };
    });
  }

  const directory = state.status === 'ready' ? state.directory : null;
  const bySeed = new Map(directory?.groups.filter((g) => g.seedKey).map((g) => [g.seedKey!, g]));
  const membersGroups = directory?.groups.filter((g) => !isFoundingGroup(g.seedKey)) ?? [];
  const canJoin = directory !== null && (reader.status === 'citizen' || reader.status === 'unknown');

  function card(
    group: GroupSummary | undefined,
    fallback: { slug: string; name: string; description: string },
    founding: boolean,
  ) {
    const text = group ? groupText(group, s.founding) : fallback;
    const joined = group ? directory!.joined.has(group.id) : false;
    return (
      <GroupCard
        slug={group?.slug ?? fallback.slug}
        name={text.name}
        description={text.description}
        badge={founding ? s.directory.founding : undefined}
        headingLevel={founding ? 'h3' : 'h4'}
        status={
          joined ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary">
              <Check aria-hidden="true" className="size-3.5" />
              {s.directory.joined}
            </span>
          ) : undefined
        }
        counts={
          group ? (
            <span>
              {fmt(s.counts.members, { count: group.members })} ·{' '}
              {fmt(s.counts.threads, { count: group.threads })}
            </span>
          ) : state.status === 'loading' ? (
            <CountsPlaceholder />
          ) : undefined
        }
        actions={
          group && canJoin ? (
            <MembershipButton
              slug={group.slug}
              name={text.name}
              joined={joined}
              strings={s}
              onChange={(reply) => applyMembership(group, reply)}
            />
          ) : undefined
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {state.status === 'loading' ? s.directory.loading : ''}
      </p>

      <Toolbar reader={reader} strings={s} />

      {state.status === 'failed' && (
        <RetryAlert
          message={s.directory.loadFailed}
          retryLabel={s.directory.retry}
          onRetry={() => {
            setState({ status: 'loading' });
            void load();
          }}
          className="flex flex-wrap items-center gap-3"
          size="sm"
        />
      )}

      <ul aria-label={s.directory.listLabel} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {foundingGroups.map((key) => (
          <li key={key}>
            {card(
              bySeed.get(key),
              { slug: key, name: s.founding[key].title, description: s.founding[key].body },
              true,
            )}
          </li>
        ))}
      </ul>

      {membersGroups.length > 0 && (
        <section aria-labelledby="members-groups-title" className="flex flex-col gap-4">
          <h3 id="members-groups-title" className="text-xl font-bold tracking-tight">
            {s.directory.membersGroups}
          </h3>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {membersGroups.map((group) => (
              <li key={group.id}>{card(group, group, false)}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Above the list: the way to join for those who may not, and "Create a group" for those who may. */
function Toolbar({ reader, strings: s }: { reader: Reader; strings: DirectoryStrings }) {
  const locale = useLocale();
  const dialog = useLazyDialog(preloadCreateDialog);
  const prompt = <JoinPrompt reader={reader} strings={s} />;
  const create = mayCreate(reader);
  const note =
    reader.status === 'citizen' && !create
      ? formatMessage(
          s.create.tierNote,
          { tier: s.tierName, points: numberFormat(locale).format(GROUP_CREATION.minPoints) },
          locale,
        )
      : null;
  if (!create && !note && reader.status !== 'visitor' && reader.status !== 'member') return null;

  const createStrings: CreateGroupStrings = s;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {prompt}
      {note && <p className="text-sm text-muted">{note}</p>}
      {create && (
        <>
          <button
            {...dialog.triggerProps}
            className={buttonVariants({ variant: 'outline', size: 'compact' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {s.create.open}
          </button>
          {dialog.wanted && <CreateGroupDialog {...dialog.dialogProps} strings={createStrings} />}
        </>
      )}
    </div>
  );
}
