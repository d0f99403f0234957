/** @jest-environment node */
import { createTranslator } from 'use-intl/core';

// getRequestConfig only marks the function for next-intl's plugin: here it is the function itself.
jest.mock('next-intl/server', () => ({ getRequestConfig: <F>(make: F) => make }));

import requestConfig, { messageFormatStore } from './request';

type Config = Parameters<typeof createTranslator>[0] & { _cache?: unknown };
const configFor = (locale: string) =>
  (requestConfig as unknown as (params: { requestLocale: Promise<string> }) => Promise<Config>)({
    requestLocale: Promise.resolve(locale),
  });

describe('request config', () => {
  it('hands every request the one store of compiled messages', async () => {
    const first = await configFor('fr');
    const second = await configFor('en');
    expect(first._cache).toBe(messageFormatStore);
    expect(second._cache).toBe(messageFormatStore);
  });

  it('compiles a message once for all requests of its locale, and apart per locale', async () => {
    const translate = async (locale: string) =>
      createTranslator({ ...(await configFor(locale)), namespace: 'proposals' })('card.votes', {
        count: 2,
      });
    const size = () => Object.keys(messageFormatStore.message).length;

    const before = size();
    const english = await translate('en');
    const afterFirst = size();
    expect(afterFirst).toBe(before + 1);
    // A second request in English formats from the compiled message.
    expect(await translate('en')).toBe(english);
    expect(size()).toBe(afterFirst);
    // French is compiled apart, and says it in French.
    const french = await translate('fr');
    expect(size()).toBe(afterFirst + 1);
    expect(french).not.toBe(english);
    expect(english).toMatch(/2/);
    expect(french).toMatch(/2/);
  });
});
