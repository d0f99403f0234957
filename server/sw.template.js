/* Civitas offline worker. Generated per build by server/postbuild.mjs from server/sw.template.js:
 * the version and the precache list change with every build, so a deploy replaces the worker. */
const VERSION = __VERSION__;
const PRECACHE = __PRECACHE__;
const LOCALES = __LOCALES__;
const CACHE = `civitas-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('civitas-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

function offlinePath(url) {
  const segment = url.pathname.split('/')[1];
  return LOCALES.includes(segment) && segment !== 'en' ? `/${segment}/offline` : '/offline';
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Never touch API responses: they are personal and must always be fresh.
  if (url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // Pages always come from the network; the offline page only when there is none.
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .match(offlinePath(url), { cacheName: CACHE })
          .then((r) => r || caches.match('/offline', { cacheName: CACHE })),
      ),
    );
    return;
  }

  if (url.pathname.startsWith('/_next/static/')) {
    // Build assets are content-hashed and immutable: cache first, remember what was fetched.
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
