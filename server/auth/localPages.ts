import type { ServerResponse } from 'node:http';

/** The local provider's own pages: plain HTML, no script, posting only to this site. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function page(title: string, body: string): string {
  const meta = '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">';
  const head = `<head>${meta}<title>${escapeHtml(title)}</title></head>`;
  return `<!doctype html><html lang="en">${head}<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  });
  res.end(html);
}
