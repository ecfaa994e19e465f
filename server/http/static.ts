import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRECOMPRESSED, PRECOMPRESSED_DIR, type PrecompressedEncoding } from '../../src/protocol/constants/precompressed';
import { chooseEncoding } from './contentEncoding';
import { sendText } from './respond';
import { answerAs, inlineScriptHashes } from './securityHeaders';

export const NOT_BUILT_MESSAGE = 'Site not built: run npm run build';

/** Vite puts content-hashed files here: safe to cache forever. */
const IMMUTABLE_PREFIX = '/assets/';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, manifest) must be revalidated so a deploy shows at once. */
const REVALIDATE_CACHE = 'no-cache';
/** The service worker vite-plugin-pwa builds: scripts it imports follow its own answer's policy. */
export const SERVICE_WORKER_PATH = '/sw.js';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

/** The type of a file whose extension the server does not know. */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? UNKNOWN_CONTENT_TYPE;
}

/**
 * Serves the Vite build: files as they are, and index.html for any other
 * path so the client router can handle it. A missing hashed asset is a 404,
 * never index.html (a script tag would choke on HTML).
 */
export function createStaticHandler(distDir: string) {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');

  return async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    }
    const index = await fileStats(indexFile);
    if (!index) return sendText(res, 503, NOT_BUILT_MESSAGE, { 'retry-after': '5' });

    const file = resolveInside(root, pathname);
    if (file === 'forbidden') return sendText(res, 400, 'Bad path');
    const stats = file ? await fileStats(file) : undefined;
    if (file && stats) {
      const cache = pathname.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
      const copies = pathname.startsWith(`/${PRECOMPRESSED_DIR}/`) ? await copiesOf(file) : [];
      return sendFile(req, res, file, stats, cache, pathname === SERVICE_WORKER_PATH, copies);
    }
    if (pathname.startsWith(IMMUTABLE_PREFIX)) return sendText(res, 404, `Not found: ${pathname}`);
    return sendFile(req, res, indexFile, index, REVALIDATE_CACHE);
  };
}

/** The file under root the path names; 'forbidden' for traversal; undefined for the root itself. */
function resolveInside(root: string, pathname: string): string | 'forbidden' | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'forbidden';
  }
  if (decoded.includes('\0')) return 'forbidden';
  const file = resolve(root, `.${decoded}`);
  if (file === root) return undefined;
  if (!file.startsWith(root + sep)) return 'forbidden';
  return file;
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** A compressed copy the build wrote beside a file (scripts/precompress.ts). */
interface Copy {
  readonly encoding: PrecompressedEncoding;
  readonly file: string;
  readonly stats: Stats;
}

async function copiesOf(file: string): Promise<Copy[]> {
  const found = await Promise.all(
    (Object.entries(PRECOMPRESSED) as [PrecompressedEncoding, string][]).map(async ([encoding, suffix]) => {
      const stats = await fileStats(`${file}${suffix}`);
      return stats ? { encoding, file: `${file}${suffix}`, stats } : undefined;
    }),
  );
  return found.filter((copy) => copy !== undefined);
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  fileInfo: Stats,
  cache: string,
  isServiceWorker = false,
  copies: readonly Copy[] = [],
): Promise<void> {
  await giveSecurityHeaders(res, file, isServiceWorker);
  // The copy the browser accepts, else the file itself; caches keep one answer per encoding (vary).
  const encoding = chooseEncoding(
    req,
    copies.map((c) => c.encoding),
  );
  const copy = copies.find((c) => c.encoding === encoding);
  const body = copy?.file ?? file;
  const stats = copy?.stats ?? fileInfo;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${copy ? `-${copy.encoding}` : ''}"`;
  const headers = {
    'content-type': contentTypeOf(file),
    'cache-control': cache,
    etag,
    'last-modified': stats.mtime.toUTCString(),
    ...(copies.length > 0 ? { vary: 'accept-encoding' } : {}),
    ...(copy ? { 'content-encoding': copy.encoding } : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': stats.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  return new Promise((done) => {
    const stream = createReadStream(body);
    stream.on('error', () => res.destroy());
    res.on('close', () => {
      stream.destroy();
      done();
    });
    stream.pipe(res);
  });
}

/**
 * The build's HTML gets the site's policy with its inline scripts' hashes (the
 * same the page renderer gives it), scripts the workers' policy; other files
 * keep the API policy app.ts gave every answer (an SVG opened directly runs nothing).
 */
async function giveSecurityHeaders(res: ServerResponse, file: string, isServiceWorker: boolean): Promise<void> {
  const type = contentTypeOf(file);
  if (type.startsWith('text/html')) {
    const html = await readFile(file, 'utf8').catch(() => '');
    answerAs(res, 'siteHtml', { scriptHashes: inlineScriptHashes(html) });
  } else if (type.startsWith('text/javascript')) {
    answerAs(res, isServiceWorker ? 'serviceWorker' : 'script');
  }
}
