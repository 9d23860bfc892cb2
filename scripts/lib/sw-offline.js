/*
 * Part of each locale's service worker (imported by the `sw.js` Workbox generates, see
 * scripts/service-worker.ts; the line above this comment, `const HEFEN = {…}`, is written by the build).
 *
 * Venue guides are not precached (a locale may have a thousand); a guide the reader opens is kept in
 * a cache of this build (`HEFEN.guides`, network first). So that a kept guide and its assets always
 * come from one build:
 *  - install: every guide the previous build kept is fetched again into this build's cache (the
 *    precache holds every asset a guide of this build needs); a guide the site no longer has is
 *    dropped; without a connection the install fails, and the previous build stays in charge;
 *  - activate: the other builds' guide caches are deleted, and the guides open in a tab (the page
 *    that brought the reader here, before any worker ran) are kept too.
 */
/* global HEFEN */
self.hefen = {
  /** A guide or sheet page of this locale: `<scope>venues/<slug>/…` (not the venue list). */
  isVenuePage(url) {
    return url.origin === self.location.origin && url.pathname.startsWith(HEFEN.venues) && url.pathname.length > HEFEN.venues.length;
  },
  /** The cache key of a page: its address without the query (the calculator's hand) or fragment. */
  pageKey(request) {
    const u = new URL(request.url);
    u.search = '';
    u.hash = '';
    return u.href;
  },
};

async function carryGuides() {
  const names = (await caches.keys()).filter((n) => n.startsWith(HEFEN.guidesPrefix) && n !== HEFEN.guides);
  if (!names.length) return;
  const next = await caches.open(HEFEN.guides);
  const urls = new Set();
  for (const n of names) for (const req of await (await caches.open(n)).keys()) urls.add(req.url);
  await Promise.all(
    [...urls].map(async (url) => {
      // A network error rejects, and the install with it: the previous build keeps serving.
      const res = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
      if (res.ok && !res.redirected) await next.put(url, res);
    }),
  );
}

async function dropOtherBuilds() {
  for (const n of await caches.keys()) if (n.startsWith(HEFEN.guidesPrefix) && n !== HEFEN.guides) await caches.delete(n);
}

async function keepOpenGuides() {
  const cache = await caches.open(HEFEN.guides);
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    open.map(async (c) => {
      const url = new URL(c.url);
      if (!self.hefen.isVenuePage(url)) return;
      const key = self.hefen.pageKey({ url: c.url });
      if (await cache.match(key)) return;
      try {
        const res = await fetch(key, { credentials: 'same-origin' });
        if (res.ok && !res.redirected) await cache.put(key, res);
      } catch {
        // Offline already: it is kept when opened again online.
      }
    }),
  );
}

self.addEventListener('install', (event) => event.waitUntil(carryGuides()));
self.addEventListener('activate', (event) => event.waitUntil(dropOtherBuilds().then(keepOpenGuides)));
