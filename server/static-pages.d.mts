// Types for static-pages.mjs (the server is plain JavaScript; its test is TypeScript).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null;
export declare function createStaticPages(options: {
  distDir: string;
  files: Record<string, string>;
  locales: string[];
  defaultLocale?: string;
  localeCookie?: string;
}): { serve(req: IncomingMessage, res: ServerResponse, pathname: string, query: string): boolean };
