'use client';

import { MessageCircle } from '@/components/frame/frame-icons';
import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import type { ChatStrings } from './chat-window';

// The chat window loads the first time the button is used, not with the page.
const ChatWindow = dynamic(() => import('./chat-window').then((m) => m.ChatWindow), { ssr: false });

export function ChatLauncher({ strings }: { strings: ChatStrings }) {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setState('closed');
    // Focus returns to the button that opened the chat.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  return (
    <>
      {state !== 'open' && (
        <button
          ref={buttonRef}
          type="button"
          onClick={() => setState('open')}
          onPointerEnter={() => void import('./chat-window')}
          onFocus={() => void import('./chat-window')}
          aria-label={strings.open}
          className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-gradient-to-br from-primary to-accent text-primary-foreground shadow-xl shadow-black/40 transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
        >
          <MessageCircle aria-hidden="true" className="size-6" />
        </button>
      )}
      {state !== 'never' && <ChatWindow strings={strings} open={state === 'open'} onClose={close} />}
    </>
  );
}
