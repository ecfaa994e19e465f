import { z } from 'zod';
import type { Router } from './http/router';
import { BodyError, readJsonBody, sendError, sendJson } from './http/respond';

/**
 * Switches the tests flip to see how the site copes with a broken backend.
 * Registered only outside production.
 */
export interface Faults {
  config: 'up' | 'down';
  /** When each config call was refused since the last switch: tests check the client's retry timing from the server's side. */
  refusedConfigCalls: number[];
}

export const FAULTS_PATH = '/__test/faults';

const faultsPatchSchema = z
  .object({ config: z.enum(['up', 'down']).optional() })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Give at least one fault, e.g. {"config":"down"}' });

export function createFaults(): Faults {
  return { config: 'up', refusedConfigCalls: [] };
}

export function registerFaultRoutes(router: Router, faults: Faults): void {
  router.get(FAULTS_PATH, ({ res }) => sendJson(res, 200, { ...faults }));
  router.post(FAULTS_PATH, async ({ req, res }) => {
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
      return sendError(res, 400, 'invalid_faults', `Expected {"config": "down" | "up"}: ${detail}`);
    }
    Object.assign(faults, patch.data);
    faults.refusedConfigCalls = [];
    sendJson(res, 200, { ...faults });
  });
}
