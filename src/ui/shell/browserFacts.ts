/** The cookies the route rules read, as a plain record (SPEC 9 names them). */
export function readCookies(cookie: string = typeof document === 'undefined' ? '' : document.cookie): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (!rawName) continue;
    try {
      out[rawName] = decodeURIComponent(rest.join('='));
    } catch {
      out[rawName] = rest.join('=');
    }
  }
  return out;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 365 * 24 * 60 * 60): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

/** A referral cookie the worker planned: its own lifetime, or until the browser closes (null). */
export function writeReferralCookie(cookie: {
  readonly name: string;
  readonly value: string;
  readonly maxAgeSeconds: number | null;
}): void {
  if (cookie.maxAgeSeconds !== null) writeCookie(cookie.name, cookie.value, cookie.maxAgeSeconds);
  else document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; path=/; SameSite=Lax`;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return [...navigator.languages];
  return navigator.language ? [navigator.language] : [];
}

/** iPadOS Safari presents itself as a desktop Mac; only its touch points give it away (SPEC 1). */
export function isIpadPresentingAsMac(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Macintosh/.test(navigator.userAgent) && (navigator.maxTouchPoints ?? 0) > 1;
}

/** Absolute URLs (another site, e.g. the mobile one) leave the app; paths stay in the router. */
export function isExternal(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(to);
}
