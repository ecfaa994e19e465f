import {
  ANALYTICS_ADMIN_READ_PATH,
  ANALYTICS_COLLECTOR_PREFIX,
  ANALYTICS_LIMITS,
  ANALYTICS_TEST_READ_PATH,
  analyticsBatchSchema,
  collectedAnswerSchema,
} from '../../src/protocol/analytics';
import { assertScriptPost, parseWith, AuthError, sendAuthError } from '../auth/http';
import type { Db } from '../db/db';
import { BodyError, readJsonBody, sendError, sendJson } from '../http/respond';
import { type RequestContext, type Router } from '../http/router';
import { exemptFromScriptCall } from '../http/scriptCall';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest, operatorToken } from '../http/operator';
import { readAnalyticsEvents, readAnalyticsKey, storeAnalyticsEvents } from './store';
import { collectorPathSchema } from './collectorInput';
import { ANALYTICS_READ_INPUT, READ_MAX, analyticsReadQuerySchema } from './readQuery';

export interface AnalyticsRouteDeps {
  readonly db: Db;
  /** The /__test/ read; only where tests run. */
  readonly testRoutes: boolean;
  /** Enables the developers' read; undefined: ADMIN_TOKEN from the environment. */
  readonly adminToken?: string | null;
  readonly now?: () => number;
}

/**
 * The reference analytics collector (SPEC 7: /fatman-api/{key}): a batch of
 * events from the worker's sender, checked against the catalogue's schema and
 * the site config's analytics api key, stored, answered 204. And the reads
 * that show a developer what it took.
 */
const COLLECTOR_GUARD = exemptFromScriptCall('the analytics collector: checks X-Requested-With and JSON itself, after the key in its path');

export function registerAnalyticsRoutes(router: Router, deps: AnalyticsRouteDeps): void {
  const now = deps.now ?? Date.now;
  // The collector applies the script-call rule itself, after the key in its path (a wrong key is a 404 whatever the headers).
  router.under(ANALYTICS_COLLECTOR_PREFIX, ['POST'], (rc) => collect(rc, deps.db, now), {
    input: { params: collectorPathSchema, body: analyticsBatchSchema },
    guard: COLLECTOR_GUARD,
  });

  const read = async ({ res, url }: RequestContext) => {
    const query = analyticsReadQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return sendError(res, 400, 'invalid_request', `Give ?limit= a whole number from 1 to ${READ_MAX}`);
    const events = await readAnalyticsEvents(deps.db, query.data.limit);
    sendJson(res, 200, collectedAnswerSchema.parse({ events }), { 'cache-control': 'no-store' });
  };
  if (deps.testRoutes) router.get(ANALYTICS_TEST_READ_PATH, read, ANALYTICS_READ_INPUT);

  const adminToken = operatorToken(deps.adminToken);
  if (!adminToken) return;
  router.get(
    ANALYTICS_ADMIN_READ_PATH,
    async (rc) => {
      if (!isOperatorRequest(rc.req, adminToken)) return sendError(rc.res, 401, 'admin_unauthorized', OPERATOR_REFUSED_MESSAGE);
      await read(rc);
    },
    ANALYTICS_READ_INPUT,
  );
}

async function collect({ req, res, url }: RequestContext, db: Db, now: () => number): Promise<void> {
  const key = collectorPathSchema.parse({ rest: url.pathname.slice(ANALYTICS_COLLECTOR_PREFIX.length) });
  if (key === null) return sendError(res, 404, 'not_found', `Send analytics to ${ANALYTICS_COLLECTOR_PREFIX}<analytics api key>`);
  try {
    assertScriptPost(req);
    const expected = await readAnalyticsKey(db);
    // The key is not a secret (every page has it): it only keeps other sites' and stale builds' events out.
    if (expected === null || key !== expected) {
      return sendError(res, 403, 'analytics_key_rejected', "This analytics key is not the site config's analyticsApiKey");
    }
    const batch = parseWith(analyticsBatchSchema, await readJsonBody(req, ANALYTICS_LIMITS.bodyMaxBytes), 'Analytics batch');
    await storeAnalyticsEvents(db, batch.visit, batch.events, now());
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(res, error);
    if (error instanceof BodyError) return sendError(res, error.status, error.code, error.message);
    throw error;
  }
}
