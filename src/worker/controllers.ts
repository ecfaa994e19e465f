import { CONFIG_ALL_PATH } from '../protocol/schemas/siteConfig';
import { createConfigGroups, loadSiteConfig, refreshSiteConfig } from './config';
import { CouponController } from './coupon/controller';
import { fetchTransport } from './feed/transport';
import { createCredentialSlot, createHttpClient, type FetchFn } from './http';
import { createLiveController } from './live/controller';
import { PreferencesController } from './preferences/controller';
import type { Controller } from './runtime/controller';
import { onFirstUse } from './runtime/onFirstUse';
import type { Logger } from './runtime/ports';
import type { Clock } from './scheduler/clock';
import { SessionController } from './session';
import { BlockingChecks, RedirectServiceChecks, checkBlocking, checkRedirectService, loadInfoPage, loadPageSeo } from './shell';
import { ShellController } from './shell/controller';
import { AgeNoticeController } from './age/controller';
import { LimitsDoor } from './limits/door';
import { MediaController } from './media/controller';
import { LimitPromptsController } from './limits/prompts';
import { NotificationsController } from './notifications/controller';
import { QuestionsController } from './questions/controller';
import { SupportHistoryController } from './shell/supportHistory';
import { OfficeSupportController } from './officeSupport/controller';
import { MessagesController } from './messages/controller';
import { ReferralController } from './referral/controller';
import { OfficeSettingsController } from './officeSettings';
import { OfficeController } from './office/controller';
import { WalletDoor } from './wallet/door';
import { decideLanguage } from './shell/language';
import { routeEffect } from './shell/route';
import { callBlockLight } from './shell/blockLight';
import { AnalyticsController } from './analytics';
import { networkHub } from './runtime/networkHub';
import { CountersController } from './analytics/counters';
import { OfficeCasinoHistoryController } from './officeCasinoHistory/controller';
import { OfficeHistoryController } from './officeHistory/controller';
import { VerificationController } from './verification/controller';
import { BonusController } from './bonus/controller';
import { CashbackController } from './cashback/controller';
import { CasinoPlayController } from './casinoPlay/controller';
import { CasinoTournamentsController } from './casinoTournaments/controller';
import { CasinoLobbyController } from './casinoLobby/controller';
import { CalculatorController } from './calculator/controller';
import { ContentController } from './content/controller';
import { AlphabetController } from './alphabet/controller';
import { PromotionsController } from './promotions/controller';
import { BingoController } from './bingo/controller';
import { TotoController } from './toto/controller';
import { TvGamesController } from './tvGames/controller';
import { LottoController } from './lotto/controller';
import { BonusGamesController } from './bonusGames/controller';
import { VirtualSportsController } from './virtualSports/controller';

/** What the browser (or a test) gives the controllers. */
export interface ControllerDeps {
  readonly clock: Clock;
  readonly fetch: typeof fetch;
  readonly log: Logger;
  readonly appVersion: string;
  readonly isProduction: boolean;
  /** The site's host name, for the VIP-domain rule. */
  readonly hostName: string;
  /** The browser's online/offline signal, when there is one. */
  readonly network?: (onChange: (up: boolean) => void) => void;
  readonly random: () => number;
}

/**
 * THE list of controllers: the effects of each context and of the shell, in
 * the order they start (the shell first: everything reads its config). A
 * context with effects adds its controller here, in one line.
 */
export function createControllers(deps: ControllerDeps): Controller[] {
  const { clock, log, isProduction } = deps;
  const network = networkHub(deps.network);
  // Counts config attempts so the loading screen can say which one is running.
  let onConfigAttempt: ((attempt: number) => void) | null = null;
  let configAttempts = 0;
  const countingFetch: FetchFn = (input, init) => {
    if (String(input).includes(CONFIG_ALL_PATH)) onConfigAttempt?.(++configAttempts);
    return deps.fetch(input, init);
  };
  // The session keeps the bearer token and the captcha prompt every `auth: true` call uses.
  const credentials = createCredentialSlot();
  const http = createHttpClient({ fetch: countingFetch, clock, appVersion: deps.appVersion, logger: log, ...credentials });
  const counters = new CountersController(clock);
  const analytics = new AnalyticsController({
    clock,
    fetch: deps.fetch,
    log,
    random: deps.random,
    onRecorded: (event) => counters.noteEvent(event),
    onTabPage: (tabId, page) => counters.noteTabPage(tabId, page),
  });
  const session = new SessionController(clock, log, {
    isProduction,
    onRequestSettled: (kind, answer) => analytics.noteSessionRequest(kind, answer),
  });
  credentials.provide(session);
  session.useHttp(http);

  // SPEC 4 Blocking: checked when a tab starts and, once stale, on a later route question; a failed check forces maintenance on.
  // Then the redirect service (SPEC 5, 7).
  const redirectService = new RedirectServiceChecks({
    ask: (url) => checkRedirectService(http, url, log),
    isProduction,
    log,
    now: () => clock.now(),
  });
  // Read when a check runs: the shell, made below, keeps the config by then.
  let mainVipDomainAuthNeed = (): boolean => false;
  const blocking = new BlockingChecks(
    (query) => {
      void callBlockLight(http, query, mainVipDomainAuthNeed(), log);
      return checkBlocking(http, query, log);
    },
    redirectService,
    () => clock.now(),
  );
  // The support form and chat are rarely opened: their calls and schemas load on first use, not with the worker.
  const support = onFirstUse(() => import('./shell/support'));
  const supportUnavailable = (error: unknown) => {
    log.warn('support calls could not be loaded', error);
    return { status: 'error', message: 'code-unavailable' } as const;
  };

  // SPEC 7: config groups cached 600 to 900 s; the shell refreshes the ones a running site must notice.
  const configGroups = createConfigGroups({ client: http, clock, random: deps.random });

  const shell = new ShellController(
    {
      async loadSiteConfig(lang, onAttempt) {
        configAttempts = 0;
        onConfigAttempt = onAttempt;
        const result = await loadSiteConfig(http, { lang: lang ?? 'en', logger: log });
        onConfigAttempt = null;
        return result.ok ? { ok: true, config: result.value } : { ok: false, message: result.failure.code };
      },
      refreshSiteConfig: (lang) => refreshSiteConfig(configGroups, lang),
      decideLanguage,
      resolveRoute: routeEffect({
        isProduction,
        hostName: deps.hostName,
        blockFor: (tabId, query) => (tabId ? blocking.forTab(tabId, query) : blocking.current()),
      }),
      loadInfoPage: (query) => loadInfoPage(http, query, log),
      loadPageSeo: (query) => loadPageSeo(http, query, log),
      sendSupportRequest: (request) => support().then((calls) => calls.sendSupportRequest(http, request, log), supportUnavailable),
      readSupportChat: (query) => support().then((calls) => calls.readSupportChat(http, query, log), supportUnavailable),
    },
    { clock, log },
  );
  mainVipDomainAuthNeed = () => shell.currentConfig()?.isMainVipDomainAuthNeed ?? false;

  return [
    shell,
    new PreferencesController(),
    session,
    new OfficeSettingsController({ http }),
    createLiveController({ clock, transport: fetchTransport(deps.fetch), http, log, network: network.subscribe }),
    new CouponController({ clock, http, log }),
    new MediaController({ log }),
    new WalletDoor({ clock, http, log, transport: fetchTransport(deps.fetch), random: deps.random }),
    new LimitsDoor({ clock, http, log }),
    new AgeNoticeController(clock),
    new LimitPromptsController({ clock, http, log }),
    new NotificationsController({
      clock,
      log,
      network: network.subscribe,
      reportNetwork: network.report,
      startsOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    }),
    new QuestionsController({ http, log }),
    new SupportHistoryController({ http, log }),
    new OfficeSupportController({ http, log }),
    new MessagesController({ clock, http, log }),
    new ReferralController({ http, now: () => clock.now(), log }),
    new OfficeHistoryController({ http, log }),
    new OfficeCasinoHistoryController({ http, log }),
    new VerificationController({ http, log }),
    new BonusController({ http, log }),
    new CashbackController({ http, log }),
    new CasinoPlayController({ http, log }),
    new CasinoTournamentsController({ http, log }),
    new OfficeController({ http }),
    new CasinoLobbyController({ http, clock, log }),
    new CalculatorController({ log }),
    new ContentController({ http, log }),
    new AlphabetController({ http, clock, log }),
    new PromotionsController({ http, clock, log }),
    new BingoController({ http, transport: fetchTransport(deps.fetch), clock, log }),
    new TotoController({ http, clock, log }),
    new TvGamesController({ http, transport: fetchTransport(deps.fetch), clock, log }),
    new LottoController({ http, clock, log }),
    new BonusGamesController({ http, log }),
    new VirtualSportsController({ http, transport: fetchTransport(deps.fetch), clock, log }),
    analytics,
    counters,
  ];
}
