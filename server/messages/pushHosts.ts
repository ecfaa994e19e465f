/**
 * The push services a production server sends to. A subscription's endpoint
 * is an address the player hands in and the server then POSTs to: without a
 * list of the browsers' push services, a player could have the server call
 * any host it can reach. PUSH_SERVICE_HOSTS (comma list) replaces the list.
 */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

export function pushHostsFromEnv(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const listed = (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return listed.length > 0 ? listed : BROWSER_PUSH_SERVICES;
}

/** Why an endpoint is refused (null: it may be used); `hosts` null takes any address (outside production: a test's local push service). */
export function pushEndpointRefusal(endpoint: string, hosts: readonly string[] | null): string | null {
  if (hosts === null) return null;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'a push endpoint is an https address';
  const host = url.hostname.toLowerCase();
  // A service's own host or one under it (web.push.apple.com, wns2-par02p.notify.windows.com).
  if (!hosts.some((h) => host === h || host.endsWith(`.${h}`))) return `${host} is not a push service this site sends to`;
  return null;
}
