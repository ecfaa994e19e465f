import type { IncomingMessage } from 'node:http';

/**
 * The two origins of the casino: the site's, and the games origin the game
 * frames load from (the same host on GAMES_PORT, or GAMES_ORIGIN when a
 * proxy publishes it elsewhere). Without a configured public origin the
 * reference server answers on whatever host the browser used, so each origin
 * is known for the loopback names a browser may use.
 */
export interface CasinoOrigins {
  /** The site as the request reached it. */
  siteOf(req: IncomingMessage): string;
  /** The games origin matching the request's site. */
  gamesOf(req: IncomingMessage): string;
  /** Every origin the site may be framed from (the frame page's frame-ancestors). */
  sites(): readonly string[];
  /** Every games origin (the site's frame-src, the frame page's own sources). */
  games(): readonly string[];
}

const LOOPBACK = ['127.0.0.1', 'localhost'];

export function casinoOrigins(input: {
  readonly publicOrigin: string | undefined;
  readonly gamesOrigin: string | undefined;
  sitePort(): number;
  gamesPort(): number;
}): CasinoOrigins {
  const hostName = (req: IncomingMessage): string => {
    const host = req.headers.host ?? '127.0.0.1';
    return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '127.0.0.1');
  };
  return {
    siteOf: (req) => input.publicOrigin ?? `http://${hostName(req)}:${input.sitePort()}`,
    gamesOf: (req) => input.gamesOrigin ?? `http://${hostName(req)}:${input.gamesPort()}`,
    sites: () => (input.publicOrigin ? [input.publicOrigin] : LOOPBACK.map((h) => `http://${h}:${input.sitePort()}`)),
    games: () => (input.gamesOrigin ? [input.gamesOrigin] : LOOPBACK.map((h) => `http://${h}:${input.gamesPort()}`)),
  };
}
