// The groups' error texts: every code the groups' endpoints answer with, in the reader's language. The
// islands take the raw messages as props (./strings.ts) and fill the placeholders here.
import type { FormError } from '@/components/forms/use-api-form';
import type { FieldError } from '@/lib/api/contract';
import { NEW_MEMBER } from '@/lib/community/rules';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { numberFormat } from '@/lib/i18n/intl';
import { formatMoment, retryIn } from './format';

type Groups = AppMessages['groups'];

export type ErrorStrings = {
  errors: Groups['errors'];
  fieldErrors: Groups['fieldErrors'];
  /** The name of the tier that may create groups (citizens.tiers.<GROUP_CREATION.minTier>). */
  tierName: string;
};

/** What was being done: a few codes read differently (a group a day, threads a day for new members). */
export type ErrorContext = 'membership' | 'thread' | 'group';

/** Codes whose message needs nothing filled in. */
const plain = [
  'group_not_found',
  'not_found',
  'unauthenticated',
  'not_citizen',
  'duplicate_post',
  'forbidden',
  'invalid_input',
  'payload_too_large',
  'offline',
] as const satisfies readonly (keyof Groups['errors'])[];

const isPlain = (code: string): code is (typeof plain)[number] => (plain as readonly string[]).includes(code);

export function errorText(
  { code, retryAfter, until }: FormError & { until?: string },
  s: ErrorStrings,
  locale: string,
  context: ErrorContext,
): string {
  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);
  const time = retryIn(retryAfter, locale);
  switch (code) {
    case 'rate_limited':
      // Beyond a minute, creating a group waits for its one-a-day allowance; otherwise it is the pace.
      return context === 'group' && (retryAfter ?? 0) > 60
        ? fmt(s.errors.rate_limited_group, { time })
        : fmt(s.errors.rate_limited, { time });
    case 'new_member_limit':
      return fmt(s.errors.new_member_limit, { limit: NEW_MEMBER.threadsPerDay });
    case 'silenced':
      // `until` comes with the refusal when the caller has it (the forms' hook does not pass it on).
      return until && !Number.isNaN(Date.parse(until))
        ? fmt(s.errors.silencedUntil, { date: formatMoment(until, locale) })
        : s.errors.silenced;
    case 'too_many_links':
      return fmt(s.errors.too_many_links, { limit: NEW_MEMBER.linksPerPost });
    case 'tier_required':
      return fmt(s.errors.tier_required, { tier: s.tierName });
    default:
      return isPlain(code) ? s.errors[code] : s.errors.failed;
  }
}

/** A field's error, with its bounds where the rule has them. */
export function fieldText(
  code: FieldError | undefined,
  bounds: { min?: number; max?: number },
  s: ErrorStrings,
  locale: string,
): string | undefined {
  if (!code) return undefined;
  const number = (value: number) => numberFormat(locale).format(value);
  if (code === 'too_short')
    return formatMessage(s.fieldErrors.too_short, { min: number(bounds.min ?? 1) }, locale);
  if (code === 'too_long')
    return formatMessage(s.fieldErrors.too_long, { max: number(bounds.max ?? 0) }, locale);
  if (code === 'required') return s.fieldErrors.required;
  return s.fieldErrors.invalid;
}
