// The account forms' texts for field and form errors (join dialog, forgot and reset password).
import type { FormError } from '@/components/forms/use-api-form';
import type { FieldError } from '@/lib/api/contract';
import { limits } from '@/lib/account/validation';
import type { NamespaceTranslator } from '@/lib/i18n/use-translator';

type AccountTranslator = NamespaceTranslator<'account'>;

export function fieldMessage(t: AccountTranslator, field: keyof typeof limits, code: FieldError): string {
  const bounds = limits[field];
  if (code === 'too_short') return t('fieldErrors.too_short', { min: 'min' in bounds ? bounds.min : 1 });
  if (code === 'too_long') return t('fieldErrors.too_long', { max: bounds.max });
  // invalid_address and invalid_signature (wallet fields) have no text here; these fields never get them.
  const key = `fieldErrors.${code}`;
  return t(t.has(key) ? key : 'fieldErrors.invalid');
}

export function formMessage(t: AccountTranslator, { code, retryAfter }: FormError): string {
  if (code === 'rate_limited' && retryAfter && retryAfter > 0) {
    return retryAfter < 60
      ? t('rateLimit.seconds', { count: Math.ceil(retryAfter) })
      : t('rateLimit.minutes', { count: Math.ceil(retryAfter / 60) });
  }
  const key = `errors.${code}`;
  return t(t.has(key) ? key : 'errors.server_error');
}
