import 'server-only';
// The prompt filter hook: prompts that name a blocked word or phrase are refused before any engine sees
// them. The list is the operator's: STUDIO_BLOCKED_WORDS (comma-separated) and/or a file of one entry a
// line (STUDIO_BLOCKED_WORDS_FILE). Whole words, any case, accents as typed.
import fs from 'node:fs';

let cached: { source: string; patterns: RegExp[] } | null = null;

function entries(env: NodeJS.ProcessEnv): string[] {
  const inline = (env.STUDIO_BLOCKED_WORDS ?? '').split(',');
  const file = env.STUDIO_BLOCKED_WORDS_FILE;
  const lines = file ? fs.readFileSync(file, 'utf8').split(/\r?\n/) : [];
  return [...inline, ...lines].map((w) => w.trim().toLowerCase()).filter((w) => w && !w.startsWith('#'));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patterns(env: NodeJS.ProcessEnv): RegExp[] {
  // The file's modification time is part of the key: an edited list applies without a restart.
  const file = env.STUDIO_BLOCKED_WORDS_FILE;
  const changed = file ? fs.statSync(file).mtimeMs : 0;
  const source = `${env.STUDIO_BLOCKED_WORDS ?? ''}\n${file ?? ''}\n${changed}`;
  if (cached?.source !== source)
    cached = {
      source,
      patterns: entries(env).map(
        (word) =>
          new RegExp(`(?<![\\p{L}\\p{N}])${escape(word).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
      ),
    };
  return cached.patterns;
}

/**
 * Whether the prompt names a blocked word. A configured list file that cannot be read throws: the server
 * checks it at start (lib/db/startup.ts) and refuses to run with a filter it cannot apply.
 */
export function promptBlocked(prompt: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return patterns(env).some((pattern) => pattern.test(prompt));
}
