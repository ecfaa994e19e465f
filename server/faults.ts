import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { NO_INPUT, type Router, takesBody } from './http/router';
import type { Queryable } from './db/db';
import { BodyError, readJsonBody, sendError, sendJson } from './http/respond';
import { readSwitchBody } from './http/validate';
import { BETS_PATHS } from '../src/protocol/schemas/bets';
import { siteConfigSchema } from '../src/protocol/schemas/siteConfig';

/**
 * Switches the tests flip to see how the site copes with a broken backend.
 * Registered only outside production.
 */
export interface Faults {
  config: 'up' | 'down';
  /** When each config call was refused since the last switch: tests check the client's retry timing from the server's side. */
  refusedConfigCalls: number[];
  /** How long the server holds each coupon placement before handling it: tests watch a placement in flight in every tab. */
  placeDelayMs: number;
  /**
   * Above 0, /sw.js is served with this revision appended: to the browser a
   * changed service worker, as a deploy makes, without a second build.
   */
  serviceWorkerRevision: number;
}

export const FAULTS_PATH = '/__test/faults';

const faultsPatchSchema = z
  .object({
    config: z.enum(['up', 'down']).optional(),
    placeDelayMs: z.number().int().min(0).max(30_000).optional(),
    serviceWorkerRevision: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Give at least one fault, e.g. {"config":"down"}' });

export function createFaults(): Faults {
  return { config: 'up', refusedConfigCalls: [], placeDelayMs: 0, serviceWorkerRevision: 0 };
}

/** The service worker's script with the test revision appended, or null when the switch is off (the file as built). */
export async function changedServiceWorker(faults: Faults, distDir: string, pathname: string): Promise<string | null> {
  if (pathname !== '/sw.js' || faults.serviceWorkerRevision === 0) return null;
  const built = await readFile(join(distDir, 'sw.js'), 'utf8').catch(() => null);
  return built === null ? null : `${built}\n// test revision ${faults.serviceWorkerRevision}\n`;
}

/** How long the switches hold this request before it is routed (0: not at all). */
export function faultDelayMs(faults: Faults, method: string, pathname: string): number {
  return method === 'POST' && pathname === BETS_PATHS.place ? faults.placeDelayMs : 0;
}

/**
 * Holds a request the switches delay: until its delay is over, or sooner when
 * a test sets the delay back to 0 (a test that has seen what it waited for
 * releases the request instead of racing a timer on a loaded machine).
 */
export async function holdRequest(faults: Faults, method: string, pathname: string): Promise<void> {
  const until = Date.now() + faultDelayMs(faults, method, pathname);
  while (faultDelayMs(faults, method, pathname) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Test-only: the site config fields an e2e test may set (a short idle time, terms on or off). */
export const TEST_SITE_CONFIG_PATH = '/__test/site-config';
/** Test-only: POST makes every player confirm the terms again (a new terms version). */
export const TEST_TERMS_VERSION_PATH = '/__test/terms-version';
/**
 * {"reset": true} goes back to the seeded terms version; any other body (none, malformed, another value) adds a new
 * version, so the schema only tells the reset apart and never refuses.
 */
const termsVersionBodySchema = z.object({ reset: z.boolean().optional() });
const testSiteConfigSchema = z
  .object({
    isAutoLogoffEnable: z.boolean().optional(),
    autoLogoffInactiveMinutes: z.number().positive().optional(),
    isAvailableConfirmTerms: z.boolean().optional(),
    isRegistrationAllowed: z.boolean().optional(),
    /** One-tap's prompt sits over the header: a test of the other sign-in ways turns it off. */
    isOneTapAuthEnabled: z.boolean().optional(),
    /** The default country's geo id (the policy pixel shows for some, src/protocol/constants/siteNotices.ts). */
    geoCountryId: z.number().int().optional(),
    /** The wallet's withdrawal rules (an e2e withdraws a deposit it did not stake). */
    withdrawalSettings: z
      .object({
        depositTurnoverRequired: z.boolean(),
        verificationThresholdByCurrency: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int().nonnegative()),
      })
      .optional(),
    /** The first-deposit bonus's terms (an e2e wagers a bonus with two bets); null: no bonus. */
    firstDepositBonusSetting: siteConfigSchema.shape.firstDepositBonusSetting,
  })
  .strict();

export function registerFaultRoutes(router: Router, faults: Faults, deps: { db?: Queryable } = {}): void {
  const { db } = deps;
  if (db) {
    router.post(
      TEST_SITE_CONFIG_PATH,
      async ({ req, res }) => {
        const patch = await readSwitchBody(req, res, testSiteConfigSchema, 'invalid_site_config');
        if (!patch) return;
        for (const [field, value] of Object.entries(patch)) {
          if (value === undefined) continue;
          await db.query(
            `INSERT INTO site_config_field (country_code, field, value) VALUES ('*', $1, $2::jsonb)
           ON CONFLICT (country_code, field) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
            [field, JSON.stringify(value)],
          );
        }
        sendJson(res, 200, patch);
      },
      takesBody(testSiteConfigSchema),
    );
    router.post(
      TEST_TERMS_VERSION_PATH,
      async ({ req, res }) => {
        // {"reset": true} goes back to the seeded version 1, so other tests on this server are not asked to confirm.
        const body = termsVersionBodySchema.safeParse(await readJsonBody(req).catch(() => null));
        if (body.success && body.data.reset === true) {
          await db.query('DELETE FROM terms_version WHERE version > 1');
          return sendJson(res, 200, { version: 1 });
        }
        // Two at once can read the same MAX on PostgreSQL: the second one's insert then does nothing, and it tries again.
        let rows: { version: number }[] = [];
        while (rows.length === 0)
          rows = await db.query<{ version: number }>(
            `INSERT INTO terms_version (version) SELECT COALESCE(MAX(version), 0) + 1 FROM terms_version
              ON CONFLICT (version) DO NOTHING RETURNING version`,
          );
        sendJson(res, 200, { version: rows[0]?.version ?? null });
      },
      takesBody(termsVersionBodySchema),
    );
  }
  router.get(FAULTS_PATH, ({ res }) => sendJson(res, 200, { ...faults }), NO_INPUT);
  router.post(
    FAULTS_PATH,
    async ({ req, res }) => {
      let body: unknown;
      try {
        body = await readJsonBody(req);
      } catch (error) {
        if (error instanceof BodyError) return sendError(res, error.status, error.code, error.message);
        throw error;
      }
      const patch = faultsPatchSchema.safeParse(body);
      if (!patch.success) {
        const detail = patch.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
        return sendError(
          res,
          400,
          'invalid_faults',
          `Expected {"config"?: "down" | "up", "placeDelayMs"?: 0..30000, "serviceWorkerRevision"?: 0..1000000}: ${detail}`,
        );
      }
      Object.assign(faults, patch.data);
      faults.refusedConfigCalls = [];
      sendJson(res, 200, { ...faults });
    },
    takesBody(faultsPatchSchema),
  );
}
