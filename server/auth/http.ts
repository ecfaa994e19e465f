import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  AUTH_ERRORS,
  FIELD_ERROR_CODES,
  type AuthErrorBody,
  type AuthErrorCode,
  type FieldError,
  type FieldErrorCode,
} from '../../src/protocol/schemas/auth';
import type { Handler, RequestContext } from '../http/router';
import { BodyError, readJsonBody, sendJson } from '../http/respond';
import { appliesGuard, SCRIPT_CALL, scriptCallRefusal, type RouteGuard } from '../http/scriptCall';
import type { AuthContext } from './context';
import { sendChecked } from '../http/validate';

/** A refusal the player (or the client) can act on; its code is in the protocol catalogue. */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: {
      fields?: FieldError[];
      headers?: Record<string, string>;
      /**
       * The more precise code this area answers with, while `code` stays
       * the one other areas map (their error catalogues know `unauthorized`,
       * not every reason a session can be refused for).
       */
      answerAs?: AuthErrorCode;
    } = {},
  ) {
    super(message);
  }
}

export function sendAuthError(res: ServerResponse, error: AuthError): void {
  const code = error.extra.answerAs ?? error.code;
  const row: { status: number; code?: number; exceptionCode?: number } = AUTH_ERRORS[code];
  const body: AuthErrorBody = {
    error: { code, message: error.message },
    ...(row.code !== undefined ? { code: row.code } : {}),
    ...(row.exceptionCode !== undefined ? { exception_code: row.exceptionCode } : {}),
    ...(error.extra.fields ? { fields: error.extra.fields } : {}),
  };
  sendJson(res, row.status, body, error.extra.headers ?? {});
}

/**
 * Login CSRF: the server's one script-call rule (server/http/scriptCall.ts),
 * answered as the auth area's typed refusal. Checked before the body is read,
 * so a forged form learns nothing.
 */
export function assertScriptPost(req: IncomingMessage, guard: RouteGuard = SCRIPT_CALL): void {
  const refusal = scriptCallRefusal(req, guard);
  if (refusal) throw new AuthError(refusal.code, refusal.message);
}

/**
 * Wraps a handler: typed refusals and bad bodies become their JSON errors,
 * anything else goes to the app's 500. Every state change passes the
 * script-call rule first (or `guard`, e.g. the one-tap multipart upload).
 */
export function handle(fn: (rc: RequestContext) => Promise<void>, guard: RouteGuard = SCRIPT_CALL): Handler {
  const wrapped: Handler = async (rc) => {
    try {
      assertScriptPost(rc.req, guard);
      await fn(rc);
    } catch (error) {
      if (rc.res.headersSent) throw error;
      if (error instanceof AuthError) return sendAuthError(rc.res, error);
      if (error instanceof BodyError) {
        return sendJson(rc.res, error.status, { error: { code: 'invalid_request', message: error.message } });
      }
      throw error;
    }
  };
  return appliesGuard(wrapped, guard);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, what = 'Request body'): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: FieldError[] = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
    code: fieldCodeOf(issue),
  }));
  throw new AuthError('invalid_request', `${what} is invalid: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`, { fields });
}

/** The translatable reason of a zod issue (session.field_error.<code> on the client). */
function fieldCodeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  const declared = (issue as { params?: { fieldCode?: unknown } }).params?.fieldCode;
  if (typeof declared === 'string' && isFieldCode(declared)) return declared;
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'required' : 'invalid';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : issue.origin === 'string' ? 'too_short' : 'invalid';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'invalid';
    case 'invalid_format':
      return 'format';
    default:
      return 'invalid';
  }
}

function isFieldCode(value: string): value is FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(value);
}

export async function readBody<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJsonBody(req, 16 * 1024));
}

/** application/x-www-form-urlencoded (the local OAuth page's form). */
export async function readFormBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new BodyError(413, 'body_too_large', 'Form body is over 16 KiB');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Every answer goes through its schema: a server bug is a 500, never a malformed answer. */
export function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>, status = 200): void {
  sendChecked(res, schema, value, 'Auth', status);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store', 'content-length': 0 });
  res.end();
}

// ---------------------------------------------------------------- cookies

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  readonly httpOnly: boolean;
  /** Seconds; undefined makes a browser-session cookie, 0 deletes. */
  readonly maxAge?: number;
}

export function setCookie(ctx: AuthContext, res: ServerResponse, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (ctx.secureCookies) parts.push('Secure');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  res.appendHeader('set-cookie', parts.join('; '));
}

export function clearCookie(ctx: AuthContext, res: ServerResponse, name: string, httpOnly: boolean): void {
  setCookie(ctx, res, name, '', { httpOnly, maxAge: 0 });
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
