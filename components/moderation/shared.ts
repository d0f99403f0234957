// What the queue's parts share: their texts' type, an item's key and page, and the words for a failure.
import type { ErrorCode, ModerationItem } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { creationPath, listingPath, postHref, proposalPath, type Route } from '@/lib/routes';

/** The island's texts, raw (see ./strings.ts). */
export type QueueStrings = AppMessages['moderation']['queue'];

export const ACTIONS_ENDPOINT = '/api/moderation/actions';

/** A post and a proposal may share an id: the key names both. */
export function itemKey(item: Pick<ModerationItem, 'targetType' | 'targetId'>): string {
  return `${item.targetType}-${item.targetId}`;
}

/**
 * Where the item's title leads: the post in its thread, or the proposal. Built from the ids (the same
 * address as `item.href`) so that the link stays a typed route (lib/routes.ts).
 */
export function itemRoute(item: ModerationItem): Route | null {
  if (item.targetType === 'proposal') return proposalPath(item.targetId);
  if (item.targetType === 'listing') return listingPath(item.targetId);
  if (item.targetType === 'creation') return creationPath(item.targetId);
  return item.threadId === null ? null : postHref(item.threadId, item.targetId);
}

/** A failed moderation act in words: the server's code, or offline when no answer came. */
export function errorText(
  strings: QueueStrings,
  locale: string,
  code: ErrorCode | 'offline',
  retryAfter?: number,
): string {
  const errors = strings.errors;
  if (code === 'rate_limited')
    return formatMessage(
      errors.rate_limited,
      { count: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) },
      locale,
    );
  return code in errors ? errors[code as keyof typeof errors] : errors.failed;
}
