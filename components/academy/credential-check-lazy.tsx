'use client';

// The credential page's "Check a copy" form loads after the page.
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { CredentialCheckForm } from './credential-check';

const Form = dynamic(() => import('./credential-check').then((m) => m.CredentialCheckForm), {
  ssr: false,
  loading: () => null,
});

export function CredentialCheckLazy(props: ComponentProps<typeof CredentialCheckForm>) {
  return <Form {...props} />;
}
