'use client';

// A listing's page, the reader's part (LAZY: ./listing-actions-lazy.tsx): get a free item or buy a paid
// one with ether (./purchase-panel.tsx, offered only when a chain has the marketplace contract), then its
// link and file; or see why not (your own listing, signed out); review it once got; report it.
import { Download, ExternalLink, LogIn, Pencil } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { api, type ApiResult } from '@/components/account/api';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { FlagButton } from '@/components/forum/flag-button';
import type { FlagStrings } from '@/components/forum/types';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { ButtonPlaceholder } from '@/components/ui/button-placeholder';
import { FormAlert } from '@/components/ui/field';
import type { ListingMe } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { libraryPath } from '@/lib/routes';
import { failureText, type MarketFailure } from './errors';
import { PurchasePanel } from './purchase-panel';
import { ReviewForm } from './review-form';

type Market = AppMessages['marketplace'];
export type ListingActionsStrings = {
  item: Market['item'];
  reviews: Market['reviews'];
  errors: Market['errors'];
  fieldErrors: Market['fieldErrors'];
  flag: FlagStrings;
  purchase: Market['purchase'];
  /** lib/chain/strings.ts chainStrings(): the wallet, the networks, transaction failures, errors. */
  chain: AppMessages['chain'];
};

/** GET /api/chain (lib/chain/deployments.ts ChainFeatures), the part this island reads. */
type ChainOffer = { chainId: number; marketplace: boolean };

export type ListingActionsProps = {
  id: number;
  /** The price, formatted; null when free. */
  price: string | null;
  fileName: string | null;
  locale: string;
  strings: ListingActionsStrings;
  onReady?: () => void;
};

export function ListingActions({ id, price, fileName, locale, strings: s, onReady }: ListingActionsProps) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const [me, setMe] = useState<ListingMe | null>(null);
  const [failure, setFailure] = useState<MarketFailure | null>(null);
  const [getting, setGetting] = useState(false);
  /** The chain paid items are bought on: undefined while asking, null when none offers the marketplace. */
  const [market, setMarket] = useState<number | null | undefined>(price ? undefined : null);

  const readMe = useCallback(() => api<ListingMe>(`/api/marketplace/listings/${id}/me`), [id]);
  const took = useCallback((result: ApiResult<ListingMe>) => {
    if (result.ok) setMe(result.data);
    else setFailure(result.status === 0 ? 'offline' : (result.error.error as MarketFailure));
  }, []);

  useEffect(() => {
    // A visitor's part needs nothing from the server (signing in runs this again).
    if (!userId) return;
    let live = true;
    void readMe().then((result) => {
      if (live) took(result);
    });
    return () => {
      live = false;
    };
  }, [userId, readMe, took]);

  useEffect(() => {
    // Whether a paid item can be bought here at all: without a marketplace contract, no buy control.
    if (!price) return;
    let live = true;
    void api<{ chains: ChainOffer[] }>('/api/chain').then((result) => {
      if (live)
        setMarket(result.ok ? (result.data.chains.find((c) => c.marketplace)?.chainId ?? null) : null);
    });
    return () => {
      live = false;
    };
  }, [price]);

  /** After a purchase: the member's part read again (got, the link and the file). */
  const owned = useCallback(() => void readMe().then(took), [readMe, took]);

  useReady(onReady);

  async function get() {
    setGetting(true);
    setFailure(null);
    const result = await api<{ link: string | null; fileUrl: string | null }>(
      `/api/marketplace/listings/${id}/get`,
      { body: {} },
    );
    setGetting(false);
    if (!result.ok) {
      setFailure(result.status === 0 ? 'offline' : (result.error.error as MarketFailure));
      return;
    }
    void notify({ title: s.item.gotToast });
    setMe((m) => (m ? { ...m, got: true, link: result.data.link, fileUrl: result.data.fileUrl } : m));
  }

  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);

  if (userId === undefined || (userId && !me && !failure) || market === undefined)
    return <ButtonPlaceholder label={s.item.checking} />;

  if (!userId)
    return (
      <div className="flex flex-col items-start gap-3">
        {price && (
          <p className="text-sm text-muted">
            {fmt(market ? s.purchase.signInNote : s.item.paidNote, { price })}
          </p>
        )}
        {(!price || market) && (
          <button type="button" onClick={() => openJoinDialog('login')} className={buttonVariants()}>
            <LogIn aria-hidden="true" className="size-4" />
            {price ? s.purchase.signIn : s.item.signIn}
          </button>
        )}
      </div>
    );

  if (!me) return <FormAlert>{failureText(s.errors, failure ?? 'generic')}</FormAlert>;

  const has = me.seller || me.got;
  return (
    <div className="flex flex-col items-start gap-4">
      {me.seller && <p className="text-sm text-muted">{s.item.own}</p>}
      {!me.seller &&
        !me.got &&
        price &&
        (market ? (
          <PurchasePanel
            listingId={id}
            price={price}
            chainId={market}
            locale={locale}
            strings={s}
            onOwned={owned}
          />
        ) : (
          <p className="text-sm text-muted">{fmt(s.item.paidNote, { price })}</p>
        ))}
      <div className="flex flex-wrap items-center gap-3">
        {!me.seller && !me.got && !price && (
          <button type="button" onClick={() => void get()} disabled={getting} className={buttonVariants()}>
            {getting ? s.item.getting : s.item.get}
          </button>
        )}
        {me.got && <span className="text-sm font-medium">{s.item.inLibrary}</span>}
        {has && me.link && (
          <a
            href={me.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={buttonVariants({ variant: 'outline' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {s.item.openLink}
          </a>
        )}
        {has && me.fileUrl && fileName && (
          <a href={me.fileUrl} download={fileName} className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" className="size-4" />
            {fmt(s.item.download, { name: fileName })}
          </a>
        )}
        {me.seller && (
          <Link href={`/marketplace/sell?id=${id}`} className={buttonVariants({ variant: 'outline' })}>
            <Pencil aria-hidden="true" className="size-4" />
            {s.item.edit}
          </Link>
        )}
        {me.got && (
          <Link href={libraryPath} className={buttonVariants({ variant: 'ghost' })}>
            {s.item.library}
          </Link>
        )}
        {me.citizen && !me.seller && (
          <FlagButton
            targetType="listing"
            targetId={id}
            flagged={me.flagged}
            strings={s.flag}
            locale={locale}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          />
        )}
      </div>
      {failure && <FormAlert>{failureText(s.errors, failure)}</FormAlert>}
      {!me.seller &&
        (me.reviewed ? (
          <p className="text-sm text-muted">{s.reviews.reviewed}</p>
        ) : me.got ? (
          <ReviewForm id={id} strings={s} onPosted={() => setMe((m) => (m ? { ...m, reviewed: true } : m))} />
        ) : (
          <p className="text-sm text-muted">{s.reviews.onlyGot}</p>
        ))}
    </div>
  );
}
