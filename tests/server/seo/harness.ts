import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerConfigRoutes } from '../../../server/config/configRoutes';
import type { Db } from '../../../server/db/db';
import { sendError } from '../../../server/http/respond';
import { Router } from '../../../server/http/router';
import { createStaticHandler } from '../../../server/http/static';
import type { Logger } from '../../../server/log';
import { createPageRenderer, registerSeoRoutes, seedSeoDemo } from '../../../server/seo';
import { registerContentRoutes } from '../../../server/content';
import { captureLogger, openTestDb, tempDir, writeFiles, type CapturedLog } from '../helpers';

/** The servers' clock: maintenance's Retry-After and the content admin API's timestamps. */
export const CLOCK_MS = Date.UTC(2030, 0, 1);

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
  /** The operator's token for the content admin API; without it that API does not exist. */
  adminToken?: string;
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
  registerContentRoutes(router, { db: options.db, log: options.log, adminToken: options.adminToken ?? null, now: () => CLOCK_MS });
  const renderPage = createPageRenderer({
    db: options.db,
    distDir: options.distDir,
    log: options.log,
    isProduction,
    templateCheckMs: 0,
    now: () => CLOCK_MS,
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

export interface SeoSite {
  readonly db: Db;
  readonly log: CapturedLog;
  /** The built files: INDEX_HTML and one asset, assets/index-abc123.js. */
  readonly distDir: string;
  /** Outside production (the test switches answer) and in production. */
  readonly site: SeoServer;
  readonly production: SeoServer;
  /** One more server over the same database, files and log. */
  start(options: { isProduction?: boolean; publicOrigin?: string; adminToken?: string }): Promise<SeoServer>;
  close(): Promise<void>;
}

/**
 * A built site over one seeded PGlite with the SEO demo (an initdb costs
 * seconds: one per test file), served outside production and in production.
 */
export async function startSeoSite(): Promise<SeoSite> {
  const dist = tempDir('seo-dist-');
  writeFiles(dist.path, { 'index.html': INDEX_HTML, 'assets/index-abc123.js': 'console.log(1)' });
  const log = captureLogger();
  const db = await openTestDb();
  await seedSeoDemo(db);
  const servers: SeoServer[] = [];
  const start = async (options: { isProduction?: boolean; publicOrigin?: string; adminToken?: string }) => {
    const server = await startSeoServer({ db, distDir: dist.path, log, ...options });
    servers.push(server);
    return server;
  };
  return {
    db,
    log,
    distDir: dist.path,
    site: await start({}),
    production: await start({ isProduction: true }),
    start,
    async close() {
      for (const server of servers) await server.close();
      await db.close();
      dist.remove();
    },
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
