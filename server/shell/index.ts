import { z } from 'zod';
import { rowId } from '../../src/protocol/schemas/bounded';
import { INT4 } from '../../src/protocol/constants/inputBounds';
import { REDIRECT_LIGHT_PATH, redirectLightRequestSchema } from '../../src/protocol/schemas/redirect';
import { API_PATH, COUNTRY_HEADER, DEFAULT_COUNTRY, maintenanceInfoSchema, siteConfigSchema } from '../../src/protocol/schemas/siteConfig';
import {
  SUPPORT_CHAT_PATH,
  SUPPORT_RATE_LIMITED,
  SUPPORT_REQUEST_PATH,
  supportRequestAnswerSchema,
} from '../../src/protocol/schemas/support';
import { SUPPORT_HISTORY_PATH } from '../../src/protocol/schemas/supportHistory';
import { BLOCK_LIGHT_PATH, blockLightAnswerSchema, blockLightQuerySchema } from '../../src/protocol/schemas/referral';
import { readReferralTags } from '../../src/core/referral';
import type { AuthContext } from '../auth/context';
import { authenticate } from '../auth/sessions';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Db } from '../db/db';
import { BodyError, readJsonBody, sendError, sendJson } from '../http/respond';
import { NO_INPUT, type RequestContext, type Router, takesBody, takesQuery } from '../http/router';
import { isOperatorRequest } from '../http/operator';
import { OPERATOR_BEARER } from '../http/scriptCall';
import type { Logger } from '../log';
import { createChatHandles } from './chatHandle';
import { takeSupportPlace } from './supportLimits';
import { clientIp } from '../auth/context';
import { lookupRedirect, redirectAnswerOf } from './redirects';
import {
  addOperatorReply,
  chatMessages,
  conversationOpenTo,
  latestSupportRequests,
  refusalOf,
  storeSupportRequest,
  supportHistory,
  supportRequestSchema,
} from './support';

export { REDIRECT_LIGHT_PATH, SUPPORT_CHAT_PATH, SUPPORT_HISTORY_PATH, SUPPORT_REQUEST_PATH };
export { conversationOwner } from './support';
export { lookupRedirect } from './redirects';

/** POST {auth, url} → {data: {displayTypeId, templateTypeId}} (SPEC 7). */
export const BLOCK_PATH = `${API_PATH}/blocks-api/api/v2/block`;
/** Operators answer chats here, with `Authorization: Bearer $SUPPORT_OPERATOR_TOKEN`; without that variable the route is off. */
export const SUPPORT_OPERATOR_REPLY_PATH = `${API_PATH}/shell/support-chat/operator-replies`;
/** Test switches of the shell (outside production only). */
export const SHELL_FAULTS_PATH = '/__test/shell';
/** Test only: the newest support requests, to check that a form reached the server. */
export const SHELL_SUPPORT_REQUESTS_PATH = '/__test/shell/support-requests';

export const blockRequestSchema = z.object({ auth: z.boolean(), url: z.string().max(4096) }).strict();
export const blockAnswerSchema = z.object({
  data: z.object({ displayTypeId: z.number().int(), templateTypeId: z.number().int().nullable() }),
});

export { supportRequestSchema };

/**
 * The chat's poll: the handle its first message was answered with, and the last message id the client holds
 * (0, empty or absent for all). Unknown keys are ignored like any query's.
 */
const chatQuerySchema = z.object({
  conversation: z.string().min(1).max(200),
  after: z
    .string()
    .regex(/^(0|[1-9]\d{0,9})?$/, 'must be a message id or 0')
    .transform(Number)
    .pipe(z.number().max(INT4.max))
    .optional()
    .transform((after) => after ?? 0),
});
const operatorReplySchema = z.object({ conversationId: rowId(), text: z.string().trim().min(1).max(2000) }).strict();

/** The shell's own config fields (support options, the mobile site, where a guest signs in), checked as the config schema has them. */
const shellSiteConfigSchema = siteConfigSchema
  .pick({
    consultantParams: true,
    isAvailableCallback: true,
    langsHiddenCallback: true,
    mobileSiteOrigin: true,
    loginRequiredTarget: true,
    authAppOrigin: true,
  })
  .partial()
  .strict();

/**
 * What the test switch may set: the block answer (or the service down), the
 * config's maintenance flag or window fields, the redirect service (down,
 * answering a wrong shape, or extra rules), and an operator's chat answer.
 */
const shellFaultsSchema = z
  .object({
    block: z
      .union([z.enum(['up', 'down']), z.object({ displayTypeId: z.number().int(), templateTypeId: z.number().int().nullable() })])
      .optional(),
    maintenance: z.union([z.enum(['on', 'off']), maintenanceInfoSchema.partial()]).optional(),
    redirectService: z.enum(['up', 'down', 'malformed']).optional(),
    redirectRules: z
      .array(
        z.object({
          from: z.string().regex(/^\/[^/?#]/),
          to: z.string().regex(/^(\/[^/]|https?:\/\/)/),
          code: z.union([z.literal(301), z.literal(302)]).default(301),
        }),
      )
      .optional(),
    /** An operator's answer: the conversation by its table id (as operators see it) or by the handle a chat was given. */
    chatReply: z
      .object({
        conversationId: z.union([rowId(), z.string().min(1).max(200)]),
        text: z.string().trim().min(1).max(2000),
      })
      .strict()
      .optional(),
    siteConfig: shellSiteConfigSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Give at least one switch, e.g. {"maintenance":"on"}' });

export interface ShellDeps {
  readonly db: Db;
  readonly log: Logger;
  /** Registers the /__test/shell switches (never in production). */
  readonly testFaults: boolean;
  /** The operators' chat token; else SUPPORT_OPERATOR_TOKEN; without either, operator replies are off. */
  readonly operatorToken?: string;
  /**
   * Who is signed in: their requests become theirs and their history can be
   * read. Without it (a shell on its own, in tests) every request is a
   * guest's and there is no history route.
   */
  readonly auth?: AuthContext;
  /** Epoch ms (an operator's answer in the player's inbox); the system clock by default. */
  readonly now?: () => number;
}

interface ShellFaults {
  blockDown: boolean;
  redirectService: 'up' | 'down' | 'malformed';
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

/** The operator's block for the visitor's country, else the site-wide one, else none. */
async function blockFor(db: Db, country: string): Promise<{ displayTypeId: number; templateTypeId: number | null }> {
  const [row] = await db.query<{ display_type_id: number; template_type_id: number | null }>(
    `SELECT display_type_id, template_type_id FROM site_block WHERE country_code IN ($1, '*') ORDER BY (country_code = '*') LIMIT 1`,
    [country],
  );
  return { displayTypeId: row?.display_type_id ?? 0, templateTypeId: row?.template_type_id ?? null };
}

export function registerShellRoutes(router: Router, deps: ShellDeps): void {
  const faults: ShellFaults = { blockDown: false, redirectService: 'up' };
  const operatorToken = deps.operatorToken ?? (process.env.SUPPORT_OPERATOR_TOKEN || undefined);
  const { auth } = deps;
  const now = deps.now ?? (() => Date.now());
  const callerOf = async (ctx: RequestContext): Promise<number | null> =>
    auth ? ((await authenticate(auth, ctx.req))?.userId ?? null) : null;
  const handles = createChatHandles(auth ? () => auth.secret() : undefined);

  if (auth) {
    router.get(
      SUPPORT_HISTORY_PATH,
      async (ctx) => {
        const userId = await callerOf(ctx);
        if (userId === null) return sendError(ctx.res, 401, 'unauthorized', "Sign in first: the support history is a signed-in player's");
        sendJson(ctx.res, 200, await supportHistory(deps.db, userId), { 'cache-control': 'no-store' });
      },
      NO_INPUT,
    );
  }

  router.post(
    REDIRECT_LIGHT_PATH,
    async (ctx) => {
      const read = await readBody(ctx);
      if (!read.ok) return;
      const parsed = redirectLightRequestSchema.safeParse(read.body);
      if (!parsed.success)
        return sendError(ctx.res, 400, 'invalid_redirect_request', `Expected {"url": "/path?query"}: ${issues(parsed.error)}`);
      if (faults.redirectService === 'down')
        return sendError(ctx.res, 503, 'unavailable', 'Redirect service is down (fault injected through /__test/shell)');
      if (faults.redirectService === 'malformed') return sendJson(ctx.res, 200, { data: { redirect: 'yes', to: parsed.data.url } });
      const answer = redirectAnswerOf(await lookupRedirect(deps.db, parsed.data.url));
      sendJson(ctx.res, 200, answer, { 'cache-control': 'no-store' });
    },
    takesBody(redirectLightRequestSchema),
  );

  router.post(
    BLOCK_PATH,
    async (ctx) => {
      const read = await readBody(ctx);
      if (!read.ok) return;
      const parsed = blockRequestSchema.safeParse(read.body);
      if (!parsed.success)
        return sendError(ctx.res, 400, 'invalid_block_request', `Expected {"auth": boolean, "url": string}: ${issues(parsed.error)}`);
      if (faults.blockDown)
        return sendError(ctx.res, 503, 'unavailable', 'Blocking service is down (fault injected through /__test/shell)');
      const answer = blockAnswerSchema.parse({ data: await blockFor(deps.db, countryOf(ctx)) });
      sendJson(ctx.res, 200, answer, { 'cache-control': 'no-store' });
    },
    takesBody(blockRequestSchema),
  );

  // The light call (SPEC 7): the same blocking answer, told the landing's referral (docs/referral.md).
  router.get(
    BLOCK_LIGHT_PATH,
    async (ctx) => {
      const parsed = blockLightQuerySchema.safeParse(Object.fromEntries(ctx.url.searchParams));
      if (!parsed.success) {
        return sendError(
          ctx.res,
          400,
          'invalid_block_request',
          'Expected ?stage=start|recheck&auth=0|1 and optional referralParams, referralWHNMobile, mainVipDomainAuthNeed: ' +
            issues(parsed.error),
        );
      }
      if (faults.blockDown)
        return sendError(ctx.res, 503, 'unavailable', 'Blocking service is down (fault injected through /__test/shell)');
      const referral = readReferralTags(parsed.data.referralParams).size > 0;
      const answer = blockLightAnswerSchema.parse({ data: { ...(await blockFor(deps.db, countryOf(ctx))), referral } });
      sendJson(ctx.res, 200, answer, { 'cache-control': 'no-store' });
    },
    takesQuery(blockLightQuerySchema),
  );

  router.post(
    SUPPORT_REQUEST_PATH,
    async (ctx) => {
      const read = await readBody(ctx);
      if (!read.ok) return;
      const parsed = supportRequestSchema.safeParse(read.body);
      if (!parsed.success) return sendError(ctx.res, 400, 'invalid_support_request', issues(parsed.error));
      const config = await readSiteConfig(deps.db, { country: countryOf(ctx), lang: parsed.data.lang });
      if (!config.ok) {
        deps.log.error(config.problem);
        return sendError(ctx.res, 500, 'config_invalid', 'The site configuration stored on the server is invalid; see the server log');
      }
      const refusal = refusalOf(parsed.data, config.config);
      if (refusal) return sendError(ctx.res, refusal.status, refusal.code, refusal.message);
      const caller = await callerOf(ctx);
      const { conversationId: handle, ...request } = parsed.data;
      const conversation = handle === undefined ? undefined : await handles.open(handle, caller);
      if (conversation === null) return sendError(ctx.res, 404, 'no_conversation', 'No such chat conversation of yours');
      if (auth) {
        const callerKey = caller !== null ? `user:${caller}` : conversation !== undefined ? `chat:${conversation}` : null;
        const place = await takeSupportPlace(auth, { kind: request.kind, caller: callerKey, ip: clientIp(auth, ctx.req) });
        if (!place.ok)
          return sendError(
            ctx.res,
            429,
            SUPPORT_RATE_LIMITED,
            `Too many ${request.kind === 'chat' ? 'chat messages' : 'support requests'}: try again in ${place.retryAfterSeconds} s`,
            { 'retry-after': String(place.retryAfterSeconds) },
          );
      }
      const stored = await storeSupportRequest(deps.db, request, caller, conversation);
      if (!stored) return sendError(ctx.res, 404, 'no_conversation', 'No such chat conversation of yours');
      // A new conversation's handle is sealed to its starter; a later message answers the handle it came with.
      const named = stored.conversationId === null ? null : (handle ?? (await handles.issue(stored.conversationId, caller)));
      sendJson(ctx.res, 201, supportRequestAnswerSchema.parse({ data: { id: stored.id, conversationId: named } }));
    },
    takesBody(supportRequestSchema),
  );

  router.get(
    SUPPORT_CHAT_PATH,
    async (ctx) => {
      const query = chatQuerySchema.safeParse(Object.fromEntries(ctx.url.searchParams));
      if (!query.success) {
        return sendError(
          ctx.res,
          400,
          'invalid_chat_query',
          "Expected ?conversation=<the handle the chat's first message was answered>&after=<message id, 0 for all>",
        );
      }
      const { conversation: handle, after } = query.data;
      const caller = await callerOf(ctx);
      const conversation = await handles.open(handle, caller);
      if (conversation === null || !(await conversationOpenTo(deps.db, conversation, caller)))
        return sendError(ctx.res, 404, 'no_conversation', 'No such chat conversation of yours');
      sendJson(ctx.res, 200, await chatMessages(deps.db, conversation, after), { 'cache-control': 'no-store' });
    },
    takesQuery(chatQuerySchema),
  );

  router.post(
    SUPPORT_OPERATOR_REPLY_PATH,
    async (ctx) => {
      if (!operatorToken || !isOperatorRequest(ctx.req, operatorToken))
        return sendError(ctx.res, 403, 'forbidden', 'Operator replies need the operator token');
      const read = await readBody(ctx);
      if (!read.ok) return;
      const parsed = operatorReplySchema.safeParse(read.body);
      if (!parsed.success) return sendError(ctx.res, 400, 'invalid_reply', issues(parsed.error));
      if (!(await addOperatorReply(deps.db, parsed.data.conversationId, parsed.data.text, now())))
        return sendError(ctx.res, 404, 'no_conversation', 'No such chat conversation');
      sendJson(ctx.res, 201, { data: { ok: true } });
    },
    takesBody(operatorReplySchema, OPERATOR_BEARER),
  );

  if (!deps.testFaults) return;
  router.get(SHELL_SUPPORT_REQUESTS_PATH, async (ctx) => sendJson(ctx.res, 200, { data: await latestSupportRequests(deps.db) }), NO_INPUT);
  router.post(
    SHELL_FAULTS_PATH,
    async (ctx) => {
      const read = await readBody(ctx);
      if (!read.ok) return;
      const parsed = shellFaultsSchema.safeParse(read.body);
      if (!parsed.success) {
        return sendError(
          ctx.res,
          400,
          'invalid_faults',
          'Expected {"block": "up" | "down" | {displayTypeId, templateTypeId}, "maintenance": "on" | "off" | {maintenance fields}, ' +
            '"redirectService": "up" | "down" | "malformed", "redirectRules": [{from, to, code}], "chatReply": {conversationId, text}, ' +
            `"siteConfig": {${Object.keys(shellSiteConfigSchema.shape).join(', ')}}}: ${issues(parsed.error)}`,
        );
      }
      const { block, maintenance, redirectService, redirectRules, chatReply, siteConfig } = parsed.data;
      if (block === 'down' || block === 'up') faults.blockDown = block === 'down';
      else if (block) {
        faults.blockDown = false;
        await deps.db.query(
          `UPDATE site_block SET display_type_id = $1, template_type_id = $2, updated_at = now() WHERE country_code = '*'`,
          [block.displayTypeId, block.templateTypeId],
        );
      }
      if (maintenance) {
        // The config row itself, so the config API and the server-rendered page (503) agree.
        const patch = typeof maintenance === 'string' ? { isActive: maintenance === 'on' } : maintenance;
        await deps.db.query(
          `UPDATE site_config_field SET value = value || $1::jsonb, updated_at = now() WHERE country_code = '*' AND field = 'maintenance'`,
          [JSON.stringify(patch)],
        );
      }
      if (redirectService) faults.redirectService = redirectService;
      for (const [field, value] of Object.entries(siteConfig ?? {})) {
        await deps.db.query(
          `INSERT INTO site_config_field (country_code, field, value) VALUES ('*', $1, $2::text::jsonb)
         ON CONFLICT (country_code, field) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [field, JSON.stringify(value ?? null)],
        );
      }
      for (const rule of redirectRules ?? []) {
        await deps.db.query(
          `INSERT INTO redirect_rule (from_path, to_url, code, reason) VALUES ($1, $2, $3, 'test switch')
         ON CONFLICT (from_path) DO UPDATE SET to_url = EXCLUDED.to_url, code = EXCLUDED.code, updated_at = now()`,
          [rule.from, rule.to, rule.code],
        );
      }
      if (chatReply) {
        const id =
          typeof chatReply.conversationId === 'number'
            ? chatReply.conversationId
            : ((await handles.read(chatReply.conversationId))?.conversationId ?? null);
        if (id === null || !(await addOperatorReply(deps.db, id, chatReply.text, now())))
          return sendError(ctx.res, 404, 'no_conversation', `No chat conversation ${chatReply.conversationId}`);
      }
      deps.log.info(`shell switches: ${JSON.stringify(parsed.data)}`);
      sendJson(ctx.res, 200, { blockDown: faults.blockDown, redirectService: faults.redirectService });
    },
    takesBody(shellFaultsSchema),
  );
}
