import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CASINO_PATHS } from '../../../src/protocol/casino/catalogue';

/** Runs public/sw-routes.js as the service worker would, and installs it: the routes it asks the browser for. */
function installRoutes(withStaticRouting: boolean): unknown[] {
  const listeners: ((event: unknown) => void)[] = [];
  const routes: unknown[] = [];
  const waited: Promise<unknown>[] = [];
  runInNewContext(readFileSync('public/sw-routes.js', 'utf8'), {
    self: { addEventListener: (type: string, listener: (event: unknown) => void) => type === 'install' && listeners.push(listener) },
    URLPattern: class {
      constructor(readonly init: unknown) {}
    },
    Promise,
  });
  const event = {
    waitUntil: (promise: Promise<unknown>) => waited.push(promise),
    ...(withStaticRouting ? { addRoutes: (route: unknown) => routes.push(route) } : {}),
  };
  for (const listener of listeners) listener(event);
  return routes;
}

describe("the service worker's static routes", () => {
  it('sends the casino tile art straight to the network, past the fetch handler', () => {
    expect(installRoutes(true)).toEqual([
      { condition: { urlPattern: { init: { pathname: `${CASINO_PATHS.tiles}*` } } }, source: 'network' },
    ]);
  });

  it('asks nothing of a browser without static routing', () => {
    expect(installRoutes(false)).toEqual([]);
  });
});
