'use client';

// A group page's Join / Leave and New thread load after the page (they depend on who is reading). Until
// then a box of the buttons' size holds their place. Texts come from the server page (./strings.ts).
import dynamic from 'next/dynamic';
import { UntilReady } from '@/components/frame/until-ready';
import type { GroupActionsProps } from './group-actions';

const Island = dynamic(() => import('./group-actions').then((m) => m.GroupActions), {
  ssr: false,
  loading: () => null,
});

export function GroupActionsLazy(props: Omit<GroupActionsProps, 'onReady'>) {
  return (
    <UntilReady
      Island={Island}
      props={props}
      placeholder={<span aria-hidden="true" className="inline-block h-10 w-28 rounded-full bg-surface-2" />}
    />
  );
}
