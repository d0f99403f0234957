// The propose dialog's Preview tab: the author's markdown exactly as the proposal page will show it
// (lib/markdown.ts, the server's renderer), loaded on the first press of Preview.
export { renderMarkdown as renderPreview } from '@/lib/markdown';
