import type { IncomingMessage } from 'node:http';

/**
 * A user agent summarised as a player reads it ("Chrome on Windows"): the
 * browser's and the system's family, no versions, so a browser update is not
 * a new device. Unknown parts say so rather than echoing the raw header.
 */
export function summariseUserAgent(ua: string | undefined): string | null {
  if (!ua || ua.trim() === '') return null;
  return `${browserOf(ua)} on ${systemOf(ua)}`;
}

function browserOf(ua: string): string {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/YaBrowser\//.test(ua)) return 'Yandex Browser';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'Safari';
  if (/curl\/|python|node|okhttp|Go-http-client/i.test(ua)) return 'A script';
  return 'Another browser';
}

function systemOf(ua: string): string {
  if (/Windows/.test(ua)) return 'Windows';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'another system';
}

/**
 * The fingerprint hash a request proved (requireFingerprint), kept beside the
 * request so a sign-in deep in the call chain can record it without every
 * signature carrying it.
 */
const proven = new WeakMap<IncomingMessage, string>();

export function rememberFingerprint(req: IncomingMessage, hash: string): void {
  proven.set(req, hash);
}

export function fingerprintOf(req: IncomingMessage): string | null {
  return proven.get(req) ?? null;
}
