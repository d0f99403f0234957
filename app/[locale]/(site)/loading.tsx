'use client';

import { useMessages } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

// A client component: loading.tsx receives no params, so a server version could not know the locale
// without reading the request and making every page dynamic. Its one string comes through the
// provider in the locale layout.
// It lives in the (site) group, with every real page, and not above [...rest]: a loading boundary
// starts streaming with status 200, and an unknown path must answer 404.
export default function Loading() {
  const messages = useMessages() as { common?: { loading?: string } };
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <Spinner label={messages.common?.loading ?? ''} />
    </div>
  );
}
