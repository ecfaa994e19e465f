import type { IncomingMessage } from 'node:http';
import { OFFICE_FILING_LIMITS } from '../../src/protocol/constants/officeSupport';
import {
  ATTACHMENT_BASE64_MAX,
  OFFICE_SUPPORT_PATHS as PATHS,
  appealCreatedSchema,
  appealsAnswerSchema,
  attachmentQuerySchema,
  ideaCreatedSchema,
  ideasAnswerSchema,
  managerAnswerSchema,
  newAppealSchema,
  newIdeaSchema,
  newSupportRequestSchema,
  officeRequestCreatedSchema,
  officeRequestsAnswerSchema,
  referralAnswerSchema,
} from '../../src/protocol/schemas/officeSupport';
import type { ReferralRules } from '../../src/core/officeSupport';
import type { AuthContext } from '../auth/context';
import { secondsUntilCapLifts, takeRateEvents } from '../auth/rateLimit';
import { requireSession } from '../auth/sessions';
import type { Db, Queryable } from '../db/db';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../http/router';
import { OfficeError, answer, handle, parseInput } from './errors';
import { appealsOf, fileAppeal, fileIdea, hasOpenAppeal, ideasOf, managerOf } from './filings';
import { settleReferral } from './referral';
import { fileOfficeRequest, officeRequests, ownAttachment } from './requests';

/** Base64 of the largest attachment and the rest of the body. */
const REQUEST_BODY_LIMIT = ATTACHMENT_BASE64_MAX + 16 * 1024;

export interface OfficeSupportDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly now: () => number;
  readonly referralRules: ReferralRules;
}

/** The reader's language for the request row (support_request.lang); English when the header says nothing usable. */
function languageOf(req: IncomingMessage): string {
  const header = req.headers['x-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(value) ? value : 'en';
}

/**
 * Spends one of the player's filings of this kind (OFFICE_FILING_LIMITS) and
 * runs `store` in the same transaction under the limiter's lock: 50 parallel
 * calls store exactly as many as the window allows.
 */
async function limited<T>(
  auth: AuthContext,
  kind: keyof typeof OFFICE_FILING_LIMITS,
  userId: number,
  store: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { max, windowMs } = OFFICE_FILING_LIMITS[kind];
  return takeRateEvents(auth, [{ scope: `office_${kind}`, key: String(userId), windowMs }], async ([seen], tx) => {
    if (seen && seen.count >= max) {
      const wait = secondsUntilCapLifts(seen, windowMs, auth.now());
      throw new OfficeError('rate_limited', `Too many filings: try again in ${wait} s`, { 'retry-after': String(wait) });
    }
    return store(tx);
  });
}

/** The signed-in player's routes of the office's support pages (cookie session or bearer). */
export function registerOfficeSupportRoutes(router: Router, deps: OfficeSupportDeps): void {
  const { auth, db, now } = deps;
  const player = async (req: IncomingMessage): Promise<number> => (await requireSession(auth, req)).userId;

  router.get(
    PATHS.requests,
    handle(async ({ req, res }) => answer(res, officeRequestsAnswerSchema, { requests: await officeRequests(db, await player(req)) })),
    NO_INPUT,
  );
  router.post(
    PATHS.requests,
    handle(async ({ req, res }) => {
      const userId = await player(req);
      const body = parseInput(newSupportRequestSchema, await readJsonBody(req, REQUEST_BODY_LIMIT), 'Support request');
      const id = await limited(auth, 'requests', userId, (tx) => fileOfficeRequest(tx, userId, body, languageOf(req), now()));
      const [request] = await officeRequests(db, userId, id);
      answer(res, officeRequestCreatedSchema, { request: request as NonNullable<typeof request> }, 201);
    }),
    takesBody(newSupportRequestSchema),
  );

  router.get(
    PATHS.attachment,
    handle(async ({ req, res, url }) => {
      const userId = await player(req);
      const { id } = parseInput(attachmentQuerySchema, Object.fromEntries(url.searchParams), 'Attachment query');
      const file = await ownAttachment(db, userId, Number(id));
      if (!file) throw new OfficeError('not_found', 'No such attachment of yours');
      // A download, never rendered in the site's origin: a crafted file cannot act as a page of the site.
      res.writeHead(200, {
        'content-type': file.type,
        'content-length': file.content.length,
        'content-disposition': `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : file.content);
    }),
    takesQuery(attachmentQuerySchema),
  );

  router.get(
    PATHS.manager,
    handle(async ({ req, res }) => answer(res, managerAnswerSchema, { manager: await managerOf(db, await player(req)) })),
    NO_INPUT,
  );

  router.get(
    PATHS.ideas,
    handle(async ({ req, res }) => answer(res, ideasAnswerSchema, { ideas: await ideasOf(db, await player(req)) })),
    NO_INPUT,
  );
  router.post(
    PATHS.ideas,
    handle(async ({ req, res }) => {
      const userId = await player(req);
      const body = parseInput(newIdeaSchema, await readJsonBody(req, 16 * 1024), 'Idea');
      const idea = await limited(auth, 'ideas', userId, (tx) => fileIdea(tx, userId, body.category, body.text, now()));
      answer(res, ideaCreatedSchema, { idea }, 201);
    }),
    takesBody(newIdeaSchema),
  );

  router.get(
    PATHS.referral,
    handle(async ({ req, res }) =>
      answer(res, referralAnswerSchema, await settleReferral(db, await player(req), deps.referralRules, now())),
    ),
    NO_INPUT,
  );

  router.get(
    PATHS.appeals,
    handle(async ({ req, res }) => answer(res, appealsAnswerSchema, { appeals: await appealsOf(db, await player(req)) })),
    NO_INPUT,
  );
  router.post(
    PATHS.appeals,
    handle(async ({ req, res }) => {
      const userId = await player(req);
      const body = parseInput(newAppealSchema, await readJsonBody(req, 16 * 1024), 'Appeal');
      const appeal = await limited(auth, 'appeals', userId, async (tx) => {
        if (await hasOpenAppeal(tx, userId))
          throw new OfficeError('appeal_open', 'Your last appeal has not been answered yet: one appeal waits at a time');
        return fileAppeal(tx, userId, body.text, now());
      });
      answer(res, appealCreatedSchema, { appeal }, 201);
    }),
    takesBody(newAppealSchema),
  );
}
