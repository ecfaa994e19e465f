import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { NOT_BUILT_MESSAGE } from '../../server/http/static';
import { captureLogger, stubDb, tempDir, writeFiles } from './helpers';
import { writeFileSync } from 'node:fs';

// Static files never touch the database: a stub keeps this file free of PGlite.
const dist = tempDir('dist-');
const missing = tempDir('no-dist-');
const INDEX = '<!doctype html><title>site</title><div id="root"></div>';
const BIG = `export const odds = [${Array.from({ length: 400 }, (_, i) => (1 + i / 100).toFixed(2)).join(', ')}];`;
let site: RunningServer;
let unbuilt: RunningServer;
const log = captureLogger();

beforeAll(async () => {
  writeFiles(dist.path, {
    'index.html': INDEX,
    'assets/app-3f2a1c.js': 'console.log("app")',
    'assets/app-3f2a1c.css': 'body{margin:0}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'manifest.webmanifest': '{"name":"BetHouse"}',
    'sw.js': 'self.addEventListener("fetch",()=>{})',
    'fonts/a b.woff2': 'font',
    'assets/big-9c1d2e.js': BIG,
  });
  // The build's compressed copies (scripts/precompress.ts), binary.
  writeFileSync(`${dist.path}/assets/big-9c1d2e.js.br`, brotliCompressSync(BIG));
  writeFileSync(`${dist.path}/assets/big-9c1d2e.js.gz`, gzipSync(BIG));
  writeFileSync(`${dist.path}/favicon.svg.br`, brotliCompressSync('<svg/>'));
  site = await startServer({ db: stubDb(), distDir: dist.path, log, port: 0 });
  unbuilt = await startServer({ db: stubDb(), distDir: `${missing.path}/dist`, log: captureLogger(), port: 0 });
});

afterAll(async () => {
  await site?.close();
  await unbuilt?.close();
  dist.remove();
  missing.remove();
});

function get(path: string, init: RequestInit = {}, server: RunningServer = site): Promise<Response> {
  return fetch(new URL(path, server.url), init);
}

describe('static files', () => {
  it('serves files with their content types', async () => {
    const cases: [string, RegExp][] = [
      ['/assets/app-3f2a1c.js', /^text\/javascript/],
      ['/assets/app-3f2a1c.css', /^text\/css/],
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/sw.js', /^text\/javascript/],
      ['/fonts/a%20b.woff2', /^font\/woff2/],
      ['/index.html', /^text\/html/],
    ];
    for (const [path, type] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
      await response.arrayBuffer();
    }
    expect(await (await get('/assets/app-3f2a1c.js')).text()).toBe('console.log("app")');
  });

  it('caches hashed assets forever and makes everything else revalidate', async () => {
    const asset = await get('/assets/app-3f2a1c.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await asset.text();
    for (const path of ['/', '/sw.js', '/en/sport']) {
      const response = await get(path);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      await response.text();
    }
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/sw.js');
    const etag = first.headers.get('etag');
    await first.text();
    expect(etag).toBeTruthy();
    const again = await get('/sw.js', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for client routes, not for missing assets or the API', async () => {
    for (const path of ['/', '/en', '/ru/sport/football?x=1', '/de/wp-admin.php']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toBe(INDEX);
    }
    const asset = await get('/assets/gone-123.js');
    expect(asset.status).toBe(404);
    await asset.text();
    const api = await get('/web-api/unknown');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    await api.text();
  });

  it('never leaves the dist folder', async () => {
    // Encoded slashes survive URL normalisation and reach the file resolver.
    const encoded = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(encoded.status).toBe(400);
    expect(await encoded.text()).not.toMatch(/root:/);
    for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/%00']) {
      const response = await get(path);
      const body = await response.text();
      expect(body, path).not.toMatch(/root:/);
      expect([200, 400], path).toContain(response.status);
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/assets/app-3f2a1c.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('console.log("app")'.length));
    expect(await head.text()).toBe('');
    const post = await get('/en/sport', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    await post.text();
  });

  it('logs each request with the duration from the injected clock', async () => {
    // A server of its own so that no other request reads the clock between start and end.
    let ticks = 0;
    const clockLog = captureLogger();
    const timed = await startServer({ db: stubDb(), distDir: dist.path, log: clockLog, port: 0, now: () => (ticks += 7) });
    try {
      await (await get('/favicon.svg', {}, timed)).text();
      await vi.waitFor(() => expect(clockLog.lines.map((l) => l.message)).toEqual(['GET /favicon.svg 200 7ms']));
    } finally {
      await timed.close();
    }
  });
});

describe('without a build', () => {
  it('answers 503 with a message that says how to build, while the API still works', async () => {
    for (const path of ['/', '/en/sport', '/assets/app.js']) {
      const response = await get(path, {}, unbuilt);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(NOT_BUILT_MESSAGE);
    }
    expect(NOT_BUILT_MESSAGE).toBe('Site not built: run npm run build');
    expect((await get('/web-api/health', {}, unbuilt)).status).toBe(200);
  });
});

/** A GET with the headers as given and the body as sent: fetch would ask for and undo compression by itself. */
function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, site.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed copies of the assets', () => {
  it('are sent as the browser accepts them: Brotli first, gzip, or the file itself; one answer per encoding', async () => {
    const br = await raw('/assets/big-9c1d2e.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(BIG.length / 2);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);

    const gz = await raw('/assets/big-9c1d2e.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG);
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    for (const accept of [undefined, 'identity', 'zstd']) {
      const plain = await raw('/assets/big-9c1d2e.js', accept ? { 'accept-encoding': accept } : {});
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.body.toString(), accept).toBe(BIG);
    }

    // A revalidation names the encoding's own version.
    const again = await raw('/assets/big-9c1d2e.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('are sent only for the hashed assets: a copy lying elsewhere is not', async () => {
    const icon = await raw('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});
