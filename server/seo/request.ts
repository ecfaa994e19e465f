import type { IncomingMessage } from 'node:http';
import type { RoutingEnv, Visitor } from '../../src/core/routing';
import { COOKIES } from '../../src/protocol/routes';
import { COUNTRY_HEADER, DEFAULT_COUNTRY, type SiteConfig } from '../../src/protocol/schemas/siteConfig';
import { linkOrigin } from '../http/publicOrigin';

/**
 * What the server knows about a visitor from one request. It cannot see the
 * session, the ban or the VIP domain (the worker learns those from the API),
 * so a crawler and a first page load get the guest answer; a present `ua`
 * cookie counts as signed in so players are not bounced off their pages.
 */

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep it raw
    }
    cookies.set(name, value);
  }
  return cookies;
}

/** 'de-DE,de;q=0.9,en;q=0.8' -> ['de-DE', 'de', 'en'], by weight. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && Number.isFinite(l.weight) && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag)
    .slice(0, 10);
}

export function visitorOf(req: IncomingMessage): Visitor {
  const cookies = parseCookies(req.headers.cookie);
  return {
    isAuthenticated: cookies.has(COOKIES.userAuth) && cookies.get(COOKIES.userAuth) !== '',
    isBanned: false,
    banLevel: 0,
    banVersion: 0,
    isVipDomain: false,
    isIpadPresentingAsMac: false,
    cookieLanguage: cookies.get(COOKIES.language) ?? null,
    browserLanguages: parseAcceptLanguage(req.headers['accept-language']),
  };
}

export function routingEnvOf(req: IncomingMessage, config: SiteConfig, isProduction: boolean): RoutingEnv {
  const cookies = parseCookies(req.headers.cookie);
  return {
    config,
    isProduction,
    maintenanceCookie: cookies.get(COOKIES.maintenance) ?? null,
    // The server does not call the blocking service; the worker does, and redirects itself.
    blockReason: null,
  };
}

const TWO_LETTERS = /^[a-z]{2}$/;

/** The country header (a CDN sets it), else ru (SPEC 7). An unusable value counts as absent. */
export function countryOf(req: IncomingMessage): string {
  const header = req.headers[COUNTRY_HEADER];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return TWO_LETTERS.test(raw) ? raw : DEFAULT_COUNTRY;
}

export interface SiteOrigin {
  /** e.g. https://bethouse.example (no trailing slash). */
  readonly origin: string;
  readonly protocol: 'http:' | 'https:';
  /** Host name without the port, lowercase: matched against the licence tag's domains. */
  readonly hostname: string;
}

/**
 * Absolute URLs (canonical, hreflang, sitemap) need the public origin: the
 * configured one when set, else the address the server listens on, never
 * the request's Host (server/http/publicOrigin.ts).
 */
export function originOf(req: IncomingMessage, publicOrigin: string | undefined): SiteOrigin {
  const url = new URL(linkOrigin(req, publicOrigin));
  return { origin: url.origin, protocol: url.protocol === 'https:' ? 'https:' : 'http:', hostname: url.hostname.toLowerCase() };
}

/** The path of a URL without the language segment, as slash-joined decoded segments ('' for home). */
export function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}
