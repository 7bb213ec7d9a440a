/* global self, caches, location */
// The player site's service worker. The build (tools/vite-service-worker.ts) fills in SHELL, the files the first
// screen needs, and VERSION, which changes with them: a new build installs beside the old and takes over at once.
const SHELL = ['__SHELL__'];
const CACHE = `zeya-shell-__VERSION__`;
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** Hashed build files never change under their name: from the cache, else fetched once and kept. */
function fromCacheFirst(request) {
  return caches.match(request).then(
    (hit) =>
      hit ||
      fetch(request).then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      }),
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Money and media are always asked of the server; the console is not the player site.
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (/^\/(api|storage|console)(\/|$)/.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Pages come fresh from the server (they carry the first screen's data); without a network, the offline page.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(fromCacheFirst(request));
    return;
  }
  event.respondWith(fetch(request).catch(() => caches.match(request)));
});
