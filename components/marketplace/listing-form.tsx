'use client';

// The sell form (LAZY: ./listing-form-lazy.tsx on /marketplace/sell): a citizen lists an item as a draft,
// uploads its file, publishes it; with ?id= the seller edits their listing. Checked in the browser with
// the server's rules (lib/marketplace/validation.ts); every refusal of the server shows where it belongs.
import { LogIn, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert, Input } from '@/components/ui/field';
import type { FieldError, ListingDetail, MyGovernance } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { MAX_UPLOAD_BYTES } from '@/lib/marketplace/file-type';
import { LICENSES } from '@/lib/marketplace/licenses';
import { CATEGORIES } from '@/lib/marketplace/rules';
import { listingSchema } from '@/lib/marketplace/validation';
import { listingPath, routes } from '@/lib/routes';
import { failureOf, failureText } from './errors';
import { formatSize } from './format';

type Market = AppMessages['marketplace'];
export type ListingFormStrings = {
  sell: Market['sell'];
  errors: Market['errors'];
  fieldErrors: Market['fieldErrors'];
  categories: Record<(typeof CATEGORIES)[number], string>;
  statuses: Market['library']['statuses'];
};
export type ListingFormProps = { locale: string; strings: ListingFormStrings; onReady?: () => void };

const FIELDS = [
  'category',
  'title',
  'summary',
  'description',
  'tags',
  'license',
  'price',
  'link',
  'version',
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
const EMPTY: Values = {
  category: 'models',
  title: '',
  summary: '',
  description: '',
  tags: '',
  license: 'Apache-2.0',
  price: '0',
  link: '',
  version: '1.0.0',
};

const WEI = BigInt('1000000000000000000');
function etherOf(wei: string): string {
  const value = BigInt(wei);
  const fraction = (value % WEI).toString().padStart(18, '0').replace(/0+$/, '');
  return `${value / WEI}${fraction ? `.${fraction}` : ''}`;
}

const valuesOf = (l: ListingDetail): Values => ({
  category: l.category,
  title: l.title,
  summary: l.summary,
  description: l.description,
  tags: l.tags.join(', '),
  license: l.license,
  price: etherOf(l.priceWei),
  link: '',
  version: l.version,
});

type State =
  | { status: 'loading' }
  | { status: 'not_citizen' }
  | { status: 'not_found' }
  | { status: 'failed'; code: string }
  | { status: 'ready'; listing: ListingDetail | null };

export function ListingForm({ locale, strings: s, onReady }: ListingFormProps) {
  const visitor = () => (
    <div className="flex flex-col items-start gap-3">
      <p>{s.sell.signIn}</p>
      <button type="button" onClick={() => openJoinDialog('login')} className={buttonVariants()}>
        <LogIn aria-hidden="true" className="size-4" />
        {s.sell.signInAction}
      </button>
    </div>
  );
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, FieldError>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<null | 'save' | 'upload' | 'status'>(null);
  const [file, setFile] = useState<File | null>(null);
  const refs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const fmt = (message: string, v?: Record<string, string | number>) => formatMessage(message, v, locale);

  useReady(onReady);

  async function reload(id: number) {
    const result = await api<ListingDetail>(`/api/marketplace/listings/${id}`);
    if (!result.ok || !result.data.status) {
      setState(
        result.status === 404 || result.ok
          ? { status: 'not_found' }
          : { status: 'failed', code: failureOf(result) },
      );
      return null;
    }
    return result.data;
  }

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void (async () => {
      const me = await api<MyGovernance>('/api/citizens/me');
      if (!live) return;
      if (!me.ok) return setState({ status: 'failed', code: failureOf(me) });
      if (!me.data.citizen) return setState({ status: 'not_citizen' });
      const id = Number(new URLSearchParams(window.location.search).get('id'));
      if (!Number.isSafeInteger(id) || id < 1) return setState({ status: 'ready', listing: null });
      const listing = await reload(id);
      if (!live || !listing) return;
      // The seller's own view carries the link only through /me.
      const mine = await api<{ link: string | null; seller: boolean }>(`/api/marketplace/listings/${id}/me`);
      if (!live) return;
      // A published listing is public: the detail alone does not say whose it is.
      if (mine.ok && !mine.data.seller) return setState({ status: 'not_found' });
      setValues({ ...valuesOf(listing), link: mine.ok ? (mine.data.link ?? '') : '' });
      setState({ status: 'ready', listing });
    })();
    return () => {
      live = false;
    };
  }, [userId]);

  if (userId === null) return visitor();
  if (state.status === 'loading')
    return (
      <p role="status" className="text-muted">
        {s.sell.loading}
      </p>
    );
  if (state.status === 'not_citizen')
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{s.sell.notCitizen}</p>
        <Link href={routes.aiUniverse} className={buttonVariants()}>
          {s.sell.becomeCitizen}
        </Link>
      </div>
    );
  if (state.status === 'not_found') return <FormAlert>{s.sell.notYours}</FormAlert>;
  if (state.status === 'failed') return <FormAlert>{failureText(s.errors, state.code)}</FormAlert>;

  const listing = state.listing;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const input = {
      ...values,
      tags: values.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    };
    const checked = listingSchema.safeParse(input);
    if (!checked.success) {
      const found: Partial<Record<FieldName, FieldError>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as FieldName;
        if (!found[field])
          found[field] = (issue.message in s.fieldErrors ? issue.message : 'invalid') as FieldError;
      }
      setErrors(found);
      refs.current[FIELDS.find((f) => found[f])!]?.focus();
      return;
    }
    setErrors({});
    setPending('save');
    const result = listing
      ? await api(`/api/marketplace/listings/${listing.id}`, { method: 'PATCH', body: input })
      : await api<{ id: number }>('/api/marketplace/listings', { body: input });
    setPending(null);
    if (!result.ok) {
      const fields = result.error.fields as Partial<Record<FieldName, FieldError>> | undefined;
      if (fields && Object.keys(fields).length) setErrors(fields);
      else setFormError(failureText(s.errors, failureOf(result)));
      return;
    }
    void notify({ title: s.sell.saved });
    const id = listing?.id ?? (result.data as { id: number }).id;
    if (!listing)
      window.history.replaceState(window.history.state, '', `${window.location.pathname}?id=${id}`);
    const fresh = await reload(id);
    if (fresh) setState({ status: 'ready', listing: fresh });
  }

  async function upload() {
    if (!listing || !file || pending) return;
    setFormError(null);
    if (file.size > MAX_UPLOAD_BYTES) return setFormError(s.errors.payload_too_large);
    setPending('upload');
    let code: string | null = null;
    try {
      const response = await fetch(`/api/marketplace/listings/${listing.id}/file`, {
        method: 'PUT',
        body: file,
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
        credentials: 'same-origin',
      });
      if (!response.ok)
        code = ((await response.json().catch(() => null)) as { error?: string } | null)?.error ?? 'generic';
    } catch {
      code = 'offline';
    }
    setPending(null);
    if (code) return setFormError(failureText(s.errors, code));
    void notify({ title: s.sell.uploaded });
    setFile(null);
    const fresh = await reload(listing.id);
    if (fresh) setState({ status: 'ready', listing: fresh });
  }

  async function setStatus(status: 'published' | 'unpublished') {
    if (!listing || pending) return;
    setFormError(null);
    setPending('status');
    const result = await api(`/api/marketplace/listings/${listing.id}/status`, { body: { status } });
    setPending(null);
    if (!result.ok) return setFormError(failureText(s.errors, failureOf(result)));
    void notify({ title: status === 'published' ? s.sell.published : s.sell.unpublished });
    const fresh = await reload(listing.id);
    if (fresh) setState({ status: 'ready', listing: fresh });
  }

  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const error = (field: FieldName) =>
    errors[field]
      ? (s.fieldErrors[errors[field] as keyof Market['fieldErrors']] ?? s.fieldErrors.invalid)
      : undefined;
  const f = s.sell.fields;
  const select = 'h-11 rounded-xl border border-border bg-background px-3 text-foreground';
  const text = (field: FieldName, hint?: string, props: React.ComponentProps<'input'> = {}) => (
    <Field id={`listing-${field}`} label={f[field as keyof typeof f]} hint={hint} error={error(field)}>
      {(control) => (
        <Input
          {...control}
          {...props}
          ref={(el) => {
            refs.current[field] = el;
          }}
          value={values[field]}
          onChange={set(field)}
        />
      )}
    </Field>
  );

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <h2 className="text-2xl font-semibold">{listing ? s.sell.editTitle : s.sell.title}</h2>
      {listing && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>{fmt(s.sell.status, { status: s.statuses[listing.status] })}</span>
          {listing.status === 'published' && (
            <Link href={listingPath(listing.id)} className="underline">
              {s.sell.view}
            </Link>
          )}
        </div>
      )}
      <form onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-5">
        <Field id="listing-category" label={f.category} error={error('category')}>
          {(control) => (
            <select {...control} className={select} value={values.category} onChange={set('category')}>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {s.categories[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('title', undefined, { maxLength: 80 })}
        {text('summary', f.summaryHint, { maxLength: 200 })}
        <Field
          id="listing-description"
          label={f.description}
          hint={f.descriptionHint}
          error={error('description')}
        >
          {(control) => (
            <textarea
              {...control}
              ref={(el) => {
                refs.current.description = el;
              }}
              rows={8}
              value={values.description}
              onChange={set('description')}
              className="rounded-xl border border-border bg-background p-3 text-foreground"
            />
          )}
        </Field>
        {text('tags', f.tagsHint)}
        <Field id="listing-license" label={f.license} hint={f.licenseHint} error={error('license')}>
          {(control) => (
            <select {...control} className={select} value={values.license} onChange={set('license')}>
              {LICENSES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('price', f.priceHint, { inputMode: 'decimal' })}
        {text('link', f.linkHint, { type: 'url', placeholder: 'https://' })}
        {text('version', undefined, { maxLength: 32 })}
        {formError && <FormAlert>{formError}</FormAlert>}
        <button
          type="submit"
          disabled={pending !== null}
          className={buttonVariants({ className: 'self-start' })}
        >
          {pending === 'save' ? s.sell.saving : listing ? s.sell.saveChanges : s.sell.save}
        </button>
      </form>
      {listing && (
        <div className="flex flex-col gap-3 rounded-2xl border border-border p-5">
          <label htmlFor="listing-file" className="text-sm font-medium">
            {f.file}
          </label>
          <p id="listing-file-hint" className="text-sm text-muted">
            {f.fileHint}
          </p>
          {listing.file && (
            <p className="text-sm">
              {fmt(s.sell.currentFile, {
                name: listing.file.name,
                size: formatSize(listing.file.size, locale),
              })}
            </p>
          )}
          <input
            id="listing-file"
            type="file"
            aria-describedby="listing-file-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="text-sm"
          />
          <button
            type="button"
            disabled={!file || pending !== null}
            onClick={() => void upload()}
            className={buttonVariants({ variant: 'outline', className: 'self-start' })}
          >
            <Upload aria-hidden="true" className="size-4" />
            {pending === 'upload' ? s.sell.uploading : s.sell.upload}
          </button>
        </div>
      )}
      {listing && (
        <div className="flex flex-wrap gap-3">
          {listing.status !== 'published' ? (
            <button
              type="button"
              disabled={pending !== null}
              onClick={() => void setStatus('published')}
              className={buttonVariants({ variant: 'accent' })}
            >
              {s.sell.publish}
            </button>
          ) : (
            <button
              type="button"
              disabled={pending !== null}
              onClick={() => void setStatus('unpublished')}
              className={buttonVariants({ variant: 'outline' })}
            >
              {s.sell.unpublish}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
