import type { ServerResponse } from 'node:http';
import { escapeText } from '../seo/escape';
import { answerAs } from './securityHeaders';

/**
 * The reference server's own plain pages (the simulated provider's checkout,
 * the operator console): HTML forms that work without any script, every value
 * escaped by the caller, and a Content-Security-Policy that allows no script
 * (the 'plainPage' answer of server/http/securityHeaders.ts).
 */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
} as const;

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;max-width:var(--width,26rem);margin:2rem auto;padding:0 1rem;color:#1b1b1b}
h1{font-size:1.25rem}label{display:block;margin:.75rem 0 .25rem}input{font:inherit;width:100%;padding:.5rem;box-sizing:border-box}
button{font:inherit;margin:1rem .5rem 0 0;padding:.5rem 1rem}.error{color:#a40000}.muted{color:#555;font-size:.9rem}`;

/** A whole page; `extraStyle` adds rules after the shared ones (a wider page, a table). */
export function htmlPage(title: string, body: string, extraStyle = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeText(title)}</title><style>${STYLE}${extraStyle}</style></head><body>${body}</body></html>`;
}

export function sendHtml(res: ServerResponse, status: number, body: string, headers: Readonly<Record<string, string>> = {}): void {
  answerAs(res, 'plainPage');
  res.writeHead(status, { ...PAGE_HEADERS, ...headers, 'content-length': Buffer.byteLength(body) });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** After a form's POST: the browser GETs the next page, so a reload does not post again. */
export function seeOther(res: ServerResponse, location: string, headers: Readonly<Record<string, string | string[]>> = {}): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': 0, ...headers });
  res.end();
}
