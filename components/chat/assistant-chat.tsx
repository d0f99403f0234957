import { getTranslations } from 'next-intl/server';
import { chatTopics, parseKeywords, type ChatReplyKey, type ChatTopic } from '@/lib/chat';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { ChatLauncher } from './chat-launcher';

/** Server half of the chat: translates on the server and hands plain strings to the client island. */
export async function AssistantChat({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'chat' });
  const tEn = await getTranslations({ locale: defaultLocale, namespace: 'chat' });

  // English keywords always work; the page's language adds its own.
  const keywords = Object.fromEntries(
    chatTopics.map((topic) => [
      topic,
      [...new Set([...parseKeywords(tEn(`keywords.${topic}`)), ...parseKeywords(t(`keywords.${topic}`))])],
    ]),
  ) as Record<ChatTopic, string[]>;
  const replies = Object.fromEntries(
    [...chatTopics, 'fallback' as const].map((key) => [key, t(`replies.${key}`)]),
  ) as Record<ChatReplyKey, string>;

  return (
    <ChatLauncher
      strings={{
        open: t('open'),
        title: t('title'),
        minimize: t('minimize'),
        restore: t('restore'),
        close: t('close'),
        inputLabel: t('inputLabel'),
        placeholder: t('placeholder'),
        send: t('send'),
        typing: t('typing'),
        greeting: t('greeting'),
        you: t('you'),
        assistant: t('assistant'),
        keywords,
        replies,
      }}
    />
  );
}
