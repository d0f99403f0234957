'use client';

// The studio (LAZY: ./studio-lazy.tsx on /creator-hub): Image and Video tabs, the prompt ("Describe your
// vision"), a style, advanced settings, Random prompt and Load template; Generate starts a job on the
// server and the preview follows its progress until the file is there, then Download, Share and Save to
// gallery. The last job is remembered in this browser, so a reload picks it up again (in progress, or
// its result).
import { Download, Loader2, LogIn, Save, Share2, Shuffle, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert } from '@/components/ui/field';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/detect';
import { creationPath } from '@/lib/routes';
import {
  KINDS,
  PROMPT_MAX,
  QUALITIES,
  SHAPES,
  SIZES,
  STYLES,
  type Kind,
  type Quality,
  type Shape,
  type Style,
} from '@/lib/studio/rules';
import type { CreationView } from '@/lib/studio/service';
import { PROMPT_KEYS, TEMPLATES } from '@/lib/studio/templates';
import { GALLERY_CHANGED } from './gallery-events';

type Hub = AppMessages['creatorHub'];
export type StudioStrings = {
  app: Hub['app'];
  styles: Omit<Hub['styles'], 'title'>;
  prompts: Hub['prompts'];
  templates: Hub['templates'];
};
export type StudioProps = { locale: string; strings: StudioStrings; onReady?: () => void };

const STORAGE_KEY = 'civitas.studio.current';
const POLL_MS = 700;
const area = 'rounded-xl border border-border bg-background p-3 text-foreground';
const select = 'h-11 rounded-xl border border-border bg-background px-3 text-foreground';

type Current = { id: number; secret: string };
type Settings = { kind: Kind; prompt: string; style: Style; shape: Shape; quality: Quality };

function remembered(): Current | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Current | null;
    return value && Number.isSafeInteger(value.id) && typeof value.secret === 'string' ? value : null;
  } catch {
    return null;
  }
}
function remember(current: Current | null) {
  try {
    if (current) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: the job is simply not resumed after a reload.
  }
}

const failureOf = (r: { status: number; error: { error: string } }) =>
  r.status === 0 ? 'offline' : r.error.error;

export function Studio({ locale, strings: s, onReady }: StudioProps) {
  const session = useSession();
  const signedIn = session.status === 'ready' && Boolean(session.user);
  const [settings, setSettings] = useState<Settings>({
    kind: 'image',
    prompt: '',
    style: 'digitalArt',
    shape: 'square',
    quality: 'standard',
  });
  const [template, setTemplate] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The island renders in the browser only (ssr: false): the job of a page left mid-way, if any.
  const [current, setCurrent] = useState<Current | null>(remembered);
  const [view, setView] = useState<CreationView | null>(null);
  const [starting, setStarting] = useState(false);
  const [keeping, setKeeping] = useState<null | 'save' | 'share'>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const tabIds = useId();
  const fmt = (message: string, v?: Record<string, string | number>) => formatMessage(message, v, locale);
  const errorText = (code: string) =>
    code in s.app.errors ? s.app.errors[code as keyof typeof s.app.errors] : s.app.errors.generic;

  useReady(onReady);

  // Follows the job until it is done or failed: its progress, then its file.
  useEffect(() => {
    if (!current) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await api<CreationView>(`/api/studio/creations/${current.id}?key=${current.secret}`);
      if (!live) return;
      if (!result.ok) {
        if (result.status === 404) {
          remember(null);
          setCurrent(null);
          setView(null);
          return;
        }
        timer = setTimeout(() => void poll(), POLL_MS * 3);
        return;
      }
      setView(result.data);
      if (result.data.status === 'done') return;
      if (result.data.status === 'failed') {
        // Said once; a reload starts afresh rather than showing the old error again.
        remember(null);
        setError(errorText(result.data.error ?? 'generic'));
        return;
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // errorText reads only the strings, which do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    setSettings((before) => ({ ...before, [key]: value }));

  function randomPrompt() {
    const keys = PROMPT_KEYS.filter((k) => s.prompts[k] !== settings.prompt);
    const key = keys[Math.floor(Math.random() * keys.length)]!;
    set('prompt', s.prompts[key]);
    setPromptError(null);
    promptRef.current?.focus();
  }

  function loadTemplate() {
    const found = TEMPLATES.find((t) => t.id === template);
    if (!found) return;
    const words = s.templates[found.id];
    setSettings({
      kind: found.kind,
      prompt: words.prompt,
      style: found.style,
      shape: found.shape,
      quality: found.quality,
    });
    setPromptError(null);
    void notify({ title: fmt(s.app.templateLoaded, { title: words.title }) });
  }

  async function generate() {
    setError(null);
    const prompt = settings.prompt.trim();
    if (!prompt) {
      setPromptError(s.app.fieldErrors.required);
      promptRef.current?.focus();
      return;
    }
    if (prompt.length > PROMPT_MAX) {
      setPromptError(s.app.fieldErrors.too_long);
      promptRef.current?.focus();
      return;
    }
    setStarting(true);
    const result = await api<{ id: number; secret: string; creation: CreationView }>(
      '/api/studio/creations',
      {
        body: { ...settings, prompt },
      },
    );
    setStarting(false);
    if (!result.ok) {
      const fields = result.error.fields ?? {};
      if (fields.prompt) {
        setPromptError(
          s.app.fieldErrors[fields.prompt as keyof typeof s.app.fieldErrors] ?? s.app.errors.invalid_input,
        );
        return;
      }
      return setError(errorText(failureOf(result)));
    }
    const next = { id: result.data.id, secret: result.data.secret };
    remember(next);
    setView(result.data.creation);
    setCurrent(next);
  }

  async function keep(action: 'save' | 'share') {
    if (!view) return;
    setKeeping(action);
    setError(null);
    const result = await api<CreationView>(`/api/studio/creations/${view.id}`, {
      method: 'PATCH',
      body: action === 'save' ? { saved: true } : { published: true },
    });
    setKeeping(null);
    if (!result.ok) return setError(errorText(failureOf(result)));
    setView(result.data);
    window.dispatchEvent(new Event(GALLERY_CHANGED));
    if (action === 'save') return void notify({ title: s.app.saved });
    const url = new URL(
      localizePath(isLocale(locale) ? locale : 'en', creationPath(view.id)),
      window.location.origin,
    ).toString();
    const shared =
      typeof navigator.share === 'function'
        ? await navigator.share({ title: view.prompt.slice(0, 80), url }).then(
            () => true,
            () => false,
          )
        : false;
    if (shared) return void notify({ title: s.app.published });
    const copied = await (navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    ) ?? Promise.resolve(false));
    if (copied) void notify({ title: s.app.linkCopied, description: s.app.linkCopiedBody });
    else void notify({ title: s.app.published, description: url });
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = settings.kind === 'image' ? 'video' : 'image';
    set('kind', next);
    document.getElementById(`${tabIds}-${next}`)?.focus();
  }

  const busy = starting || view?.status === 'queued' || view?.status === 'running';
  const [width, height] = SIZES[settings.kind][settings.shape];
  const videoLocked = settings.kind === 'video' && !signedIn;
  const running = view && (view.status === 'queued' || view.status === 'running');

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-5">
        <div
          role="tablist"
          aria-label={s.app.tabsLabel}
          className="inline-flex self-start rounded-full border border-border p-1"
        >
          {KINDS.map((kind) => (
            <button
              key={kind}
              id={`${tabIds}-${kind}`}
              type="button"
              role="tab"
              aria-selected={settings.kind === kind}
              aria-controls={`${tabIds}-panel`}
              tabIndex={settings.kind === kind ? 0 : -1}
              onKeyDown={onTabKey}
              onClick={() => set('kind', kind)}
              className={buttonVariants({
                variant: settings.kind === kind ? 'default' : 'ghost',
                size: 'sm',
              })}
            >
              {s.app.tabs[kind]}
            </button>
          ))}
        </div>
        <form
          id={`${tabIds}-panel`}
          role="tabpanel"
          aria-labelledby={`${tabIds}-${settings.kind}`}
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <Field
            id={`${tabIds}-prompt`}
            label={s.app.prompt}
            hint={fmt(s.app.promptCount, { count: settings.prompt.length, max: PROMPT_MAX })}
            error={promptError ?? undefined}
          >
            {(control) => (
              <textarea
                {...control}
                ref={promptRef}
                rows={4}
                value={settings.prompt}
                placeholder={s.app.promptPlaceholder}
                maxLength={PROMPT_MAX}
                onChange={(e) => {
                  set('prompt', e.target.value);
                  setPromptError(null);
                }}
                className={area}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-end gap-3">
            <button
              type="button"
              onClick={randomPrompt}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Shuffle aria-hidden="true" className="size-4" />
              {s.app.random}
            </button>
            {/* A long template name (French, Hmong) must not push the page sideways on a phone. */}
            <div className="flex max-w-full min-w-0 flex-wrap items-end gap-2">
              <Field
                id={`${tabIds}-template`}
                label={s.app.templateLabel}
                className="flex max-w-full min-w-0 flex-col gap-1"
              >
                {(control) => (
                  <select
                    {...control}
                    className={`${select} h-9 max-w-full text-sm`}
                    value={template}
                    onChange={(e) => setTemplate(e.target.value)}
                  >
                    <option value="">{s.app.templateChoose}</option>
                    {TEMPLATES.map((t) => (
                      <option key={t.id} value={t.id}>
                        {s.templates[t.id].title} · {s.app.kinds[t.kind]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <button
                type="button"
                onClick={loadTemplate}
                disabled={!template}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                {s.app.template}
              </button>
            </div>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{s.app.style}</legend>
            <div className="flex flex-wrap gap-2">
              {STYLES.map((style) => (
                <label
                  key={style}
                  className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ${
                    settings.style === style
                      ? 'border-primary bg-primary/15 text-foreground'
                      : 'border-border text-muted'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${tabIds}-style`}
                    value={style}
                    checked={settings.style === style}
                    onChange={() => set('style', style)}
                    className="sr-only"
                  />
                  {s.styles[style]}
                </label>
              ))}
            </div>
          </fieldset>
          <details className="rounded-xl border border-border p-4">
            <summary className="cursor-pointer text-sm font-medium">{s.app.advanced}</summary>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field id={`${tabIds}-shape`} label={s.app.shape}>
                {(control) => (
                  <select
                    {...control}
                    className={select}
                    value={settings.shape}
                    onChange={(e) => set('shape', e.target.value as Shape)}
                  >
                    {SHAPES.map((shape) => {
                      const [w, h] = SIZES[settings.kind][shape];
                      return (
                        <option key={shape} value={shape}>
                          {fmt(s.app.size, { shape: s.app.shapes[shape], width: w, height: h })}
                        </option>
                      );
                    })}
                  </select>
                )}
              </Field>
              <Field id={`${tabIds}-quality`} label={s.app.quality}>
                {(control) => (
                  <select
                    {...control}
                    className={select}
                    value={settings.quality}
                    onChange={(e) => set('quality', e.target.value as Quality)}
                  >
                    {QUALITIES.map((q) => (
                      <option key={q} value={q}>
                        {s.app.qualities[q]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </details>
          {videoLocked ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm">{s.app.videoSignIn}</p>
              <button type="button" onClick={() => openJoinDialog('login')} className={buttonVariants()}>
                <LogIn aria-hidden="true" className="size-4" />
                {s.app.signIn}
              </button>
            </div>
          ) : (
            <button
              type="submit"
              disabled={busy}
              className={buttonVariants({ size: 'lg', className: 'self-start' })}
            >
              {busy ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" className="size-4" />
              )}
              {busy ? s.app.generating : s.app.generate}
            </button>
          )}
          <p className="text-xs text-muted">
            {fmt(s.app.size, { shape: s.app.shapes[settings.shape], width, height })}
          </p>
        </form>
      </div>

      <section aria-labelledby={`${tabIds}-preview`} className="flex flex-col gap-4">
        <h3 id={`${tabIds}-preview`} className="text-lg font-semibold">
          {s.app.preview}
        </h3>
        <div
          className="flex min-h-64 items-center justify-center overflow-hidden rounded-2xl border border-border bg-surface/60"
          aria-busy={Boolean(running)}
        >
          {!view && <p className="p-6 text-sm text-muted">{s.app.previewEmpty}</p>}
          {running && (
            <div className="flex w-full max-w-sm flex-col gap-3 p-6">
              <p role="status" className="text-sm">
                {view.status === 'queued' ? s.app.queued : fmt(s.app.running, { progress: view.progress })}
              </p>
              <div
                role="progressbar"
                aria-label={s.app.progressLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={view.progress}
                className="h-2 overflow-hidden rounded-full bg-surface-2"
              >
                <div
                  className="h-full bg-primary transition-[width]"
                  style={{ width: `${view.progress}%` }}
                />
              </div>
            </div>
          )}
          {view?.status === 'done' &&
            view.file &&
            (view.kind === 'video' ? (
              <video
                src={view.file}
                controls
                loop
                autoPlay
                muted
                playsInline
                aria-label={fmt(s.app.alt, { kind: s.app.kinds.video, prompt: view.prompt })}
                className="max-h-[32rem] w-full object-contain"
              />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- a generated file, sized by the server
              <img
                src={view.file}
                alt={fmt(s.app.alt, { kind: s.app.kinds.image, prompt: view.prompt })}
                width={view.width}
                height={view.height}
                className="max-h-[32rem] w-full object-contain"
              />
            ))}
        </div>
        {error && <FormAlert>{error}</FormAlert>}
        {view?.status === 'done' && (
          <>
            <p role="status" className="text-sm text-muted">
              {s.app.ready} ·{' '}
              {view.engine === 'sketch'
                ? s.app.madeBySketch
                : fmt(s.app.madeByModel, { model: view.model ?? view.engine })}{' '}
              · {fmt(s.app.seed, { seed: view.seed })}
            </p>
            <div className="flex flex-wrap gap-3">
              <a
                href={`${view.file}${view.file?.includes('?') ? '&' : '?'}download=1`}
                className={buttonVariants()}
                download
              >
                <Download aria-hidden="true" className="size-4" />
                {s.app.download}
              </a>
              {view.mine ? (
                <>
                  <button
                    type="button"
                    disabled={keeping !== null}
                    onClick={() => void keep('share')}
                    className={buttonVariants({ variant: 'outline' })}
                  >
                    <Share2 aria-hidden="true" className="size-4" />
                    {s.app.share}
                  </button>
                  {view.saved ? (
                    <span className="inline-flex items-center gap-1.5 text-sm text-muted">
                      <Save aria-hidden="true" className="size-4" />
                      {s.app.savedLabel}
                    </span>
                  ) : (
                    <button
                      type="button"
                      disabled={keeping !== null}
                      onClick={() => void keep('save')}
                      className={buttonVariants({ variant: 'outline' })}
                    >
                      <Save aria-hidden="true" className="size-4" />
                      {s.app.save}
                    </button>
                  )}
                  {view.published && (
                    <Link href={creationPath(view.id)} className="self-center text-sm text-primary underline">
                      {s.app.published}
                    </Link>
                  )}
                </>
              ) : (
                <p className="flex flex-wrap items-center gap-3 text-sm">
                  {s.app.signInToKeep}
                  <button
                    type="button"
                    onClick={() => openJoinDialog('login')}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    <LogIn aria-hidden="true" className="size-4" />
                    {s.app.signIn}
                  </button>
                </p>
              )}
            </div>
          </>
        )}
        <p className="text-xs text-muted">{s.app.engineNote}</p>
      </section>
    </div>
  );
}
