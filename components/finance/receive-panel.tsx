'use client';

// Receive: the connected address, a QR code of its EIP-681 payment request on the chosen network (so a
// payer's wallet cannot read a mainnet request as a Sepolia one), and Copy. Part of the lazy wallet.
import { Copy, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { paymentUri, qrSvg } from '@/lib/chain/eip681';
import { formatMessage } from '@/lib/i18n/format-message';
import { chainName, type FinanceStrings } from './shared';
import { copyAddress } from './copy-address';

type Qr = { uri: string | null; svg: string | null };

function requestUri(address: string, chainId: number): string | null {
  try {
    return paymentUri({ address, chainId });
  } catch {
    return null;
  }
}

export function ReceivePanel({
  strings,
  locale,
  address,
  chainId,
}: {
  strings: FinanceStrings;
  locale: string;
  address: `0x${string}`;
  chainId: number;
}) {
  const s = strings.finance;
  const chain = chainName(strings, chainId);
  const [qr, setQr] = useState<Qr | null>(null);
  const uri = requestUri(address, chainId);

  useEffect(() => {
    let live = true;
    (uri ? qrSvg(uri) : Promise.reject(new Error('No payment request'))).then(
      (svg) => live && setQr({ uri, svg }),
      () => live && setQr({ uri, svg: null }),
    );
    return () => {
      live = false;
    };
  }, [uri]);

  const current = qr?.uri === uri ? qr : null;

  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-muted">{formatMessage(s.receive.intro, { chain }, locale)}</p>
      <div className="flex w-full flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="flex size-48 shrink-0 items-center justify-center rounded-2xl bg-white p-2">
          {!current ? (
            <LoaderCircle aria-hidden="true" className="size-6 text-muted motion-safe:animate-spin" />
          ) : current.svg ? (
            // eslint-disable-next-line @next/next/no-img-element -- an inline SVG document, not an asset
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(current.svg)}`}
              alt={formatMessage(s.receive.qrAlt, { address, chain }, locale)}
              className="size-full"
            />
          ) : (
            <p role="alert" className="text-center text-sm text-destructive">
              {s.receive.qrFailed}
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <p className="font-mono text-sm break-all">{address}</p>
          <button
            type="button"
            onClick={() => void copyAddress(address, strings)}
            className={buttonVariants({ variant: 'outline', size: 'compact', className: 'self-start' })}
          >
            <Copy aria-hidden="true" className="size-4" />
            {s.copy}
          </button>
        </div>
      </div>
    </div>
  );
}
