// Ludoclasse's service worker: after the first visit, the kit starts and plays without the network.
// web/build.sh writes the build's version (a hash of the folder's files) and the list of files below;
// a new build is a new worker, which caches the new files and then deletes the caches of older builds.
const VERSION = "BUILD_VERSION";
const FILES = BUILD_FILES;
const CACHE = "ludoclasse-" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // `cache: "reload"`: the files of this build from the server, not from the browser's HTTP cache.
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith("ludoclasse-") && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The kit's own files come from this build's cache (the page, its code and its icons always match);
// anything else goes to the network as usual.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  const scope = new URL(self.registration.scope);
  const url = new URL(request.url);
  // The folder itself ("/ludoclasse/") is its index.html; the address's ?query is ignored.
  const key = url.pathname === scope.pathname ? new URL("index.html", scope).href : url.href;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request)),
  );
});
