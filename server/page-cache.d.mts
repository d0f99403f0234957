// Types for page-cache.mjs (the server is plain JavaScript; its test is TypeScript).
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type CachedAnswer = { status: number; headers: Record<string, unknown>; body: Buffer };
/** What a page said while it rendered (lib/page-cache.ts), and when its words change with time. */
export type PageSaid = { declared: boolean; tags: Set<string>; until?: number };
export type PageCache = {
  readonly counts: { hits: number; misses: number; stored: number };
  readonly size: number;
  readonly generation: number;
  now(): number;
  invalidate(topics: string[] | null): void;
  clear(): void;
  get(key: string): (CachedAnswer & { expires: number; size: number; tags: string[] | null }) | null;
  set(key: string, startedAt: number, answer: CachedAnswer, page?: PageSaid): boolean;
};

export declare const pageScope: AsyncLocalStorage<unknown>;

export declare function cacheKey(req: IncomingMessage, pathname: string, search: string): string | null;
export declare function isWrite(req: IncomingMessage, pathname: string): boolean;
export declare function runWrite<T>(
  res: ServerResponse,
  changed: (topics: string[] | null) => void,
  run: () => T,
): T;
export declare function createPageCache(options?: {
  ttlMs?: number;
  declaredTtlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}): PageCache;
export declare function serveCached(
  cache: PageCache,
  key: string,
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): boolean;
