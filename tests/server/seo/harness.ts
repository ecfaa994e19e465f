import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerConfigRoutes } from '../../../server/config/configRoutes';
import type { Db } from '../../../server/db/db';
import { sendError } from '../../../server/http/respond';
import { Router } from '../../../server/http/router';
import { createStaticHandler } from '../../../server/http/static';
import type { Logger } from '../../../server/log';
import { createPageRenderer, registerSeoRoutes } from '../../../server/seo';

/**
 * The reference server's request path with the SEO pieces wired in exactly as
 * server/seo/README.md tells app.ts to: API routes, then the page renderer,
 * then the static handler (files and the plain SPA fallback).
 */
export interface SeoServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function startSeoServer(options: {
  db: Db;
  distDir: string;
  log: Logger;
  isProduction?: boolean;
  publicOrigin?: string;
}): Promise<SeoServer> {
  const isProduction = options.isProduction ?? false;
  const router = new Router();
  registerConfigRoutes(router, { db: options.db, faults: undefined, log: options.log });
  registerSeoRoutes(router, {
    db: options.db,
    log: options.log,
    isProduction,
    testFaults: !isProduction,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
  });
  const renderPage = createPageRenderer({
    db: options.db,
    distDir: options.distDir,
    log: options.log,
    isProduction,
    templateCheckMs: 0,
    now: () => Date.UTC(2030, 0, 1),
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
  });
  const serveStatic = createStaticHandler(options.distDir);

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      const match = router.match(req.method ?? 'GET', url.pathname);
      if (match.kind === 'found') return match.handler({ req, res, url });
      if (url.pathname.startsWith('/web-api/')) return sendError(res, 404, 'not_found', 'no route');
      if (await renderPage(req, res, url)) return;
      return serveStatic(req, res, url.pathname);
    })().catch((error: unknown) => {
      options.log.error(String(error instanceof Error ? error.stack : error));
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A minimal Vite-like index.html. */
export const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr" class="no-js">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sports betting and casino</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
