import type { IncomingMessage } from 'node:http';
import { REQUESTED_WITH } from '../../src/protocol/http';

/**
 * The one CSRF rule of the server. A state change must say it comes from the
 * site's own script (X-Requested-With, which a cross-site form cannot set and
 * for which this server answers no CORS preflight) and carry JSON (a form or
 * a text/plain "simple request" is refused), checked before the body is read.
 * The router applies it to every POST, PUT, PATCH and DELETE route unless the
 * route declares why not (docs/security.md, "Ownership and CSRF").
 */
export type RouteGuard =
  /** X-Requested-With: XMLHttpRequest and a JSON body: the site's script on a cookie session. */
  | { readonly kind: 'script' }
  /**
   * An operator's tool with `Authorization: Bearer`: a browser never attaches
   * that header on its own, so no forged form can carry it; the body must
   * still be JSON.
   */
  | { readonly kind: 'bearer' }
  /**
   * The site's script sending a file (the identity documents): X-Requested-With
   * as for `script`, and a raw body of one of `types` instead of JSON. A
   * cross-site form can send none of these types (its encodings are
   * urlencoded, multipart and text/plain) nor the header.
   */
  | { readonly kind: 'upload'; readonly types: readonly string[] }
  /** Not the site's script at all (a provider's signed webhook, an HTML form of its own); `reason` says what protects it instead. */
  | { readonly kind: 'exempt'; readonly reason: string };

export const SCRIPT_CALL: RouteGuard = { kind: 'script' };
export const OPERATOR_BEARER: RouteGuard = { kind: 'bearer' };
export const scriptUpload = (types: readonly string[]): RouteGuard => ({ kind: 'upload', types });
export const exemptFromScriptCall = (reason: string): RouteGuard => ({ kind: 'exempt', reason });

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method);
}

export interface ScriptCallRefusal {
  readonly status: 403 | 415;
  readonly code: 'csrf_rejected' | 'unsupported_media_type';
  readonly message: string;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A DELETE without a body has nothing to type; one with a body is held to JSON like the rest. */
function hasBody(req: IncomingMessage): boolean {
  return req.method !== 'DELETE' || Number(header(req, 'content-length') ?? '0') > 0 || header(req, 'transfer-encoding') !== undefined;
}

/** Why the request breaks the rule of its route's guard, or null when it keeps it (or the method changes nothing). */
export function scriptCallRefusal(req: IncomingMessage, guard: RouteGuard = SCRIPT_CALL): ScriptCallRefusal | null {
  const method = req.method ?? 'GET';
  if (!isStateChanging(method) || guard.kind === 'exempt') return null;
  if ((guard.kind === 'script' || guard.kind === 'upload') && header(req, 'x-requested-with') !== REQUESTED_WITH)
    return { status: 403, code: 'csrf_rejected', message: `${method} requests need the header X-Requested-With: ${REQUESTED_WITH}` };
  const type = (header(req, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (guard.kind === 'upload')
    return guard.types.includes(type ?? '')
      ? null
      : { status: 415, code: 'unsupported_media_type', message: `${method} bodies here must be one of ${guard.types.join(', ')}` };
  if (hasBody(req) && type !== 'application/json')
    return { status: 415, code: 'unsupported_media_type', message: `${method} bodies must be application/json` };
  return null;
}

const applied = new WeakMap<object, RouteGuard>();

/**
 * Marks a handler that applies `guard` itself, answering a refusal in its
 * area's error shape (wallet.csrf_rejected, ...): the router then does not
 * wrap it a second time.
 */
export function appliesGuard<H extends object>(handler: H, guard: RouteGuard): H {
  applied.set(handler, guard);
  return handler;
}

export function guardAppliedBy(handler: object): RouteGuard | undefined {
  return applied.get(handler);
}
