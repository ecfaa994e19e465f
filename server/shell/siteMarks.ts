import type { ServerResponse } from 'node:http';
import { AD_BAIT_PATH, POLICY_LOGO_PATH } from '../../src/protocol/constants/siteNotices';
import { NO_INPUT, type Router } from '../http/router';

/** A transparent 1×1 GIF: the policy pixel is a hit, never something to see. */
export const POLICY_LOGO_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A day: the pixel never changes, and a browser need not ask for it on every page. */
export const POLICY_LOGO_CACHE_CONTROL = 'public, max-age=86400';
/** The bait is a script that does nothing: what matters is whether the request goes through. */
export const AD_BAIT_SCRIPT = '/* the ad-blocker bait: nothing runs */\n';

function send(res: ServerResponse, body: Buffer, headers: Readonly<Record<string, string>>): void {
  res.writeHead(200, { 'content-length': body.length, 'x-content-type-options': 'nosniff', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * The shell's marks every page may fetch: SPEC 7's policy pixel (the page
 * shows it for the countries SPEC 9 lists, src/core/routing/policyLogo.ts)
 * and the ad-blocker bait (SPEC 8's notice, docs/notifications.md), at a path
 * the ad blockers' filter lists block, never cached so each check asks.
 */
export function registerSiteMarkRoutes(router: Router): void {
  router.get(
    POLICY_LOGO_PATH,
    ({ res }) => send(res, POLICY_LOGO_GIF, { 'content-type': 'image/gif', 'cache-control': POLICY_LOGO_CACHE_CONTROL }),
    NO_INPUT,
  );
  router.get(
    AD_BAIT_PATH,
    ({ res }) => send(res, Buffer.from(AD_BAIT_SCRIPT), { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }),
    NO_INPUT,
  );
}
