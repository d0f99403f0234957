'use client';

// The join dialog (LAZY: loaded the first time Join is pressed). Tabs Login and Sign Up, validated in
// the browser with the same zod rules the server applies, then sent to the auth route handlers.
import { ArrowLeft, Eye, EyeOff, LoaderCircle, Wallet } from 'lucide-react';
import { useLocale } from 'next-intl';
import dynamic from 'next/dynamic';
import { useTranslator } from '@/lib/i18n/use-translator';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { requestWallet } from '@/components/wallet/wallet-loader';
import type { Locale } from '@/lib/i18n/config';
import { createTranslator } from '@/lib/i18n/format-message';
import { loadWalletMessages } from '@/components/wallet/messages';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { api } from '@/components/account/api';
import { setSessionUser } from '@/components/account/session-store';
import type { ErrorCode, FieldError, SessionUser } from '@/lib/api/contract';
import { limits, loginSchema, signUpSchema } from '@/lib/account/validation';
import { fieldErrors } from '@/lib/api/validation';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';

// The wallet list and the wallet stack behind it load only when "Connect Wallet" is pressed.
const ConnectWalletView = dynamic(
  () => import('@/components/wallet/connect-wallet-view').then((m) => m.ConnectWalletView),
  {
    ssr: false,
    loading: () => <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-muted" />,
  },
);

export type JoinTab = 'signup' | 'login';
type FieldName = 'username' | 'email' | 'password';
type FormError = { code: ErrorCode | 'offline'; retryAfter?: number } | null;

/** Tab order as the spec lists them; the default tab is still Sign Up. */
const tabs: readonly JoinTab[] = ['login', 'signup'];

const forms = {
  signup: {
    fields: ['username', 'email', 'password'],
    schema: signUpSchema,
    endpoint: '/api/auth/sign-up',
  },
  login: {
    fields: ['email', 'password'],
    schema: loginSchema,
    endpoint: '/api/auth/login',
  },
} as const satisfies Record<JoinTab, { fields: readonly FieldName[]; schema: unknown; endpoint: string }>;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab shown when the dialog opens (Sign Up unless the caller asks for Login). */
  initialTab?: JoinTab;
  /** Radix's close auto-focus hook: the opener decides where focus goes back to. */
  onCloseAutoFocus?: (event: Event) => void;
};

export function JoinDialog({ open, onOpenChange, initialTab = 'signup', onCloseAutoFocus }: Props) {
  const t = useTranslator('account');
  const [tab, setTab] = useState<JoinTab>(initialTab);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<JoinTab, HTMLButtonElement | null>>>({});
  const panelRefs = useRef<Partial<Record<JoinTab, HTMLDivElement | null>>>({});
  const focusFieldOnSwitch = useRef(false);
  const locale = useLocale() as Locale;
  const [view, setView] = useState<'forms' | 'wallet'>('forms');
  // The wallet strings (a small JSON chunk, not wallet code): the Connect Wallet button shows once they arrive.
  const [walletT, setWalletT] = useState<ReturnType<typeof createTranslator> | null>(null);

  useEffect(() => {
    let live = true;
    loadWalletMessages(locale).then(
      (messages) => live && setWalletT(() => createTranslator(messages, 'wallet', locale)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);

  const focusFirstField = (which: JoinTab) => panelRefs.current[which]?.querySelector('input')?.focus();

  // After "Already have an account? Log in" (whose panel is now hidden), focus the new form.
  useEffect(() => {
    if (!focusFieldOnSwitch.current) return;
    focusFieldOnSwitch.current = false;
    focusFirstField(tab);
  }, [tab]);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  function onSuccess(kind: JoinTab) {
    onOpenChange(false);
    void notify({
      title: kind === 'signup' ? t('toasts.signUpTitle') : t('toasts.loginTitle'),
      description: t('toasts.welcome'),
    });
  }

  function onWalletSignedIn() {
    onOpenChange(false);
    if (walletT)
      void notify({
        title: walletT('connect.connectedTitle'),
        description: walletT('connect.connectedDescription'),
      });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('dialog.close')}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusFirstField(tab);
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {view === 'wallet' && walletT ? (
          <>
            <DialogTitle className="pr-10 text-xl">{walletT('connect.title')}</DialogTitle>
            <DialogDescription>{walletT('connect.description')}</DialogDescription>
            <div className="mt-5">
              <ConnectWalletView t={walletT} mode="signIn" onDone={onWalletSignedIn} />
            </div>
            <button
              type="button"
              onClick={() => setView('forms')}
              className="mt-4 inline-flex items-center gap-2 self-start rounded-full px-3 py-1.5 text-sm text-muted hover:bg-surface-2 hover:text-foreground"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {walletT('connect.back')}
            </button>
          </>
        ) : (
          <>
            <DialogTitle className="pr-10 text-xl">{t('dialog.title')}</DialogTitle>
            <DialogDescription>{t('dialog.description')}</DialogDescription>

            <div
              role="tablist"
              aria-label={t('tabs.label')}
              className="mt-5 grid grid-cols-2 gap-1 rounded-full bg-surface-2 p-1"
            >
              {tabs.map((id) => (
                <button
                  key={id}
                  ref={(node) => {
                    tabRefs.current[id] = node;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${id}`}
                  aria-selected={tab === id}
                  aria-controls={`${baseId}-panel-${id}`}
                  tabIndex={tab === id ? 0 : -1}
                  onClick={() => setTab(id)}
                  onKeyDown={onTabKeyDown}
                  className={cx(
                    'h-9 rounded-full text-sm font-semibold transition-colors',
                    tab === id ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-foreground',
                  )}
                >
                  {id === 'signup' ? t('tabs.signup') : t('tabs.login')}
                </button>
              ))}
            </div>

            {tabs.map((id) => (
              <div
                key={id}
                ref={(node) => {
                  panelRefs.current[id] = node;
                }}
                role="tabpanel"
                id={`${baseId}-panel-${id}`}
                aria-labelledby={`${baseId}-tab-${id}`}
                hidden={tab !== id}
                className="mt-5"
              >
                <AccountForm
                  kind={id}
                  onSuccess={onSuccess}
                  onSwitch={(to) => {
                    focusFieldOnSwitch.current = true;
                    setTab(to);
                  }}
                />
              </div>
            ))}
            {walletT && (
              <button
                type="button"
                onClick={() => {
                  requestWallet();
                  setView('wallet');
                }}
                className="mt-3 inline-flex h-11 w-full items-center justify-center gap-2 rounded-full border border-border text-sm font-semibold text-foreground hover:bg-surface-2"
              >
                <Wallet aria-hidden="true" className="size-4 text-accent" />
                {walletT('connect.title')}
              </button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

const emptyValues: Record<FieldName, string> = { username: '', email: '', password: '' };

function AccountForm({
  kind,
  onSuccess,
  onSwitch,
}: {
  kind: JoinTab;
  onSuccess: (kind: JoinTab) => void;
  onSwitch: (to: JoinTab) => void;
}) {
  const t = useTranslator('account');
  const config = forms[kind];
  const fields: readonly FieldName[] = config.fields;
  const id = useId();
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<FieldName, FieldError>>>({});
  const [formError, setFormError] = useState<FormError>(null);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  /** Keeps only the errors of this form's own fields. */
  function ownErrors(source: Record<string, FieldError>) {
    const own: Partial<Record<FieldName, FieldError>> = {};
    for (const field of fields) if (source[field]) own[field] = source[field];
    return own;
  }

  function showFieldErrors(own: Partial<Record<FieldName, FieldError>>) {
    setErrors(own);
    const first = fields.find((field) => own[field]);
    if (first) inputs.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);

    const input = Object.fromEntries(fields.map((field) => [field, values[field]]));
    const parsed = config.schema.safeParse(input);
    if (!parsed.success) {
      showFieldErrors(ownErrors(fieldErrors(parsed.error)));
      return;
    }
    setErrors({});
    setPending(true);
    const result = await api<{ user: SessionUser }>(config.endpoint, { body: parsed.data });
    setPending(false);

    if (result.ok) {
      setSessionUser(result.data.user);
      onSuccess(kind);
      return;
    }
    const { error, fields: serverFields, retryAfter } = result.error;
    const own = ownErrors(serverFields ?? {});
    if (Object.keys(own).length > 0) {
      showFieldErrors(own);
      return;
    }
    if (result.status === 0) setFormError({ code: 'offline' });
    else setFormError({ code: t.has(`errors.${error}`) ? error : 'server_error', retryAfter });
  }

  function update(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // The message concerned the old value; a new submit checks again.
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function fieldMessage(field: FieldName, code: FieldError) {
    const bounds = limits[field];
    if (code === 'too_short') return t('fieldErrors.too_short', { min: 'min' in bounds ? bounds.min : 1 });
    if (code === 'too_long') return t('fieldErrors.too_long', { max: bounds.max });
    return t(`fieldErrors.${code}`);
  }

  function formMessage(error: NonNullable<FormError>) {
    if (error.code === 'rate_limited' && error.retryAfter && error.retryAfter > 0) {
      return error.retryAfter < 60
        ? t('rateLimit.seconds', { count: Math.ceil(error.retryAfter) })
        : t('rateLimit.minutes', { count: Math.ceil(error.retryAfter / 60) });
    }
    return t(`errors.${error.code}`);
  }

  const labels: Record<FieldName, string> = {
    username: t('fields.username'),
    email: t('fields.email'),
    password: t('fields.password'),
  };
  const hints: Partial<Record<FieldName, string>> =
    kind === 'signup'
      ? {
          username: t('fields.usernameHint', { min: limits.username.min, max: limits.username.max }),
          password: t('fields.passwordHint', { min: limits.password.min }),
        }
      : {};
  const autoComplete: Record<FieldName, string> = {
    username: 'username',
    email: 'email',
    password: kind === 'signup' ? 'new-password' : 'current-password',
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending} className="flex flex-col gap-4">
      {fields.map((field) => {
        const inputId = `${id}-${field}`;
        const error = errors[field];
        // The hint gives way to the error message (which says the same rule, more precisely).
        const hintId = hints[field] && !error ? `${inputId}-hint` : undefined;
        const errorId = error ? `${inputId}-error` : undefined;
        const isPassword = field === 'password';
        return (
          <div key={field} className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium">
              {labels[field]}
            </label>
            <div className="relative">
              <input
                ref={(node) => {
                  inputs.current[field] = node;
                }}
                id={inputId}
                name={field}
                type={
                  isPassword ? (showPassword ? 'text' : 'password') : field === 'email' ? 'email' : 'text'
                }
                inputMode={field === 'email' ? 'email' : undefined}
                autoComplete={autoComplete[field]}
                autoCapitalize={isPassword ? undefined : 'none'}
                spellCheck={false}
                required
                value={values[field]}
                onChange={(event) => update(field, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
                className={cx(
                  'h-11 w-full rounded-xl border bg-background px-3.5 text-base text-foreground placeholder:text-muted sm:text-sm',
                  isPassword && 'pr-12',
                  error ? 'border-destructive' : 'border-border',
                )}
              />
              {isPassword && (
                <button
                  type="button"
                  aria-label={t('fields.showPassword')}
                  aria-pressed={showPassword}
                  aria-controls={inputId}
                  onClick={() => setShowPassword((shown) => !shown)}
                  className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-foreground"
                >
                  {showPassword ? (
                    <EyeOff aria-hidden="true" className="size-4" />
                  ) : (
                    <Eye aria-hidden="true" className="size-4" />
                  )}
                </button>
              )}
            </div>
            {error && (
              <p id={errorId} className="text-sm text-destructive">
                {fieldMessage(field, error)}
              </p>
            )}
            {hintId && (
              <p id={hintId} className="text-xs text-muted">
                {hints[field]}
              </p>
            )}
          </div>
        );
      })}

      {formError && (
        <p
          role="alert"
          className="rounded-xl border border-destructive/60 bg-destructive/10 px-3.5 py-2.5 text-sm text-destructive"
        >
          {formMessage(formError)}
        </p>
      )}

      <button
        type="submit"
        aria-disabled={pending || undefined}
        className={cx(
          'mt-1 inline-flex h-11 items-center justify-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90',
          pending && 'cursor-progress opacity-70',
        )}
      >
        {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {kind === 'signup'
          ? pending
            ? t('buttons.signingUp')
            : t('buttons.signup')
          : pending
            ? t('buttons.loggingIn')
            : t('buttons.login')}
      </button>

      <button
        type="button"
        onClick={() => onSwitch(kind === 'signup' ? 'login' : 'signup')}
        className="self-center rounded-full px-3 py-1.5 text-sm text-muted underline-offset-4 hover:text-foreground hover:underline"
      >
        {kind === 'signup' ? t('switch.toLogin') : t('switch.toSignup')}
      </button>
    </form>
  );
}
