import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SupportRequestResult } from '../../src/protocol/api';
import { createControllers } from '../../src/worker/controllers';
import type { Logger } from '../../src/worker/runtime/ports';
import { resolveImport, sourceFiles, staticImports } from '../support/importGraph';
import { VirtualClock } from '../support/virtualClock';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The controllers as the browser wires them, with a server that answers every support request. */
function wired() {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    asked.push(new URL(String(input), 'http://site').pathname);
    return new Response(JSON.stringify({ data: { id: 7, conversationId: 'h-3' } }), { headers: { 'content-type': 'application/json' } });
  };
  const controllers = createControllers({
    clock: new VirtualClock(1_700_000_000_000),
    fetch: fetch as typeof globalThis.fetch,
    log: quiet,
    appVersion: 'test',
    isProduction: false,
    hostName: 'site',
    random: () => 0.5,
  });
  const shell = controllers.find((c) => c.name === 'shell');
  return { asked, queries: shell?.queries ?? {} };
}

describe('calls the worker loads on first use', () => {
  it('a support request goes through its lazily loaded module and answers as before', async () => {
    const { asked, queries } = wired();
    const send = queries.sendSupportRequest as (request: unknown, tabId: string) => Promise<SupportRequestResult>;
    const answer = await send({ kind: 'email', name: 'A', contact: 'a@b.co', message: 'm', lang: 'en', page: '/en' }, 'tab');
    expect(answer).toEqual({ status: 'ok', id: 7, conversationId: 'h-3' });
    expect(asked).toEqual(['/web-api/shell/support-requests']);
  });
});

describe('what the worker loads on first use stays out of its first download', () => {
  const WORKER = resolve(__dirname, '../../src/worker');
  const files = sourceFiles(WORKER);
  const lazy = new Set(
    files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\('([^']+)'\)/g)]
        .map((m) => resolveImport(file, m[1] ?? ''))
        .filter((f) => f !== null),
    ),
  );

  it('the modules a first visit of the lists does not run are loaded on first use', () => {
    const loaded = [...lazy].map((file) => file.slice(WORKER.length + 1).replace(/\\/g, '/'));
    expect(loaded).toEqual(
      expect.arrayContaining([
        'shell/support.ts',
        'store/ndjson.ts',
        'session/lookups.ts',
        // sign-in, registration, recovery, accounts: every session request but presence, the check and a captcha
        'session/requests.ts',
        // a signed-in player's placed coupons: my bets, cash-out and insurance, the printed ticket
        'coupon/myBets.ts',
        'coupon/cashOut.ts',
        'coupon/printedCoupon.ts',
        // the header's search and the bet generator
        'live/queries.ts',
        // the wallet's controller: its calls, schemas and the player's channel, once someone signs in
        'wallet/controller.ts',
        // the limits' controller: the limit service's calls and schemas, once someone signs in
        'limits/controller.ts',
      ]),
    );
  });

  it('no worker file imports a lazily loaded module statically (it would bring it back into the worker script)', () => {
    expect(lazy.size).toBeGreaterThan(0);
    const offenders = files.flatMap((file) =>
      staticImports(file, { types: false })
        .filter((to) => lazy.has(to))
        .map((to) => `${file.slice(WORKER.length)} -> ${to.slice(WORKER.length)}`),
    );
    expect(offenders).toEqual([]);
  });
});
