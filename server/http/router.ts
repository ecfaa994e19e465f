import type { IncomingMessage, ServerResponse } from 'node:http';

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

/**
 * Exact-path routing by method; HEAD falls back to the GET handler. A few
 * areas own a whole folder of paths (a provider's pages carry an id in the
 * path): `under` routes every path below a prefix to one handler, after the
 * exact routes.
 */
export class Router {
  private readonly routes = new Map<string, Map<string, Handler>>();
  private readonly prefixes: { readonly prefix: string; readonly methods: readonly string[]; readonly handler: Handler }[] = [];

  under(prefix: string, methods: readonly string[], handler: Handler): this {
    if (!prefix.endsWith('/')) throw new Error(`Prefix ${prefix} must end with /`);
    this.prefixes.push({ prefix, methods, handler });
    return this;
  }

  get(path: string, handler: Handler): this {
    return this.add('GET', path, handler);
  }

  post(path: string, handler: Handler): this {
    return this.add('POST', path, handler);
  }

  add(method: string, path: string, handler: Handler): this {
    const byMethod = this.routes.get(path) ?? new Map<string, Handler>();
    if (byMethod.has(method)) throw new Error(`Route ${method} ${path} is registered twice`);
    byMethod.set(method, handler);
    this.routes.set(path, byMethod);
    return this;
  }

  /** Every registered route (exact paths, then folders), for probes that walk the whole API. */
  list(): readonly { readonly method: string; readonly path: string; readonly folder: boolean }[] {
    const exact = [...this.routes].flatMap(([path, byMethod]) => [...byMethod.keys()].map((method) => ({ method, path, folder: false })));
    const folders = this.prefixes.flatMap((p) => p.methods.map((method) => ({ method, path: p.prefix, folder: true })));
    return [...exact, ...folders];
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
