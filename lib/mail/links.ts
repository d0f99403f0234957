import 'server-only';
// Where a mail link lands: GET handlers use the token, then send the browser to a static, localized
// page that says what happened (app/[locale]/(site)/email/[outcome]).
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, type Locale } from '../i18n/config';
import { negotiateAcceptLanguage, localizePath } from '../i18n/detect';
import type { TokenProblem } from './tokens';

export const linkOutcomes = [
  'verified',
  'changed',
  'subscribed',
  'expired',
  'used',
  'invalid',
  'busy',
] as const;
export type OutcomePage = (typeof linkOutcomes)[number];

export const outcomePath = (outcome: OutcomePage) => `/email/${outcome}`;

/** A 303 to the outcome page, in the language the mail was in (else the browser's). */
export function redirectToOutcome(
  request: NextRequest,
  outcome: OutcomePage | TokenProblem,
  locale: Locale | undefined,
): NextResponse {
  const language = locale ?? negotiateAcceptLanguage(request.headers.get('accept-language')) ?? defaultLocale;
  // A relative Location: the browser stays on the host it came by (locally, 127.0.0.1 or localhost,
  // whose cookies differ), which is one of the site's origins, as every request here is.
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: localizePath(language, outcomePath(outcome)) },
  });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
