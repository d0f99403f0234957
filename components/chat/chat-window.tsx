'use client';

import { Bot, Maximize2, Minus, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { normalizeChatInput, pickReplyKey, type ChatReplyKey, type ChatTopic } from '@/lib/chat';
import { constants } from '@/lib/site';
import { cx } from '@/lib/utils';

export type ChatStrings = {
  open: string;
  title: string;
  minimize: string;
  restore: string;
  close: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  typing: string;
  greeting: string;
  you: string;
  assistant: string;
  keywords: Record<ChatTopic, string[]>;
  replies: Record<ChatReplyKey, string>;
};

type Message = { id: number; type: 'ai' | 'user'; content: string };

export function ChatWindow({
  strings,
  open,
  onClose,
}: {
  strings: ChatStrings;
  open: boolean;
  onClose: () => void;
}) {
  const [messages, setMessages] = useState<Message[]>([{ id: 0, type: 'ai', content: strings.greeting }]);
  const [pending, setPending] = useState(0);
  const [minimized, setMinimized] = useState(false);
  const [draft, setDraft] = useState('');
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    const active = timers.current;
    return () => active.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (open && !minimized) inputRef.current?.focus();
  }, [open, minimized]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // An Escape already used by something else — a dialog or menu it closed — is not the chat's.
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = normalizeChatInput(draft);
    if (!text) return;
    setDraft('');
    setMessages((list) => [...list, { id: nextId.current++, type: 'user', content: text }]);
    setPending((n) => n + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const reply = strings.replies[pickReplyKey(text, strings.keywords)];
      setMessages((list) => [...list, { id: nextId.current++, type: 'ai', content: reply }]);
      setPending((n) => n - 1);
    }, constants.assistantReplyDelayMs);
    timers.current.add(timer);
  }

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      data-state={minimized ? 'minimized' : 'open'}
      className="fixed right-4 bottom-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-black/50 sm:right-6 sm:bottom-6"
    >
      <header className="flex items-center gap-2 border-b border-border bg-surface-2 px-4 py-2.5">
        <Bot aria-hidden="true" className="size-5 text-accent" />
        <h2 id={titleId} className="flex-1 text-sm font-semibold">
          {strings.title}
        </h2>
        <button
          type="button"
          onClick={() => setMinimized((m) => !m)}
          aria-label={minimized ? strings.restore : strings.minimize}
          className="grid size-8 place-items-center rounded-full text-muted hover:bg-surface hover:text-foreground"
        >
          {minimized ? (
            <Maximize2 aria-hidden="true" className="size-4" />
          ) : (
            <Minus aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={strings.close}
          className="grid size-8 place-items-center rounded-full text-muted hover:bg-surface hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      <div hidden={minimized}>
        <div
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-label={strings.title}
          tabIndex={0}
          className="flex h-80 flex-col gap-3 overflow-y-auto p-4"
        >
          {messages.map((message) => (
            <div
              key={message.id}
              data-from={message.type}
              className={cx(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm',
                message.type === 'user'
                  ? 'self-end bg-primary text-primary-foreground'
                  : 'self-start bg-surface-2 text-foreground',
              )}
            >
              <span className="sr-only">{message.type === 'user' ? strings.you : strings.assistant}: </span>
              {message.content}
            </div>
          ))}
          {pending > 0 && (
            <div
              className="flex items-center gap-1 self-start rounded-2xl bg-surface-2 px-3.5 py-3"
              data-testid="typing"
            >
              <span className="sr-only">{strings.typing}</span>
              {[0, 1, 2].map((i) => (
                <span
                  key={i}
                  aria-hidden="true"
                  className="size-1.5 animate-typing rounded-full bg-muted"
                  style={{ animationDelay: `${i * 0.2}s` }}
                />
              ))}
            </div>
          )}
        </div>
        <form onSubmit={submit} className="flex gap-2 border-t border-border p-3">
          <label htmlFor={inputId} className="sr-only">
            {strings.inputLabel}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={strings.placeholder}
            autoComplete="off"
            maxLength={500}
            className="h-10 flex-1 rounded-full border border-border bg-background px-4 text-sm text-foreground placeholder:text-muted"
          />
          <button
            type="submit"
            aria-label={strings.send}
            className="grid size-10 place-items-center rounded-full bg-primary text-primary-foreground hover:bg-primary/90"
          >
            <Send aria-hidden="true" className="size-4" />
          </button>
        </form>
      </div>
    </section>
  );
}
