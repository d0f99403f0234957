// The forum's error codes as sentences, for every island of a thread page (the reply box, the post
// actions, the editor, the flag dialog): one table, so the same refusal reads the same everywhere.
import type { FormError } from '@/components/forms/use-api-form';
import type { ApiError, ErrorCode, FieldError } from '@/lib/api/contract';
import { NEW_MEMBER } from '@/lib/community/rules';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { formatDateTime } from '@/components/governance/format';
import { numberFormat } from '@/lib/i18n/intl';

export type ForumErrorStrings = AppMessages['forum']['errors'];
export type ForumFieldErrorStrings = AppMessages['forum']['fieldErrors'];

type Context = {
  locale: string;
  /** The reader's silence, when the page knows it (ThreadMe.silencedUntil). */
  silencedUntil?: string | null;
};

/** A failure of the whole action; a refusal for silence may say until when (the server's `until`). */
export type Failure = FormError & { until?: string };

/** The failure an API answer that is not ok stands for ('offline' when no answer came). */
export function failureOf(result: { status: number; error: ApiError & { until?: string } }): Failure {
  if (result.status === 0) return { code: 'offline' };
  const { error: code, retryAfter, until } = result.error;
  return { code, retryAfter, ...(typeof until === 'string' ? { until } : {}) };
}

/** A refusal or a failure of the whole action, in words. */
export function errorText(
  strings: ForumErrorStrings,
  { code, retryAfter, until: refusedUntil }: Failure,
  { locale, silencedUntil }: Context,
): string {
  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);
  switch (code) {
    case 'rate_limited': {
      const seconds = Math.max(1, Math.ceil(retryAfter ?? 60));
      return seconds < 120
        ? fmt(strings.rate_limited, { count: seconds })
        : fmt(strings.rate_limitedMinutes, { count: Math.ceil(seconds / 60) });
    }
    case 'silenced': {
      // The server's answer says until when; else the page may know it (ThreadMe), or the time left.
      const until =
        refusedUntil ??
        silencedUntil ??
        (retryAfter !== undefined ? new Date(Date.now() + retryAfter * 1000).toISOString() : null);
      return until ? fmt(strings.silenced, { date: formatDateTime(until, locale) }) : strings.silencedNoDate;
    }
    case 'too_many_links':
      return fmt(strings.too_many_links, { max: NEW_MEMBER.linksPerPost });
    case 'new_member_limit':
      return fmt(strings.new_member_limit, { max: NEW_MEMBER.repliesPerDay });
    default:
      return isKnown(strings, code) ? strings[code] : strings.failed;
  }
}

const own: readonly string[] = ['signIn', 'becomeCitizen', 'rate_limitedMinutes', 'silencedNoDate'];

function isKnown(
  strings: ForumErrorStrings,
  code: ErrorCode | 'offline',
): code is Extract<ErrorCode | 'offline', keyof ForumErrorStrings> {
  return code in strings && !own.includes(code);
}

/** A field's code in words; `bounds` fill "at least" and "at most". */
export function fieldErrorText(
  strings: ForumFieldErrorStrings,
  code: FieldError | undefined,
  { locale, min = 1, max }: { locale: string; min?: number; max?: number },
): string | undefined {
  if (!code) return undefined;
  const number = (value: number) => numberFormat(locale).format(value);
  if (code === 'too_short') return formatMessage(strings.too_short, { min: number(min) }, locale);
  if (code === 'too_long' && max !== undefined)
    return formatMessage(strings.too_long, { max: number(max) }, locale);
  if (code === 'required') return strings.required;
  return strings.invalid;
}
