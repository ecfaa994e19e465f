/*
 * The inbox's web push, imported into the generated service worker (vite.config.ts, workbox importScripts).
 * The service worker has no translations: the server's payload carries the title (in the player's language,
 * sent by the page with the subscription), the body and the link. A click focuses a tab on the link, or a tab
 * of the site taken there, or opens one.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title !== '' ? data.title : self.location.host;
  // Only a path of this site: a payload never sends the player elsewhere.
  const link = typeof data.link === 'string' && /^\/[^/\\]/.test(data.link) ? data.link : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.id === 'number' ? `message-${data.id}` : undefined,
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.link) || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const exact = tabs.find((tab) => tab.url === target);
      if (exact) return exact.focus();
      const any = tabs.find((tab) => new URL(tab.url).origin === self.location.origin && 'navigate' in tab);
      if (any) {
        await any.focus();
        return any.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
