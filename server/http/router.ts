import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { sendJson } from './respond';
import { exemptFromScriptCall, guardAppliedBy, isStateChanging, scriptCallRefusal, SCRIPT_CALL, type RouteGuard } from './scriptCall';

export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
}

export type Handler = (ctx: RequestContext) => Promise<void> | void;

export type RouteMatch =
  | { readonly kind: 'found'; readonly handler: Handler }
  | { readonly kind: 'wrong-method'; readonly allowed: readonly string[] }
  | { readonly kind: 'none' };

/** One registered route as the security tests and probes walk it: `folder` routes take every path below `path`. */
export interface RouteEntry {
  readonly method: string;
  readonly path: string;
  readonly folder: boolean;
  /** For a state-changing method: the CSRF rule it is held to. */
  readonly guard: RouteGuard | null;
  /** What the route reads, as declared at registration; null when it was registered without a declaration (a unit test refuses that). */
  readonly input: RouteInput | null;
}

/**
 * What a route reads from a request: the very zod schemas its handler parses
 * with (never a second copy), so the fuzz suite can generate valid and
 * hostile requests from them. An empty object declares "no input".
 */
export interface RouteInput {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /** For an `under` folder: the part of the path below its prefix, as `{ rest }`. */
  readonly params?: z.ZodType;
}

/** How a route is registered beyond its handler: what it reads and, for a state change, its CSRF rule when not the default. */
export interface RouteOptions {
  readonly input: RouteInput;
  readonly guard?: RouteGuard;
}

/** A route that reads nothing from the request but who asks (its session, if any). */
export const NO_INPUT: RouteOptions = { input: {} };
export const takesBody = (body: z.ZodType, guard?: RouteGuard): RouteOptions => ({ input: { body }, guard });
export const takesQuery = (query: z.ZodType): RouteOptions => ({ input: { query } });

/** The older form passed a bare guard; both are accepted so a route can be declared without touching its guard. */
function optionsOf(spec: RouteGuard | RouteOptions | undefined): { input: RouteInput | null; guard: RouteGuard | undefined } {
  if (spec === undefined) return { input: null, guard: undefined };
  if ('input' in spec) return { input: spec.input, guard: spec.guard };
  return { input: null, guard: spec };
}

function withoutBody(input: RouteInput): RouteInput {
  const { body: _body, ...rest } = input;
  return rest;
}

/** The test switches exist only outside production and are meant to change anything: no CSRF rule there. */
const TEST_SWITCH_GUARD = exemptFromScriptCall(
  'test switch: registered only with NODE_ENV=test or ENABLE_TEST_ROUTES=1, never in production',
);

/**
 * Exact-path routing by method; HEAD falls back to the GET handler. A few
 * areas own a whole folder of paths (a provider's pages carry an id in the
 * path): `under` routes every path below a prefix to one handler, after the
 * exact routes.
 *
 * Every POST, PUT, PATCH and DELETE route is held to the script-call rule
 * (server/http/scriptCall.ts) here, once for all: a route is exempt only by
 * saying why at registration, and a handler that applies the rule itself
 * (to answer in its area's error shape) is not wrapped twice.
 */
export class Router {
  private readonly routes = new Map<string, Map<string, Handler>>();
  private readonly prefixes: { readonly prefix: string; readonly methods: readonly string[]; readonly handler: Handler }[] = [];
  private readonly entries: RouteEntry[] = [];

  under(prefix: string, methods: readonly string[], handler: Handler, spec?: RouteGuard | RouteOptions): this {
    if (!prefix.endsWith('/')) throw new Error(`Prefix ${prefix} must end with /`);
    const { input, guard } = optionsOf(spec);
    const changing = methods.some(isStateChanging);
    const resolved = changing ? this.guardOf(prefix, handler, guard) : null;
    for (const method of methods) {
      // One folder may serve a page (GET) and its form (POST): only the state-changing methods read the declared body.
      const own = input && !isStateChanging(method) ? withoutBody(input) : input;
      this.entries.push({ method, path: prefix, folder: true, guard: isStateChanging(method) ? resolved : null, input: own });
    }
    this.prefixes.push({ prefix, methods, handler: resolved ? guarded(handler, resolved) : handler });
    return this;
  }

  get(path: string, handler: Handler, spec?: RouteOptions): this {
    return this.add('GET', path, handler, spec);
  }

  post(path: string, handler: Handler, spec?: RouteGuard | RouteOptions): this {
    return this.add('POST', path, handler, spec);
  }

  add(method: string, path: string, handler: Handler, spec?: RouteGuard | RouteOptions): this {
    const { input, guard } = optionsOf(spec);
    const byMethod = this.routes.get(path) ?? new Map<string, Handler>();
    if (byMethod.has(method)) throw new Error(`Route ${method} ${path} is registered twice`);
    const resolved = isStateChanging(method) ? this.guardOf(path, handler, guard) : null;
    byMethod.set(method, resolved ? guarded(handler, resolved) : handler);
    this.routes.set(path, byMethod);
    this.entries.push({ method, path, folder: false, guard: resolved, input });
    return this;
  }

  /** Every route registered so far, in order (the security tests walk them). */
  list(): readonly RouteEntry[] {
    return [...this.entries];
  }

  private guardOf(path: string, handler: Handler, guard: RouteGuard | undefined): RouteGuard {
    return guard ?? guardAppliedBy(handler) ?? (path.startsWith('/__test/') ? TEST_SWITCH_GUARD : SCRIPT_CALL);
  }

  match(method: string, path: string): RouteMatch {
    const byMethod = this.routes.get(path);
    if (!byMethod) {
      const folder = this.prefixes.find((p) => path.startsWith(p.prefix));
      if (!folder) return { kind: 'none' };
      if (folder.methods.includes(method) || (method === 'HEAD' && folder.methods.includes('GET')))
        return { kind: 'found', handler: folder.handler };
      return { kind: 'wrong-method', allowed: folder.methods };
    }
    const handler = byMethod.get(method) ?? (method === 'HEAD' ? byMethod.get('GET') : undefined);
    if (handler) return { kind: 'found', handler };
    return { kind: 'wrong-method', allowed: [...byMethod.keys()] };
  }
}

/** The handler behind the rule, unless it applies that same rule itself. */
function guarded(handler: Handler, guard: RouteGuard): Handler {
  if (guard.kind === 'exempt' || guardAppliedBy(handler) === guard) return handler;
  return (ctx) => {
    const refusal = scriptCallRefusal(ctx.req, guard);
    // The common error body; the empty params also make it a valid bets error (their shape requires params).
    if (refusal) return sendJson(ctx.res, refusal.status, { error: { code: refusal.code, message: refusal.message, params: {} } });
    return handler(ctx);
  };
}
