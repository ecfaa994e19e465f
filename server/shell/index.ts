import { z } from 'zod';
import { API_PATH, COUNTRY_HEADER, DEFAULT_COUNTRY } from '../../src/protocol/schemas/siteConfig';
import type { Db } from '../db/db';
import { BodyError, readJsonBody, sendError, sendJson } from '../http/respond';
import type { RequestContext, Router } from '../http/router';
import type { Logger } from '../log';

/** POST {auth, url} → {data: {displayTypeId, templateTypeId}} (SPEC 7). */
export const BLOCK_PATH = `${API_PATH}/blocks-api/api/v2/block`;
/** The support button's forms (SPEC 4 Support button). */
export const SUPPORT_REQUEST_PATH = `${API_PATH}/shell/support-requests`;
/** Test switches of the shell (outside production only). */
export const SHELL_FAULTS_PATH = '/__test/shell';

export const blockRequestSchema = z.object({ auth: z.boolean(), url: z.string().max(4096) }).strict();
export const blockAnswerSchema = z.object({
  data: z.object({ displayTypeId: z.number().int(), templateTypeId: z.number().int().nullable() }),
});

export const supportRequestSchema = z
  .object({
    kind: z.enum(['callback', 'email']),
    name: z.string().trim().min(1).max(100),
    contact: z.string().trim().min(3).max(200),
    message: z.string().max(2000).default(''),
    lang: z.string().regex(/^[a-z]{2}$/),
    page: z.string().max(2048).default(''),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.contact)) ctx.addIssue({ code: 'custom', path: ['contact'], message: 'must be an e-mail address' });
    if (value.kind === 'callback' && !/^\+?[0-9 ()-]{5,20}$/.test(value.contact)) ctx.addIssue({ code: 'custom', path: ['contact'], message: 'must be a phone number' });
  });

/** What the test switch may set: the block answer (or the service down) and the config's maintenance flag. */
const shellFaultsSchema = z
  .object({
    block: z.union([z.enum(['up', 'down']), z.object({ displayTypeId: z.number().int(), templateTypeId: z.number().int().nullable() })]).optional(),
    maintenance: z.enum(['on', 'off']).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Give at least one switch, e.g. {"maintenance":"on"}' });

export interface ShellDeps {
  readonly db: Db;
  readonly log: Logger;
  /** Registers the /__test/shell switches (never in production). */
  readonly testFaults: boolean;
}

interface ShellFaults {
  blockDown: boolean;
}

async function readBody(ctx: RequestContext): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await readJsonBody(ctx.req) };
  } catch (error) {
    if (error instanceof BodyError) {
      sendError(ctx.res, error.status, error.code, error.message);
      return { ok: false };
    }
    throw error;
  }
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
}

function countryOf(ctx: RequestContext): string {
  const header = ctx.req.headers[COUNTRY_HEADER];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(raw) ? raw : DEFAULT_COUNTRY;
}

export function registerShellRoutes(router: Router, deps: ShellDeps): void {
  const faults: ShellFaults = { blockDown: false };

  router.post(BLOCK_PATH, async (ctx) => {
    const read = await readBody(ctx);
    if (!read.ok) return;
    const parsed = blockRequestSchema.safeParse(read.body);
    if (!parsed.success) return sendError(ctx.res, 400, 'invalid_block_request', `Expected {"auth": boolean, "url": string}: ${issues(parsed.error)}`);
    if (faults.blockDown) return sendError(ctx.res, 503, 'unavailable', 'Blocking service is down (fault injected through /__test/shell)');
    const rows = await deps.db.query<{ display_type_id: number; template_type_id: number | null }>(
      `SELECT display_type_id, template_type_id FROM site_block WHERE country_code IN ($1, '*') ORDER BY (country_code = '*') LIMIT 1`,
      [countryOf(ctx)],
    );
    const row = rows[0];
    const answer = blockAnswerSchema.parse({ data: { displayTypeId: row?.display_type_id ?? 0, templateTypeId: row?.template_type_id ?? null } });
    sendJson(ctx.res, 200, answer, { 'cache-control': 'no-store' });
  });

  router.post(SUPPORT_REQUEST_PATH, async (ctx) => {
    const read = await readBody(ctx);
    if (!read.ok) return;
    const parsed = supportRequestSchema.safeParse(read.body);
    if (!parsed.success) return sendError(ctx.res, 400, 'invalid_support_request', issues(parsed.error));
    const r = parsed.data;
    const rows = await deps.db.query<{ id: number }>(
      'INSERT INTO support_request (kind, name, contact, message, lang, page) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [r.kind, r.name, r.contact, r.message, r.lang, r.page],
    );
    sendJson(ctx.res, 201, { data: { id: rows[0]?.id ?? 0 } });
  });

  if (!deps.testFaults) return;
  router.post(SHELL_FAULTS_PATH, async (ctx) => {
    const read = await readBody(ctx);
    if (!read.ok) return;
    const parsed = shellFaultsSchema.safeParse(read.body);
    if (!parsed.success) {
      return sendError(ctx.res, 400, 'invalid_faults', `Expected {"block": "up" | "down" | {displayTypeId, templateTypeId}, "maintenance": "on" | "off"}: ${issues(parsed.error)}`);
    }
    const { block, maintenance } = parsed.data;
    if (block === 'down' || block === 'up') faults.blockDown = block === 'down';
    else if (block) {
      faults.blockDown = false;
      await deps.db.query(`UPDATE site_block SET display_type_id = $1, template_type_id = $2, updated_at = now() WHERE country_code = '*'`, [
        block.displayTypeId,
        block.templateTypeId,
      ]);
    }
    if (maintenance) {
      // The config row itself, so the config API and the server-rendered page (503) agree.
      await deps.db.query(
        `UPDATE site_config_field SET value = jsonb_set(value, '{isActive}', $1::jsonb), updated_at = now() WHERE country_code = '*' AND field = 'maintenance'`,
        [JSON.stringify(maintenance === 'on')],
      );
    }
    deps.log.info(`shell switches: ${JSON.stringify(parsed.data)}`);
    sendJson(ctx.res, 200, { blockDown: faults.blockDown });
  });
}
