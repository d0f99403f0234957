// Reads one locale's message files from messages/<locale>/<namespace>.json. Plain Node, so the
// coverage script and Jest can use it; the app goes through lib/i18n/messages.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from './config';
import type { Messages } from './merge';

export function readLocaleFiles(locale: Locale): Messages {
  const localeDir = path.join(process.cwd(), 'messages', locale);
  if (!fs.existsSync(localeDir)) return {};
  const messages: Messages = {};
  for (const file of fs.readdirSync(localeDir).sort()) {
    if (!file.endsWith('.json')) continue;
    const namespace = file.slice(0, -'.json'.length);
    messages[namespace] = JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8')) as Messages;
  }
  return messages;
}
