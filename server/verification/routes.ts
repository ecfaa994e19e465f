import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { z } from 'zod';
import { verificationFields, documentTypeStates } from '../../src/core/verification';
import { isVerified } from '../../src/core/session/facts';
import { DOCUMENT_FILE_KINDS } from '../../src/protocol/constants/verification';
import {
  VERIFICATION_PATHS,
  adminApproveSchema,
  adminDecisionAnswerSchema,
  adminDocumentsAnswerSchema,
  adminListQuerySchema,
  adminRejectSchema,
  fileQuerySchema,
  uploadAnswerSchema,
  uploadQuerySchema,
  verificationStateAnswerSchema,
  type VerificationState,
} from '../../src/protocol/schemas/verification';
import type { AuthContext } from '../auth/context';
import { AuthError } from '../auth/http';
import { authenticate } from '../auth/sessions';
import type { Db, Queryable } from '../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest, operatorToken } from '../http/operator';
import { BodyError, readJsonBody, sendError, sendJson } from '../http/respond';
import { NO_INPUT, takesBody, takesQuery, type Handler, type RequestContext, type Router } from '../http/router';
import { appliesGuard, OPERATOR_BEARER, SCRIPT_CALL, scriptCallRefusal, scriptUpload, type RouteGuard } from '../http/scriptCall';
import type { VerificationConfig } from './config';
import { VerificationError } from './errors';
import { registerVerificationConsole } from './operatorConsole';
import { drainRefused, readRawBody } from './rawBody';
import { cleanDocument } from './sanitize';
import { addDocument, decideDocument, documentById, documentsForOperator, documentsOf, publicDocument, type StoredDocument } from './store';

export interface VerificationDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly config: VerificationConfig;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
  /** The operator's token; default ADMIN_TOKEN. Unset: the operator's endpoints do not exist (404). */
  readonly adminToken?: string | null;
  /** The operator console's pages (outside production by default, with the token only). */
  readonly operatorConsole?: boolean;
}

/** The declared types the upload takes: the script-call rule with a raw body of one of these (docs/security.md). */
const UPLOAD_GUARD = scriptUpload(Object.keys(DOCUMENT_FILE_KINDS));

function parse<S extends z.ZodType>(schema: S, value: unknown, code: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new VerificationError(400, code, parsed.error.issues.map((i) => `${i.path.join('.') || '(input)'}: ${i.message}`).join('; '));
  return parsed.data;
}

/** Typed refusals, bad bodies and the route's guard become their 4xx; anything else is the app's 500. */
function handle(fn: (ctx: RequestContext) => Promise<void>, guard: RouteGuard): Handler {
  const wrapped: Handler = async (ctx) => {
    try {
      const refusal = scriptCallRefusal(ctx.req, guard);
      if (refusal) throw new VerificationError(refusal.status, `verification.${refusal.code}`, refusal.message);
      await fn(ctx);
    } catch (error) {
      if (ctx.res.headersSent) throw error;
      if (error instanceof VerificationError) {
        if (ctx.req.complete) return sendError(ctx.res, error.status, error.code, error.message);
        // Answered while the file still comes (too large, a guest, a bad type): kept open and drained, so the sender reads it, not a reset.
        drainRefused(ctx.req);
        return sendError(ctx.res, error.status, error.code, error.message, { connection: 'keep-alive' });
      }
      if (error instanceof BodyError) return sendError(ctx.res, error.status, `verification.${error.code}`, error.message);
      if (error instanceof AuthError) return sendError(ctx.res, 401, 'verification.unauthorized', error.message);
      throw error;
    }
  };
  return appliesGuard(wrapped, guard);
}

/** The file's bytes, answered so that no browser runs or sniffs them: a download, never a page of the site. */
function sendFile(ctx: RequestContext, document: StoredDocument, bytes: Buffer): void {
  const extension = DOCUMENT_FILE_KINDS[document.contentType as keyof typeof DOCUMENT_FILE_KINDS];
  ctx.res.writeHead(200, {
    'content-type': document.contentType,
    'content-length': bytes.length,
    'content-disposition': `attachment; filename="document-${document.id}.${extension === 'jpeg' ? 'jpg' : extension}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  ctx.res.end(ctx.req.method === 'HEAD' ? undefined : bytes);
}

export async function verificationState(q: Queryable, userId: number, maxBytes: number): Promise<VerificationState> {
  const documents = await documentsOf(q, userId);
  const fields = verificationFields(documents);
  return {
    verified: isVerified(fields),
    fields,
    types: documentTypeStates(documents),
    documents: documents.map(publicDocument),
    maxBytes,
  };
}

/**
 * Identity documents (server/verification/README.md): the player's state,
 * upload and own files; with an operator token, the operator's list,
 * decisions and files.
 */
export function registerVerificationRoutes(router: Router, deps: VerificationDeps): void {
  const { db, auth, config } = deps;
  const now = deps.now ?? (() => Date.now());
  const adminToken = operatorToken(deps.adminToken);

  const player = async (req: IncomingMessage): Promise<number> => {
    const session = await authenticate(auth, req);
    if (!session) throw new VerificationError(401, 'verification.unauthorized', 'Sign in first: documents are a signed-in player’s');
    return session.userId;
  };
  const readStored = async (document: StoredDocument): Promise<Buffer> => {
    try {
      return await readFile(join(config.dir, document.storedName));
    } catch {
      throw new VerificationError(404, 'verification.file_missing', `The file of document ${document.id} is no longer stored`);
    }
  };

  router.get(
    VERIFICATION_PATHS.state,
    handle(async (ctx) => {
      const userId = await player(ctx.req);
      sendJson(ctx.res, 200, verificationStateAnswerSchema.parse({ data: await verificationState(db, userId, config.maxBytes) }));
    }, SCRIPT_CALL),
    NO_INPUT,
  );

  router.post(
    VERIFICATION_PATHS.upload,
    handle(async (ctx) => {
      const userId = await player(ctx.req);
      const { type } = parse(uploadQuerySchema, Object.fromEntries(ctx.url.searchParams), 'verification.invalid_query');
      const raw = await readRawBody(ctx.req, config.maxBytes);
      const clean = await cleanDocument(ctx.req.headers['content-type'] ?? '', raw);
      // A random name in a folder no static route serves: the name a player chose never reaches the disk.
      const storedName = `${randomUUID()}.${DOCUMENT_FILE_KINDS[clean.mime]}`;
      const path = join(config.dir, storedName);
      await mkdir(config.dir, { recursive: true, mode: 0o700 });
      await writeFile(path, clean.bytes, { mode: 0o600, flag: 'wx' });
      let document: StoredDocument;
      try {
        document = await addDocument(db, { userId, type, mime: clean.mime, size: clean.bytes.length, storedName, at: now() });
      } catch (error) {
        await unlink(path).catch(() => undefined);
        throw error;
      }
      const state = await verificationState(db, userId, config.maxBytes);
      sendJson(ctx.res, 201, uploadAnswerSchema.parse({ data: { document: publicDocument(document), state } }));
    }, UPLOAD_GUARD),
    takesQuery(uploadQuerySchema),
  );

  router.get(
    VERIFICATION_PATHS.file,
    handle(async (ctx) => {
      const userId = await player(ctx.req);
      const { id } = parse(fileQuerySchema, Object.fromEntries(ctx.url.searchParams), 'verification.invalid_query');
      const document = await documentById(db, id);
      // Another player's document is answered as a missing one: its existence is not told.
      if (!document || document.userId !== userId) throw new VerificationError(404, 'verification.not_found', `No document ${id} of yours`);
      sendFile(ctx, document, await readStored(document));
    }, SCRIPT_CALL),
    takesQuery(fileQuerySchema),
  );

  if (!adminToken) return;
  if (deps.operatorConsole ?? process.env.NODE_ENV !== 'production')
    registerVerificationConsole(router, { db, token: adminToken, config, now });
  const operator = (req: IncomingMessage): void => {
    if (!isOperatorRequest(req, adminToken)) throw new VerificationError(401, 'verification.unauthorized', OPERATOR_REFUSED_MESSAGE);
  };
  const operatorView = (d: StoredDocument & { login: string }) => ({ ...publicDocument(d), userId: d.userId, login: d.login });

  router.get(
    VERIFICATION_PATHS.adminList,
    handle(async (ctx) => {
      operator(ctx.req);
      const { status } = parse(adminListQuerySchema, Object.fromEntries(ctx.url.searchParams), 'verification.invalid_query');
      const documents = await documentsForOperator(db, status ?? null);
      sendJson(ctx.res, 200, adminDocumentsAnswerSchema.parse({ data: { documents: documents.map(operatorView) } }));
    }, OPERATOR_BEARER),
    takesQuery(adminListQuerySchema),
  );

  const decide = async (ctx: RequestContext, documentId: number, decision: Parameters<typeof decideDocument>[2]): Promise<void> => {
    const outcome = await decideDocument(db, documentId, decision, now());
    if (outcome.kind === 'not_found') throw new VerificationError(404, 'verification.not_found', `No document ${documentId}`);
    if (outcome.kind === 'already_decided')
      throw new VerificationError(409, 'verification.already_decided', `Document ${documentId} is ${outcome.status} already`);
    const [withLogin] = (await documentsForOperator(db, null)).filter((d) => d.id === documentId);
    sendJson(
      ctx.res,
      200,
      adminDecisionAnswerSchema.parse({ data: { document: operatorView(withLogin ?? { ...outcome.document, login: '' }) } }),
    );
  };

  // An operator's tool sends a bearer token, not a site cookie: no cross-site form can carry it, so JSON but no X-Requested-With.
  router.post(
    VERIFICATION_PATHS.adminApprove,
    handle(async (ctx) => {
      operator(ctx.req);
      const body = parse(adminApproveSchema, await readJsonBody(ctx.req, 4 * 1024), 'verification.invalid_decision');
      await decide(ctx, body.documentId, { kind: 'approve' });
    }, OPERATOR_BEARER),
    takesBody(adminApproveSchema, OPERATOR_BEARER),
  );
  router.post(
    VERIFICATION_PATHS.adminReject,
    handle(async (ctx) => {
      operator(ctx.req);
      const body = parse(adminRejectSchema, await readJsonBody(ctx.req, 4 * 1024), 'verification.invalid_decision');
      await decide(ctx, body.documentId, { kind: 'reject', reason: body.reason });
    }, OPERATOR_BEARER),
    takesBody(adminRejectSchema, OPERATOR_BEARER),
  );
  router.get(
    VERIFICATION_PATHS.adminFile,
    handle(async (ctx) => {
      operator(ctx.req);
      const { id } = parse(fileQuerySchema, Object.fromEntries(ctx.url.searchParams), 'verification.invalid_query');
      const document = await documentById(db, id);
      if (!document) throw new VerificationError(404, 'verification.not_found', `No document ${id}`);
      sendFile(ctx, document, await readStored(document));
    }, OPERATOR_BEARER),
    takesQuery(fileQuerySchema),
  );
}
