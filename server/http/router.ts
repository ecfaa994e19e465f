import type { IncomingMessage, ServerResponse } from 'node:http';
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

  under(prefix: string, methods: readonly string[], handler: Handler, guard?: RouteGuard): this {
    if (!prefix.endsWith('/')) throw new Error(`Prefix ${prefix} must end with /`);
    const changing = methods.some(isStateChanging);
    const resolved = changing ? this.guardOf(prefix, handler, guard) : null;
    for (const method of methods)
      this.entries.push({ method, path: prefix, folder: true, guard: isStateChanging(method) ? resolved : null });
    this.prefixes.push({ prefix, methods, handler: resolved ? guarded(handler, resolved) : handler });
    return this;
  }

  get(path: string, handler: Handler): this {
    return this.add('GET', path, handler);
  }

  post(path: string, handler: Handler, guard?: RouteGuard): this {
    return this.add('POST', path, handler, guard);
  }

  add(method: string, path: string, handler: Handler, guard?: RouteGuard): this {
    const byMethod = this.routes.get(path) ?? new Map<string, Handler>();
    if (byMethod.has(method)) throw new Error(`Route ${method} ${path} is registered twice`);
    const resolved = isStateChanging(method) ? this.guardOf(path, handler, guard) : null;
    byMethod.set(method, resolved ? guarded(handler, resolved) : handler);
    this.routes.set(path, byMethod);
    this.entries.push({ method, path, folder: false, guard: resolved });
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
