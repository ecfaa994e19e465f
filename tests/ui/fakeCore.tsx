import type { RouteQuery } from '../../src/protocol/api';
import type { Resolution } from '../../src/protocol/routeAnswer';
/**
 * A test double of the worker API as the UI sees it (CoreClient +
 * ProjectionSource of src/ui/runtime): projections are pushed by the test, as
 * the worker (or another tab's change) would push them; every call is recorded.
 * It doubles the worker, not the server.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import type { LanguageDecision, LanguageQuery, SiteConfigProjection, RuntimeProjection } from '../../src/protocol/api';
import type { Accepted } from '../../src/protocol/envelope';
import { DEFAULT_PREFERENCES, type Preferences, type PreferencesPatch } from '../../src/protocol/preferences';
import type { Rejection } from '../../src/protocol/rejections';
import type { SiteConfig } from '../../src/protocol/schemas/siteConfig';
import { CoreProvider, type CommandInput, type CoreClient } from '../../src/ui/core-access/coreContext';
import { appRoutes } from '../../src/ui/app/routes';
import { createI18n } from '../../src/ui/i18n/allTexts';
import { FakeProjections } from './fakeProjections';
import { fakeAsk } from './fakeAsk';
import type { QueryInput, QueryName, QueryOutput } from '../../src/protocol/api';

type Answer = Accepted | Rejection;

export class FakeCore extends FakeProjections implements CoreClient {
  private seq = 0;

  readonly dispatched: CommandInput[] = [];
  readonly reloads: (string | null)[] = [];
  readonly languageQueries: LanguageQuery[] = [];
  readonly imports: string[] = [];

  /** When true, an accepted preferences command is applied and pushed, as the worker would. */
  applyPreferences = true;
  answer: (command: CommandInput) => Answer | Promise<Answer> = () => ({ accepted: true, seq: ++this.seq });
  onReload: (lang: string | null) => Promise<void> = () => Promise.resolve();
  decide: (query: LanguageQuery) => Promise<LanguageDecision> = () => Promise.resolve({ kind: 'unknown' });
  exported = '';
  importAnswer: Answer = { accepted: true, seq: 0 };

  async dispatch(command: CommandInput): Promise<Answer> {
    this.dispatched.push(command);
    const answer = await this.answer(command);
    if ('accepted' in answer && this.applyPreferences) {
      const current = this.getSnapshot('preferences') ?? DEFAULT_PREFERENCES;
      if (command.type === 'preferences/set')
        this.push('preferences', { ...current, ...(command.payload as PreferencesPatch) } as Preferences);
      if (command.type === 'preferences/reset') this.push('preferences', DEFAULT_PREFERENCES);
    }
    return answer;
  }

  reloadSiteConfig(lang: string | null): Promise<void> {
    this.reloads.push(lang);
    return this.onReload(lang);
  }

  decideLanguage(query: LanguageQuery): Promise<LanguageDecision> {
    this.languageQueries.push(query);
    return this.decide(query);
  }

  /** Route answers the test sets per pathname; a path without one answers 'unknown'. */
  readonly routeAnswers = new Map<string, Resolution>();
  readonly routeQueries: RouteQuery[] = [];
  resolveRoute(query: RouteQuery): Promise<Resolution | { readonly kind: 'unknown' }> {
    this.routeQueries.push(query);
    return Promise.resolve(this.routeAnswers.get(query.pathname) ?? { kind: 'unknown' });
  }

  ask<Q extends QueryName>(name: Q, input: QueryInput<Q>): Promise<QueryOutput<Q>> {
    return fakeAsk(this, name, input);
  }

  exportLog(): Promise<string> {
    return Promise.resolve(this.exported);
  }

  importLog(ndjson: string): Promise<Answer> {
    this.imports.push(ndjson);
    return Promise.resolve(this.importAnswer);
  }
}

export const TEST_CONFIG: SiteConfig = {
  group_id: 1,
  companyName: 'Test Bet',
  languages: [
    { id: 1, code: 'en', name: 'English', rtl: false },
    { id: 2, code: 'ru', name: 'Русский', rtl: false },
    { id: 3, code: 'ar', name: 'العربية', rtl: true },
  ],
  defaultLanguage: 'ru',
  countryCode: 'ru',
  maintenance: { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: false },
  bonusSettings: { isExpressBonusEnabled: true, isVipBetEnabled: false, isOneClickShown: true },
  geo_with_twelve_format: false,
  has_twelve_h_by_geo: false,
  licenceMetaTag: null,
  langHiddenUnauthorized: [],
  analyticsApiKey: 'test',
  isAvailableConfirmTerms: false,
  isMainVipDomainAuthNeed: false,
  geoAuthReqVip: false,
  isAutoLogoffEnable: false,
  autoLogoffInactiveMinutes: 30,
  minAge: 18,
  geoCountryId: 1,
  geoCurrency: { id: 1, iso: 'RUB' },
  isOneTapAuthEnabled: false,
  isShowPaymentPageOnlyAuth: false,
  isRegistrationAllowed: true,
  isShowIdentification: false,
  consultantParams: { consultant_id: null },
  langsHiddenCallback: [],
  isAvailableCallback: false,
  promoBonusToOffer: false,
  availableRoutes: [],
  notFoundFragments: [],
  couponTypes: [],
  customValueLimitTypes: [],
  availableLimitIds: [],
  isLimitLockEnabled: false,
  limitCancelMethod: 1,
  isSlotFirstDepositRedirect: false,
};

export const READY: SiteConfigProjection = { status: 'ready', config: TEST_CONFIG, lang: 'en' };

export const RUNTIME: RuntimeProjection = {
  host: 'shared',
  storage: 'indexeddb',
  warning: null,
  lastSeq: 0,
  tabs: 1,
  skippedRecords: 0,
  bootMs: 12,
};

/** A core that has pushed everything a started worker pushes. */
export function readyCore(): FakeCore {
  const core = new FakeCore();
  core.push('siteConfig', READY);
  core.push('preferences', DEFAULT_PREFERENCES);
  core.push('runtime', RUNTIME);
  core.push('eventLog', { events: [], snapshotSeq: null });
  return core;
}

export function withCore(core: FakeCore, i18n: I18n, children: ReactNode): ReactNode {
  return (
    <I18nextProvider i18n={i18n}>
      <CoreProvider client={core}>{children}</CoreProvider>
    </I18nextProvider>
  );
}

/** Renders the app's routes at `path` in a memory router (what src/ui/app/App.tsx does with the browser router). */
export function renderApp(core: FakeCore, path: string, lang = 'en'): RenderResult & { router: DataRouter; i18n: I18n } {
  const i18n = createI18n(lang);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(withCore(core, i18n, <RouterProvider router={router} />));
  return Object.assign(result, { router, i18n });
}

export function locationOf(router: DataRouter): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
