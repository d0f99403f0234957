import { bootScriptSource } from './boot-script';

// Runs the inline boot script against a stand-in document, location and storage.
function boot({
  cookie = '',
  stored,
  locale = 'en',
  path = '/about',
}: {
  cookie?: string;
  stored?: string;
  locale?: 'en' | 'vi' | 'fr';
  path?: string;
}) {
  const storage = new Map<string, string>(stored ? [['civitas.locale', stored]] : []);
  const doc = { cookie };
  const replaced: string[] = [];
  const location = { pathname: path, search: '', hash: '', replace: (u: string) => replaced.push(u) };
  const localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
  };
  new Function('document', 'location', 'localStorage', bootScriptSource(locale, false))(
    doc,
    location,
    localStorage,
  );
  return { cookie: doc.cookie, stored: storage.get('civitas.locale'), replaced };
}

describe('boot script: localStorage in the detection order', () => {
  it('adopts a stored choice when there is no cookie', () => {
    const result = boot({ stored: 'vi', path: '/about' });
    expect(result.cookie).toMatch(/^NEXT_LOCALE=vi;path=\/;max-age=31536000;samesite=lax$/);
    expect(result.replaced).toEqual(['/vi/about']);
  });

  it('goes to the unprefixed URL for a stored English choice', () => {
    expect(boot({ stored: 'en', locale: 'fr', path: '/fr/about' }).replaced).toEqual(['/about']);
  });

  it('does not navigate when the stored choice is the page language', () => {
    const result = boot({ stored: 'vi', locale: 'vi', path: '/vi' });
    expect(result.replaced).toEqual([]);
    expect(result.cookie).toMatch(/NEXT_LOCALE=vi/);
  });

  it('lets the cookie win and copies it to localStorage', () => {
    const result = boot({ cookie: 'NEXT_LOCALE=fr', stored: 'vi', locale: 'fr', path: '/fr' });
    expect(result.replaced).toEqual([]);
    expect(result.stored).toBe('fr');
  });

  it('does nothing without a stored choice or with an invalid one', () => {
    expect(boot({}).replaced).toEqual([]);
    expect(boot({ stored: 'xx' }).replaced).toEqual([]);
  });
});
