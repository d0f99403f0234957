// The assistant's canned replies (the spec: keyword-based, after one second). Pure, so it is unit-tested.

export const chatTopics = ['wallet', 'citizen', 'learn', 'create', 'vote'] as const;
export type ChatTopic = (typeof chatTopics)[number];
export type ChatReplyKey = ChatTopic | 'fallback';

/** "wallet, connect" -> ['wallet', 'connect'] */
export function parseKeywords(list: string): string[] {
  return list
    .split(',')
    .map((k) => k.trim().toLocaleLowerCase())
    .filter(Boolean);
}

/**
 * Chooses the reply topic for a message: the first topic (in the spec's order) with a keyword in it.
 * Keywords are matched as substrings so that scripts without spaces (Chinese, Japanese) work too.
 */
export function pickReplyKey(message: string, keywords: Record<ChatTopic, readonly string[]>): ChatReplyKey {
  const text = message.toLocaleLowerCase();
  return chatTopics.find((topic) => keywords[topic].some((k) => text.includes(k))) ?? 'fallback';
}

/** Blank or whitespace-only input is ignored. */
export function normalizeChatInput(input: string): string | null {
  const trimmed = input.trim();
  return trimmed ? trimmed : null;
}
