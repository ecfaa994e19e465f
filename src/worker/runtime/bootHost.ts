import { CONFIG_ALL_PATH } from '../../protocol/schemas/siteConfig';
import { LOG_CHANNEL, tabLockName } from '../../protocol/handshake';
import type { RuntimeProjection } from '../../protocol/api';
import { createConfigGroups, loadSiteConfig, refreshSiteConfig } from '../config';
import { createHttpClient } from '../http';
import { realClock } from '../scheduler/clock';
import { openEventStore } from '../store';
import { Host } from './host';
import { decideLanguage } from './language';
import { routeEffect } from './route';
import { SessionController } from '../session';
import { createLiveController } from '../live/controller';
import { CouponController } from '../coupon/controller';
import { fetchTransport } from '../feed/transport';
import type { Logger } from './ports';
import {
  BlockingChecks,
  RedirectServiceChecks,
  checkBlocking,
  checkRedirectService,
  loadInfoPage,
  loadPageSeo,
  readSupportChat,
  sendSupportRequest,
} from '../shell';

declare const __APP_VERSION__: string;
declare const __APP_ENV__: string;

const consoleLog: Logger = {
  info: (message, data) => console.info(`[core] ${message}`, data ?? ''),
  warn: (message, data) => console.warn(`[core] ${message}`, data ?? ''),
  error: (message, data) => console.error(`[core] ${message}`, data ?? ''),
};

/** Wires the host to the browser: IndexedDB, fetch, the real clock, Web Locks and a broadcast channel. */
export async function bootHost(kind: RuntimeProjection['host']): Promise<Host> {
  let host: Host | null = null;
  const early: Parameters<Host['noteStorageFault']>[0][] = [];
  const store = await openEventStore({
    idb: indexedDB,
    log: consoleLog,
    onFault: (fault) => (host ? host.noteStorageFault(fault.kind) : early.push(fault.kind)),
  });

  // Counts config attempts so the loading screen can say which one is running.
  let onConfigAttempt: ((attempt: number) => void) | null = null;
  let configAttempts = 0;
  const countingFetch: typeof fetch = (input, init) => {
    if (String(input).includes(CONFIG_ALL_PATH)) onConfigAttempt?.(++configAttempts);
    return fetch(input, init);
  };
  // The session owns the bearer token and the captcha prompt every `auth: true` call uses (src/worker/session).
  const isProduction = __APP_ENV__ === 'production';
  const session = new SessionController(realClock, consoleLog, { isProduction });
  const http = createHttpClient({
    fetch: countingFetch,
    clock: realClock,
    appVersion: __APP_VERSION__,
    logger: consoleLog,
    tokens: session.tokens,
    fingerprint: session.fingerprint,
    captcha: session.captcha,
  });
  session.useHttp(http);

  // SPEC 7: config groups cached 600 to 900 s; the host refreshes the ones a running site must notice.
  const configGroups = createConfigGroups({ client: http, clock: realClock, random: Math.random });

  // SPEC 4 Blocking: checked when a tab starts and, once stale, on a later route question; a failed check forces maintenance on. Then the redirect service (SPEC 5, 7).
  const redirectService = new RedirectServiceChecks({
    ask: (url) => checkRedirectService(http, url, consoleLog),
    isProduction: __APP_ENV__ === 'production',
    log: consoleLog,
    now: () => realClock.now(),
  });
  const blocking = new BlockingChecks(
    (query) => checkBlocking(http, query, consoleLog),
    redirectService,
    () => realClock.now(),
  );

  const hints = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LOG_CHANNEL) : null;
  const hostId = crypto.randomUUID();

  // Issue 5: one feed connection for every tab, fetched as a stream (works in SharedWorker and dedicated workers).
  const live = createLiveController({
    clock: realClock,
    transport: fetchTransport((input, init) => fetch(input, init)),
    http,
    log: consoleLog,
    network: (onChange) => {
      globalThis.addEventListener?.('online', () => onChange(true));
      globalThis.addEventListener?.('offline', () => onChange(false));
    },
  });

  host = await Host.start({
    kind,
    store,
    clock: realClock,
    log: consoleLog,
    newId: () => crypto.randomUUID(),
    effects: {
      async loadSiteConfig(lang, onAttempt) {
        configAttempts = 0;
        onConfigAttempt = onAttempt;
        const result = await loadSiteConfig(http, { lang: lang ?? 'en', logger: consoleLog });
        onConfigAttempt = null;
        return result.ok ? { ok: true, config: result.value } : { ok: false, message: result.failure.code };
      },
      // langHiddenUnauthorized hides languages from guests only.
      decideLanguage: (query, config) => decideLanguage(query, config, session.isProbablySignedIn()),
      resolveRoute: routeEffect({
        isProduction,
        hostName: globalThis.location?.hostname ?? '',
        blockFor: (tabId, query) => (tabId ? blocking.forTab(tabId, query) : blocking.current()),
      }),
      refreshSiteConfig: (lang) => refreshSiteConfig(configGroups, lang),
      loadInfoPage: (query) => loadInfoPage(http, query, consoleLog),
      loadPageSeo: (query) => loadPageSeo(http, query, consoleLog),
      sendSupportRequest: (request) => sendSupportRequest(http, request, consoleLog),
      readSupportChat: (query) => readSupportChat(http, query, consoleLog),
    },
    session,
    live,
    coupon: new CouponController({ clock: realClock, http, log: consoleLog }),
    announce: (seq) => hints?.postMessage({ hostId, seq }),
    whenTabGone: (tabId) =>
      typeof navigator !== 'undefined' && 'locks' in navigator
        ? new Promise<void>((gone) => void navigator.locks.request(tabLockName(tabId), () => gone()))
        : new Promise<void>(() => undefined),
  });
  for (const kindOfFault of early) host.noteStorageFault(kindOfFault);
  const booted = host;
  hints?.addEventListener('message', (event) => {
    const hint = event.data as { hostId?: string; seq?: number };
    if (hint.hostId !== hostId && typeof hint.seq === 'number') void booted.catchUp(hint.seq);
  });
  return host;
}
