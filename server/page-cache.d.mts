// Types for page-cache.mjs (the server is plain JavaScript; its test is TypeScript).
import type { IncomingMessage, ServerResponse } from 'node:http';

export type CachedAnswer = { status: number; headers: Record<string, unknown>; body: Buffer };
export type PageCache = {
  readonly counts: { hits: number; misses: number; stored: number };
  readonly size: number;
  readonly generation: number;
  clear(): void;
  get(key: string): (CachedAnswer & { expires: number; size: number }) | null;
  set(key: string, startedAt: number, answer: CachedAnswer): boolean;
};

export declare function cacheKey(req: IncomingMessage, pathname: string, search: string): string | null;
export declare function isWrite(req: IncomingMessage, pathname: string): boolean;
export declare function onSuccess(res: ServerResponse, changed: () => void): void;
export declare function createPageCache(options?: {
  ttlMs?: number;
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
