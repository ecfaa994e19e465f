import { oneTapScriptUrlOf } from './auth/context';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { healthAnswerSchema } from '../src/protocol/schemas/health';
import { API_PATH } from '../src/protocol/schemas/siteConfig';
import { registerConfigRoutes } from './config/configRoutes';
import type { Db } from './db/db';
import { changedServiceWorker, createFaults, holdRequest, registerFaultRoutes, type Faults } from './faults';
import { sendError, sendJson, sendText } from './http/respond';
import { NO_INPUT, type RouteEntry, Router } from './http/router';
import { contentTypeOf, createStaticHandler } from './http/static';
import { answerAs, beginAnswer, isHttpsOrigin } from './http/securityHeaders';
import { registerAuthRoutes } from './auth';
import { createBetService, type BetService } from './bets';
import type { LiveService } from './live';
import { registerLiveTestRoutes } from './live/testSwitch';
import { createPageRenderer, registerSeoRoutes } from './seo';
import { registerContentRoutes } from './content';
import { registerPromotionRoutes } from './promotions';
import { registerBonusGameRoutes } from './games';
import { createLimitService, type LimitService } from './limits';
import { createBonusService, registerFreeSpinAdminRoutes } from './bonus';
import { createCashbackService } from './cashback';
import { createLogger, type Logger } from './log';
import { registerQuestionRoutes } from './questions';
import { registerShellRoutes } from './shell';
import { registerSiteMarkRoutes } from './shell/siteMarks';
import { registerReferralRoutes } from './referral';
import { registerTournamentRoutes } from './casino/tournaments';
import { creditReferrerOfDeposit, referralRulesFromEnv, registerOfficeSupport } from './officeSupport';
import { registerVerificationRoutes, verificationConfigFromEnv, type VerificationConfig } from './verification';
import { registerOfficeSettingsRoutes } from './officeSettings';
import { registerOfficeRoutes } from './office';
import { catalogueGames, lobbyCasinoService, registerCasinoCatalogue } from './casino/catalogue';
import { registerAnalyticsRoutes, registerCounterScripts } from './analytics';
import { registerPersonalRoutes } from './personal';
import { createMessageService, type MessageService } from './messages';
import { createWalletService, type WalletService } from './wallet';
import { registerSharedRoutes, registerSharedTestRoutes, type SharedTables } from './casino/shared';
import { registerBingoRoutes, registerBingoTestRoutes, type BingoHall } from './bingo';
import { registerVirtualSportsRoutes, registerVirtualSportsTestRoutes, type VirtualSports } from './virtualSports';
import { registerTvGamesRoutes, registerTvGamesTestRoutes, type TvStudio } from './tvGames';
import { registerLottoRoutes, registerLottoTestRoutes, type LottoHall } from './lotto';
import { casinoOrigins, type CasinoService } from './casino';
import { registerSeedTestRoutes } from './casino/fair/testSwitch';
import { registerAlphabet } from './alphabet';
import { registerTotoRoutes, registerTotoTestRoutes, TotoService } from './toto';
import { ffmpegMaker, registerMediaRoutes, StreamLibrary, streamsDirFromEnv } from './media';

export const HEALTH_PATH = `${API_PATH}/health`;
/** Emitted on the http.Server when RunningServer.close starts: long-lived streams end so the close does not wait for them. */
export const CLOSING_EVENT = 'closing';
/** Above the usual 60 s idle timeout of load balancers in front (nginx, cloud balancers). */
const KEEP_ALIVE_MS = 65_000;

export interface ServerOptions {
  readonly db: Db;
  /** The Vite build output (index.html + assets/). */
  readonly distDir: string;
  /** Milliseconds clock for request durations; injectable for tests. */
  readonly now?: () => number;
  readonly log?: Logger;
  /** The live catalogue and feed; absent in tests that do not need the simulator. */
  readonly live?: LiveService;
  /**
   * The /__test/* switches (faults, site config, terms, live feed): they let
   * anyone change what the site does, so they are on only where tests run
   * (NODE_ENV=test, as vitest and the e2e servers set it) or when
   * ENABLE_TEST_ROUTES=1 asks for them; `npm start` has them off.
   */
  readonly testFaults?: boolean;
  /**
   * The bets (server/bets); by default one over `db` and `live`. It settles
   * finished games only when `live` is given (it starts with the server and
   * stops when the server closes).
   */
  readonly bets?: BetService;
  /** The toto (server/toto); by default one over `db` and `live` when `live` is given (its draws are games of the line). */
  readonly toto?: TotoService;
  /**
   * Money in and out (server/wallet); by default one over `db`. It starts
   * its webhook queue and the player channel's poller when the server
   * listens, and stops them when it closes.
   */
  readonly wallet?: WalletService;
  /** Responsible-gaming limits (server/limits); by default one over `db` on the wall clock. */
  readonly limits?: LimitService;
  /** The player's messages and web push (server/messages); by default one over `db`, its push dispatcher running once listening. */
  readonly messages?: MessageService;
  /**
   * The operator's token for the admin endpoints the server builds itself
   * (questions, referral, analytics); by default ADMIN_TOKEN of the
   * environment, null: those endpoints do not exist.
   */
  readonly adminToken?: string | null;
  /** Identity documents' folder and size limit (server/verification); by default VERIFICATION_DIR and VERIFICATION_MAX_BYTES. */
  readonly verification?: VerificationConfig;
  /** The public origin (server/http/publicOrigin.ts); by default PUBLIC_ORIGIN. An https one turns on HSTS. */
  readonly publicOrigin?: string;
  /** The casino's shared-round tables (server/casino/shared), started by their owner; the server stops them when it closes. */
  readonly sharedTables?: SharedTables;
  /** The bingo rooms (server/bingo), started by their owner; the server stops them when it closes. */
  readonly bingo?: BingoHall;
  /** The virtual sports schedule (server/virtualSports), started by its owner: a second catalogue for the bets, settled through them. */
  readonly virtualSports?: VirtualSports;
  /** The TV draw shows (server/tvGames), started by their owner; the server stops them when it closes. */
  readonly tvGames?: TvStudio;
  /** The lotteries (server/lotto), started by their owner; the server stops them when it closes. */
  readonly lotto?: LottoHall;
  /**
   * The games' live video loops (server/media), served when `live` is given; by default made with ffmpeg into
   * STREAMS_DIR (else .data/streams under the working folder).
   */
  readonly streams?: StreamLibrary;
  /** The casino's play pipe (server/casino); by default one over `db` with a game per built engine. */
  readonly casino?: CasinoService;
  /** The game frame's build (its own Vite build); by default `<distDir>-frame`. */
  readonly frameDir?: string;
  /** Where the games origin is published when a proxy puts it elsewhere; by default GAMES_ORIGIN, else this host on the games port. */
  readonly gamesOrigin?: string;
}

const routers = new WeakMap<Server, Router>();
/** Each site server's games origin (server/casino/gamesServer.ts), listened to and closed with it by startServer. */
const gamesServers = new WeakMap<Server, Server>();
/** Each server's background services, stopped once when it closes (and awaited by RunningServer.close before the database goes). */
const serviceStops = new WeakMap<Server, Promise<void>>();
const serviceStoppers = new WeakMap<Server, (() => Promise<void>)[]>();

function stopServices(server: Server): Promise<void> {
  let stopped = serviceStops.get(server);
  if (!stopped) {
    stopped = Promise.all((serviceStoppers.get(server) ?? []).map((stop) => stop())).then(() => undefined);
    serviceStops.set(server, stopped);
  }
  return stopped;
}

/** Every route a server built by createServer answers, with the CSRF rule of each state change (the security tests walk them). */
export function routesOf(server: Server): readonly RouteEntry[] {
  return routers.get(server)?.list() ?? [];
}

/** The HTTP server of the site and its API, not yet listening. */
export function createServer(options: ServerOptions): Server {
  const log = options.log ?? createLogger('info');
  const now = options.now ?? (() => performance.now());
  const testFaults = options.testFaults ?? (process.env.NODE_ENV === 'test' || process.env.ENABLE_TEST_ROUTES === '1');
  const faults: Faults | undefined = testFaults ? createFaults() : undefined;
  const publicOrigin = options.publicOrigin ?? (process.env.PUBLIC_ORIGIN || undefined);
  let games: Server | undefined;
  let site: Server | undefined;
  const portOf = (listener: Server | undefined): number => (listener?.address() as AddressInfo | null)?.port ?? 0;
  const origins = casinoOrigins({
    publicOrigin,
    gamesOrigin: options.gamesOrigin ?? (process.env.GAMES_ORIGIN || undefined),
    sitePort: () => portOf(site),
    gamesPort: () => portOf(games),
  });
  const answerContext = {
    https: isHttpsOrigin(publicOrigin),
    // The site's pages may frame the games origin once it listens.
    get frameSources() {
      return games?.listening ? origins.games() : [];
    },
  };

  const router = new Router();
  // With the live feed: this process's role in it (leader or follower) and its last seq, for operators and the load balancer.
  router.get(
    HEALTH_PATH,
    ({ res }) => {
      const live = options.live?.status();
      sendJson(res, 200, healthAnswerSchema.parse(live ? { ok: true, live } : { ok: true }));
    },
    NO_INPUT,
  );
  registerConfigRoutes(router, { db: options.db, faults, log });
  const auth = registerAuthRoutes(router, { db: options.db, log });
  options.live?.register(router);
  const virtualSports = options.virtualSports;
  const bets = options.bets ?? createBetService({ db: options.db, log, live: options.live, others: virtualSports ? [virtualSports] : [] });
  virtualSports?.settleWith((result) => bets.gameFinished(result));
  bets.register(router, auth);
  const toto = options.toto ?? (options.live ? new TotoService({ db: options.db, log, live: options.live }) : undefined);
  if (toto) registerTotoRoutes(router, toto, auth);
  const live = options.live;
  const streams = live
    ? (options.streams ?? new StreamLibrary({ root: streamsDirFromEnv(process.cwd()), make: ffmpegMaker({ log }), log }))
    : undefined;
  if (live && streams) {
    registerMediaRoutes(router, { auth, log, now: auth.now, library: streams, game: (gameId) => live.runtime?.world.games.get(gameId) });
  }
  const referralRules = referralRulesFromEnv();
  const wallet =
    options.wallet ??
    createWalletService({
      db: options.db,
      log,
      // A referred friend's first deposit pays the referrer in the same transaction (server/officeSupport/README.md).
      onFirstDeposit: (tx, userId, at) => creditReferrerOfDeposit(tx, userId, referralRules, at),
    });
  wallet.register(router, auth, { testRoutes: testFaults });
  const limits = options.limits ?? createLimitService({ db: options.db });
  limits.register(router, auth, { testRoutes: testFaults });
  const bonuses = createBonusService({ db: options.db, log });
  bonuses.register(router, auth, { testRoutes: testFaults });
  const cashback = createCashbackService({ db: options.db, log, adminToken: options.adminToken });
  cashback.register(router, auth, { testRoutes: testFaults });
  const messages = options.messages ?? createMessageService({ db: options.db, log });
  messages.register(router, auth);
  const catalogue = registerCasinoCatalogue(router, { db: options.db, auth });
  // The operator grants free spins of the catalogue's slots (server/bonus/README.md "Free spins").
  registerFreeSpinAdminRoutes(router, {
    db: options.db,
    findGame: catalogueGames(catalogue),
    now: auth.now,
    adminToken: options.adminToken,
  });
  const casino = options.casino ?? lobbyCasinoService(catalogue, { db: options.db, log });
  casino.register(router, auth, origins);
  games = casino.gamesServer({
    auth,
    origins,
    frameDir: options.frameDir ?? `${options.distDir}-frame`,
    https: answerContext.https,
    ...(options.sharedTables ? { sharedTables: options.sharedTables } : {}),
  });
  const isProduction = process.env.NODE_ENV === 'production';
  registerSeoRoutes(router, { db: options.db, log, isProduction, testFaults });
  registerContentRoutes(router, {
    db: options.db,
    log,
    adminToken: options.adminToken,
    now: auth.now,
    ...(publicOrigin ? { publicOrigin } : {}),
  });
  registerPromotionRoutes(router, {
    db: options.db,
    auth,
    log,
    now: auth.now,
    adminToken: options.adminToken,
    findGame: catalogueGames(catalogue),
  });
  // The games project's bonus games: prizes are bonus money or free spins of the catalogue's slots (server/games/README.md).
  registerBonusGameRoutes(router, { db: options.db, auth, now: auth.now, findGame: catalogueGames(catalogue) });
  registerShellRoutes(router, { db: options.db, log, testFaults, auth });
  registerSiteMarkRoutes(router);
  registerQuestionRoutes(router, { db: options.db, auth, adminToken: options.adminToken });
  registerReferralRoutes(router, { auth, adminToken: options.adminToken });
  registerTournamentRoutes(router, { db: options.db, auth, now: auth.now, adminToken: options.adminToken });
  registerPersonalRoutes(router, { auth });
  registerOfficeSupport(router, { db: options.db, auth, adminToken: options.adminToken, referralRules });
  registerVerificationRoutes(router, {
    db: options.db,
    auth,
    adminToken: options.adminToken,
    config: options.verification ?? verificationConfigFromEnv(),
  });
  registerOfficeSettingsRoutes(router, auth);
  registerOfficeRoutes(router, { auth, testRoutes: testFaults });
  registerAnalyticsRoutes(router, { db: options.db, testRoutes: testFaults, adminToken: options.adminToken });
  registerAlphabet(router, { db: options.db, adminToken: options.adminToken });
  registerCounterScripts(router);
  // Navigations get the status their route resolves to and the head a crawler needs; files go to the static handler.
  const renderPage = createPageRenderer({
    db: options.db,
    distDir: options.distDir,
    log,
    isProduction,
    ...(publicOrigin ? { publicOrigin } : {}),
    oneTapScriptUrl: oneTapScriptUrlOf(auth),
  });
  if (faults) registerFaultRoutes(router, faults, { db: options.db });
  if (faults && options.live) registerLiveTestRoutes(router, options.live);
  if (options.sharedTables) registerSharedRoutes(router, options.sharedTables, auth);
  if (faults && options.sharedTables) registerSharedTestRoutes(router, options.sharedTables);
  if (faults) registerSeedTestRoutes(router, { db: options.db, now: auth.now });
  if (options.bingo) registerBingoRoutes(router, options.bingo, auth);
  if (faults && options.bingo) registerBingoTestRoutes(router, options.bingo);
  if (faults && toto) registerTotoTestRoutes(router, toto);
  if (virtualSports) registerVirtualSportsRoutes(router, virtualSports);
  if (faults && virtualSports) registerVirtualSportsTestRoutes(router, virtualSports);
  if (options.tvGames) registerTvGamesRoutes(router, options.tvGames, auth);
  if (faults && options.tvGames) registerTvGamesTestRoutes(router, options.tvGames);
  if (options.lotto) registerLottoRoutes(router, options.lotto, auth);
  if (faults && options.lotto) registerLottoTestRoutes(router, options.lotto);
  const serveStatic = createStaticHandler(options.distDir);

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    if (faults) await holdRequest(faults, method, url.pathname);
    const match = router.match(method, url.pathname);
    if (match.kind === 'found') return match.handler({ req, res, url });
    if (match.kind === 'wrong-method') {
      return sendError(res, 405, 'method_not_allowed', `${method} is not allowed on ${url.pathname}`, {
        allow: match.allowed.join(', '),
      });
    }
    if (isApiPath(url.pathname)) return sendError(res, 404, 'not_found', `No API route ${method} ${url.pathname}`);
    if (await renderPage(req, res, url)) return;
    const changed = faults ? await changedServiceWorker(faults, options.distDir, url.pathname) : null;
    if (changed !== null) {
      answerAs(res, 'serviceWorker');
      return sendText(res, 200, changed, { 'content-type': contentTypeOf('sw.js'), 'cache-control': 'no-cache' });
    }
    return serveStatic(req, res, url.pathname);
  }

  const server = createHttpServer((req, res) => {
    const started = now();
    beginAnswer(res, answerContext);
    res.once('close', () => {
      const aborted = res.writableFinished ? '' : ' (aborted)';
      log.info(`${req.method} ${pathOnly(req.url)} ${res.statusCode} ${Math.round(now() - started)}ms${aborted}`);
    });
    let url: URL;
    try {
      url = requestUrl(req.url);
    } catch {
      return sendError(res, 400, 'bad_url', 'Request URL cannot be parsed');
    }
    const unstorable = unstorableUrlPart(url);
    if (unstorable) return sendError(res, 400, 'invalid_text', `The ${unstorable} contains a NUL character`);
    route(req, res, url).catch((error: unknown) => {
      if (!res.headersSent && isDataException(error)) {
        // A value no schema bounded reached the database (a number out of a column's range, say): the request's fault, not ours.
        log.warn(`${req.method} ${pathOnly(req.url)} refused by the database: ${error.message}`);
        return sendError(res, 400, 'invalid_input', 'A value of the request is out of range or cannot be stored');
      }
      log.error(`${req.method} ${pathOnly(req.url)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendError(res, 500, 'internal', 'Internal server error; see the server log');
      else res.destroy();
    });
  });
  // An idle connection is kept longer than a load balancer (or any client pool) keeps its own: at Node's default of 5 s
  // a client reusing a connection just as the server dropped it got a reset on a request it had sent (a lost answer).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  routers.set(server, router);
  site = server;
  gamesServers.set(server, games);
  server.once('close', () => games?.close());
  const report = (what: string) => (error: unknown) => log.error(`${what} failed to stop: ${String(error)}`);
  const stoppers = [
    () => wallet.stop().catch(report('Wallet')),
    () => messages.stop().catch(report('Messages')),
    () => bonuses.stop().catch(report('Bonuses')),
    () => cashback.stop().catch(report('Cashback')),
    () => casino.stop().catch(report('Casino')),
  ];
  if (options.live) {
    bets.start();
    stoppers.push(() => bets.stop().catch(report('Bets')));
  }
  if (live && streams) {
    // A finished game's video ended: its loop leaves the cache folder.
    const unsubscribe = live.onGameFinished((gameId) => {
      streams.discard(gameId).catch((error: unknown) => log.warn(`Live video of game ${gameId} was not removed: ${String(error)}`));
    });
    stoppers.push(async () => unsubscribe());
  }
  if (toto) {
    toto.start();
    stoppers.push(() => toto.stop().catch(report('Toto')));
  }
  const tables = options.sharedTables;
  if (tables) stoppers.push(() => tables.stop().catch(report('Shared tables')));
  const bingo = options.bingo;
  if (bingo) stoppers.push(() => bingo.stop().catch(report('Bingo')));
  if (virtualSports) {
    // Started once its results have somewhere to go: events a restart left with bets settle now.
    virtualSports.start().catch((error: unknown) => log.error(`Virtual sports failed to start: ${String(error)}`));
    stoppers.push(() => virtualSports.stop().catch(report('Virtual sports')));
  }
  const tvGames = options.tvGames;
  if (tvGames) stoppers.push(() => tvGames.stop().catch(report('TV games')));
  const lotto = options.lotto;
  if (lotto) stoppers.push(() => lotto.stop().catch(report('Lotto')));
  serviceStoppers.set(server, stoppers);
  server.once('close', () => void stopServices(server));
  server.once('listening', () => {
    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    wallet.start(`http://${host}:${address.port}/`).catch((error: unknown) => log.error(`Wallet failed to start: ${String(error)}`));
    messages.start().catch((error: unknown) => log.error(`Messages failed to start: ${String(error)}`));
    bonuses.start();
    cashback.start();
    casino.start();
  });
  // Open player channels would hold a closing server open: they end first.
  server.once(CLOSING_EVENT, () => {
    wallet.endChannels();
    options.sharedTables?.streams.endAll();
    options.bingo?.streams.endAll();
    virtualSports?.streams.endAll();
    options.tvGames?.streams.endAll();
  });
  return server;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in the path or a query value is
 * refused for every route before any handler reads it.
 */
function unstorableUrlPart(url: URL): 'path' | 'query' | null {
  if (url.pathname.includes('%00')) return 'path';
  for (const [key, value] of url.searchParams) if (key.includes('\u0000') || value.includes('\u0000')) return 'query';
  return null;
}

/** SQLSTATE class 22 (data exception): a value out of its column's range, a NUL in text, a malformed number. */
function isDataException(error: unknown): error is Error & { code: string } {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Query strings carry activation tokens and OAuth codes: the log gets the path only. */
function pathOnly(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return url && url.includes('?') ? `${path}?…` : path;
}

function isApiPath(pathname: string): boolean {
  return pathname === API_PATH || pathname.startsWith(`${API_PATH}/`) || pathname.startsWith('/__test/');
}

export interface StartOptions extends ServerOptions {
  /** 0 picks a free port (tests). */
  readonly port?: number;
  readonly host?: string;
  /** The games origin's port (server/casino); by default a free one (main.ts passes GAMES_PORT, else PORT + 1). */
  readonly gamesPort?: number;
}

export interface RunningServer {
  readonly server: Server;
  readonly host: string;
  readonly port: number;
  /** http://host:port/ */
  readonly url: string;
  /** The games origin: http://host:gamesPort/ */
  readonly gamesUrl: string;
  /**
   * Stops accepting connections and resolves once every in-flight request
   * has been answered. After `forceAfterMs` the remaining connections are cut.
   */
  close(forceAfterMs?: number): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const server = createServer(options);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 8080, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const games = gamesServers.get(server);
  const gamesPort = options.gamesPort ?? 0;
  if (games) {
    await new Promise<void>((resolveListen, rejectListen) => {
      games.once('error', (error) => {
        server.close();
        rejectListen(error);
      });
      games.listen(gamesPort, host, () => resolveListen());
    });
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;

  // Keep-alive sockets would hold close() open forever: once closing, every
  // response ends its connection and each socket is dropped when it goes idle.
  const inFlight = new Set<ServerResponse>();
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (closing) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    server,
    host,
    port,
    url: `http://${urlHost}:${port}/`,
    gamesUrl: `http://${urlHost}:${(games?.address() as AddressInfo | null)?.port ?? 0}/`,
    close(forceAfterMs = 10_000) {
      if (!closing) server.emit(CLOSING_EVENT);
      closing ??= new Promise<void>((resolveClose, rejectClose) => {
        const force = setTimeout(() => server.closeAllConnections(), forceAfterMs);
        force.unref();
        server.close((error) => {
          clearTimeout(force);
          // The settlement, webhook and message work in flight ends before the caller closes the database under it.
          if (error) rejectClose(error);
          else stopServices(server).then(resolveClose, rejectClose);
        });
        for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
        server.closeIdleConnections();
        games?.closeAllConnections();
      });
      return closing;
    },
  };
}

/** SIGINT/SIGTERM: stop taking requests, finish the ones in flight, close the database. */
export async function shutdownGracefully(running: RunningServer, db: Db, log: Logger): Promise<void> {
  log.info('Shutting down: finishing in-flight requests');
  await running.close();
  await db.close();
  log.info('Stopped');
}

/**
 * The request's URL. A path is read as a path even when it starts with "//":
 * `new URL('//en/live', base)` would take "en" for a host and lose the
 * language (a mistyped link or a proxy's double slash).
 */
export function requestUrl(raw: string | undefined): URL {
  const target = raw ?? '/';
  return target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
}
