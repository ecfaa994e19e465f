import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { GAME_FRAME_PAGE } from '../../src/protocol/casino/play';
import { sendError, sendText } from '../http/respond';
import type { Router } from '../http/router';
import { beginAnswer, gameFrameHeaders } from '../http/securityHeaders';
import { contentTypeOf } from '../http/static';
import type { Logger } from '../log';
import type { CasinoOrigins } from './origins';

/** Every answer of the games origin may be read by the frame, whose sandboxed origin is opaque ("null"); no cookie is ever used here. */
export const GAMES_CORS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};

const FRAME_NOT_BUILT = 'The game frame is not built: run npm run build';

/**
 * The games origin: a second listener of the reference server that serves
 * only the game frame's page (the Vite build in `frameDir`) and the frame's
 * API (`router`). A game running here cannot read the site's cookies or
 * storage, and the site frames it sandboxed without allow-same-origin.
 */
export function createGamesServer(deps: {
  readonly router: Router;
  readonly frameDir: string;
  readonly origins: CasinoOrigins;
  readonly https: boolean;
  readonly log: Logger;
}): Server {
  const root = resolve(deps.frameDir);

  async function serveFrame(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const rest = pathname.slice(GAME_FRAME_PAGE.length) || 'index.html';
    const file = resolve(root, rest);
    if (!file.startsWith(root + sep)) return sendText(res, 400, 'Bad path', GAMES_CORS);
    const body = await readFile(file).catch(() => null);
    if (!body) return sendText(res, rest === 'index.html' ? 503 : 404, rest === 'index.html' ? FRAME_NOT_BUILT : 'Not found', GAMES_CORS);
    const isPage = extname(file) === '.html';
    const headers: Record<string, string> = {
      ...GAMES_CORS,
      'content-type': contentTypeOf(file),
      'content-length': String(body.length),
      'cache-control': rest.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    // The page is framed by the site (its frame-ancestors); X-Frame-Options cannot name another origin, so it goes.
    res.removeHeader('x-frame-options');
    if (isPage) Object.assign(headers, gameFrameHeaders({ https: deps.https, sites: deps.origins.sites(), games: deps.origins.games() }));
    else res.removeHeader('content-security-policy');
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const pathname = new URL(req.url ?? '/', 'http://games.invalid').pathname;
    if (method === 'OPTIONS') {
      res.writeHead(204, GAMES_CORS);
      return void res.end();
    }
    if ((method === 'GET' || method === 'HEAD') && pathname.startsWith(GAME_FRAME_PAGE)) return serveFrame(req, res, pathname);
    const match = deps.router.match(method, pathname);
    if (match.kind === 'found') return match.handler({ req, res, url: new URL(req.url ?? '/', 'http://games.invalid') });
    return sendError(res, 404, 'not_found', `The games origin has no ${method} ${pathname}`, GAMES_CORS);
  }

  return createServer((req, res) => {
    beginAnswer(res, { https: deps.https });
    route(req, res).catch((error: unknown) => {
      deps.log.error(
        `games ${req.method} ${req.url?.split('?')[0]} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendError(res, 500, 'internal', 'Internal server error; see the server log', GAMES_CORS);
      else res.destroy();
    });
  });
}
