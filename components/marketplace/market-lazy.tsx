'use client';

// The sell form and the library load after their static pages; a box holds their place.
import dynamic from 'next/dynamic';
import { UntilReady } from '@/components/frame/until-ready';
import type { LibraryViewProps } from './library-view';
import type { ListingFormProps } from './listing-form';

const Form = dynamic(() => import('./listing-form').then((m) => m.ListingForm), {
  ssr: false,
  loading: () => null,
});
const Library = dynamic(() => import('./library-view').then((m) => m.LibraryView), {
  ssr: false,
  loading: () => null,
});

const placeholder = <div aria-hidden="true" className="h-96 rounded-2xl bg-surface-2/60" />;

export function ListingFormLazy(props: Omit<ListingFormProps, 'onReady'>) {
  return <UntilReady Island={Form} props={props} placeholder={placeholder} />;
}

export function LibraryViewLazy(props: Omit<LibraryViewProps, 'onReady'>) {
  return <UntilReady Island={Library} props={props} placeholder={placeholder} />;
}
