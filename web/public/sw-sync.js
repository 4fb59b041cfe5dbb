// Imported into the generated service worker. Background Sync only wakes the app's own replay
// (the outbox in IndexedDB stays the single queue); it never replays requests itself.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'avanzo-sync') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'avanzo-sync' });
    }),
  );
});
