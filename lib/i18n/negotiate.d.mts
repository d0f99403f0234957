// Types for negotiate.mjs (shared with the plain-JavaScript production server).
export type DetectionSource = 'query' | 'cookie' | 'accept-language' | 'default';
export declare function matchLocale<L extends string>(
  tag: string | null | undefined,
  locales: readonly L[],
): L | undefined;
export declare function negotiateAcceptLanguage<L extends string>(
  header: string | null | undefined,
  locales: readonly L[],
): L | undefined;
export declare function detectLocale<L extends string>(
  input: { lng?: string | null; cookie?: string | null; acceptLanguage?: string | null },
  locales: readonly L[],
  defaultLocale: L,
): { locale: L; source: DetectionSource };
