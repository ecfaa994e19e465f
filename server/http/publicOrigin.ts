import type { IncomingMessage } from 'node:http';

/**
 * Where absolute links point (activation and verification mails, OAuth
 * redirects, canonical and hreflang tags, the sitemap): the configured
 * PUBLIC_ORIGIN, else the address this server listens on. Never the
 * request's Host: anyone can send `Host: evil.example`, and a link built
 * from it would send a player's activation token there.
 */

/** The error a production start without PUBLIC_ORIGIN stops with. */
export const PUBLIC_ORIGIN_REQUIRED =
  'PUBLIC_ORIGIN must be set in production (e.g. PUBLIC_ORIGIN=https://bethouse.example): ' +
  "links in mails, canonical tags and the sitemap are built on it, never on the request's Host header";

/**
 * PUBLIC_ORIGIN checked: an http(s) origin without path, query or fragment,
 * answered as its canonical `URL.origin`; undefined when unset outside
 * production. Throws a clear message for a bad value, or for none in
 * production (main.ts calls it before anything starts).
 */
export function publicOriginFromEnv(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const raw = env.PUBLIC_ORIGIN?.trim() ?? '';
  if (raw === '') {
    if (env.NODE_ENV === 'production') throw new Error(PUBLIC_ORIGIN_REQUIRED);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://bethouse.example; got "${raw}"`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname.replace(/\/$/, '') !== '' ||
    url.search ||
    url.hash ||
    url.username
  )
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://bethouse.example (no path, query or credentials); got "${raw}"`);
  return url.origin;
}

/** The address and port the request came in on, as an origin (an IPv4-mapped address as IPv4, IPv6 in brackets). */
export function listeningOrigin(req: IncomingMessage): string {
  const raw = req.socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') ? raw.slice('::ffff:'.length) : raw;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort ?? 80}`;
}

/** The origin absolute links of this request use: the configured one, else the listening address. */
export function linkOrigin(req: IncomingMessage, publicOrigin: string | undefined): string {
  return publicOrigin ? new URL(publicOrigin).origin : listeningOrigin(req);
}
