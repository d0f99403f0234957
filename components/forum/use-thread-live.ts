'use client';

// A thread's live events (GET /api/community/threads/{id}/events): `post` when a reply is posted,
// `changed` when a post is edited, deleted, hidden, restored or liked. The stream is closed on unmount.
import { useEffect, useRef } from 'react';

type Handlers = {
  onPost: (postId: number) => void;
  onChanged: (postId: number) => void;
};

/** The post id an event's data names, if it names one (the stream is ours, but a proxy may mangle it). */
export function eventPostId(data: unknown): number | null {
  try {
    const value = (JSON.parse(String(data)) as { postId?: unknown }).postId;
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function useThreadLive(threadId: number, handlers: Handlers, enabled = true) {
  // The newest handlers, without reopening the stream each time they change.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/community/threads/${threadId}/events`);
    const onPost = (event: MessageEvent) => {
      const id = eventPostId(event.data);
      if (id !== null) latest.current.onPost(id);
    };
    const onChanged = (event: MessageEvent) => {
      const id = eventPostId(event.data);
      if (id !== null) latest.current.onChanged(id);
    };
    source.addEventListener('post', onPost);
    source.addEventListener('changed', onChanged);
    return () => {
      source.removeEventListener('post', onPost);
      source.removeEventListener('changed', onChanged);
      source.close();
    };
  }, [threadId, enabled]);
}
