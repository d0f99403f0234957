import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from './fixtures';

// Mail the e2e server sends through the SMTP server playwright.config.ts starts, which writes each
// message it receives as an .eml file here.
const inbox = process.env.CIVITAS_E2E_INBOX!;

/** Waits for the mail to `to` whose subject contains `subject`, and returns its first link to `pathPart`. */
export async function linkFromMail(to: string, subject: string, pathPart: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        if (!fs.existsSync(inbox)) return false;
        for (const file of fs.readdirSync(inbox).filter((name) => name.endsWith('.eml'))) {
          const mail = await simpleParser(fs.readFileSync(path.join(inbox, file)));
          const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          if (address !== to || !mail.subject?.includes(subject)) continue;
          found = mail.text?.match(new RegExp(`https?://\\S*${pathPart}\\S*`))?.[0];
          if (found) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The same page on the test server (mail links name the server's configured origin). */
export const onServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
