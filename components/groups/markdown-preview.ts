// The new-thread dialog's Preview tab: the author's markdown exactly as the thread will show it
// (lib/markdown.ts, the server's renderer), loaded on the first press of Preview.
export { renderMarkdown as renderPreview } from '@/lib/markdown';
