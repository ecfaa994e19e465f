import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { ProjectionPush, SessionProjectionAlias } from './types';
import { AUTH_PATHS, type AccountsAnswer, type UserConfig } from '../../../src/protocol/schemas/auth';
import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { Host } from '../../../src/worker/runtime/host';
import type { Logger } from '../../../src/worker/runtime/ports';
import type { Controller } from '../../../src/worker/runtime/controller';
import type { ProjectionName, ProjectionValues } from '../../../src/protocol/api';
import { ShellController, type ShellEffects } from '../../../src/worker/shell/controller';
import { routeEffect } from '../../../src/worker/shell/route';
import { SessionController, type SessionControllerOptions } from '../../../src/worker/session';
import { openEventStore } from '../../../src/worker/store';
import { demoConfig } from '../../support/demoConfig';
import { VirtualClock } from '../../support/virtualClock';
import { FakeServer } from './fakeServer';

export const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export const userConfig: UserConfig = {
  user_id: 7,
  phone_number: null,
  phone_code: null,
  user_email: 'demo@bethouse.example',
  user_name: 'demo',
  user_country_code: 'RU',
  user_country_id: 1,
  activation_type: 1,
  user_ref_id: 0,
  user_msg_count: 0,
  user_hide_balance: false,
  changed_pass_day_count: null,
  protection_level: 40,
  protection_methods: {
    is_changed_password: false,
    enable_two_factor_auth: false,
    enable_phone_binding: false,
    enable_security_question: false,
    enable_email_auth: false,
  },
  ban_level: 0,
  ban_version: 0,
  user_status_id: 1,
  verification_status: 0,
  verification_types: [],
  verification_status_group_code: null,
  internal_verification_status: 1,
  requested_additional_document: false,
  has_deposit: false,
  is_identification_bonus: false,
  show_verification_modal_on_deposit_page: false,
  remaining_days_to_activate: null,
  disallow_line_sport: [],
  disallow_live_sport: [],
  user_data: {
    date_birthday: null,
    document_type_id: null,
    inn: null,
    name: null,
    passport: null,
    passport_date: null,
    passport_end_date: null,
    registration_address: null,
    surname: null,
  },
  convert_account: 0,
  bonus_choice: 0,
};

export function accounts(extra: { iso: string }[] = []): AccountsAnswer {
  const main = {
    id: 1,
    type: 0 as const,
    iso: 'RUB',
    symbol: '₽',
    currencyId: 1,
    money: 150000,
    points: 120,
    label: 'Main',
    isActive: true,
    isPointsTypeBalance: false,
  };
  return {
    all_accounts: [main, ...extra.map((e, i) => ({ ...main, id: 10 + i, type: 9 as const, iso: e.iso, isActive: false, money: 0 }))],
    activeAccount: 1,
    mainAccount: 1,
    bonuses: [],
    isFirstDepositBonusAvailable: false,
    isAccountFrozen: false,
    available_currencies: [],
  };
}

/** The components data the fake server signs fingerprints for. */
export const FINGERPRINT_DATA = '{"language":"en"}';

/**
 * A scripted reference server: `demo` / `demo-password-1` is user 7. Like the
 * real one it wants a fingerprint (token in X-Fingerprint, data in the body)
 * on login, phone login, two-step and send-SMS, and answers 400 code 120 otherwise.
 */
export function authServer(options: { signedIn?: boolean } = {}) {
  let signedIn = options.signedIn ?? false;
  let issued = 0;
  const fingerprinted = (headers: Record<string, string>, body: unknown) =>
    headers['x-fingerprint']?.startsWith('fp-') === true && (body as { fingerprint?: string }).fingerprint === FINGERPRINT_DATA;
  const fingerprintError = { status: 400, json: { error: { code: 'fingerprint_invalid', message: 'fingerprint' }, code: 120 } };
  const server = new FakeServer()
    .on('POST', AUTH_PATHS.fingerprint, () => ({ json: { token: `fp-${++issued}`, expiresAt: 9_000_000_000, data: FINGERPRINT_DATA } }))
    .on('GET', AUTH_PATHS.checkSession, () => ({ json: { user_id: signedIn ? 7 : null } }))
    .on('GET', AUTH_PATHS.session, () => ({
      json: { user_id: signedIn ? 7 : null, login: signedIn ? 'demo' : null, ban_level: 0, ban_version: 0, expiresAt: null },
    }))
    .on('GET', AUTH_PATHS.getToken, () =>
      signedIn
        ? { json: { token: 'jwt-web', expiresAt: 9e15 } }
        : { status: 401, json: { error: { code: 'unauthorized', message: 'no' } } },
    )
    .on('POST', AUTH_PATHS.updateToken, () => ({ json: { token: 'jwt-video', expiresAt: 9e15 } }))
    .on('GET', AUTH_PATHS.userConfig, { json: userConfig })
    .on('GET', AUTH_PATHS.accounts, { json: accounts() })
    .on('POST', AUTH_PATHS.logout, () => {
      signedIn = false;
      return { json: { status: 'ok' } };
    })
    .on('POST', AUTH_PATHS.login, ({ body, headers }) => {
      if (!fingerprinted(headers, body)) return fingerprintError;
      const b = body as { uLogin: string; uPassword: string };
      if (b.uLogin === 'demo' && b.uPassword === btoa('demo-password-1')) {
        signedIn = true;
        return { json: { status: 'ok', user_id: 7, login: 'demo' } };
      }
      return { status: 401, json: { error: { code: 'invalid_credentials', message: 'Wrong login or password' } } };
    });
  return { server, setSignedIn: (value: boolean) => (signedIn = value) };
}

export async function startSessionHost(options: {
  server: FakeServer;
  config?: SiteConfig;
  idb?: IDBFactory;
  clock?: VirtualClock;
  hostName?: string;
  controller?: SessionControllerOptions;
  /** Controllers that hear the session's facts (the notifications' rules), on the same host. */
  others?: (clock: VirtualClock) => readonly Controller[];
  /** The site config answers only once this settles (a restarted worker that learns the session first). */
  configReady?: Promise<unknown>;
}) {
  const clock = options.clock ?? new VirtualClock(1_700_000_000_000);
  const idb = options.idb ?? new IDBFactory();
  const store = await openEventStore({ idb, log: quiet, onFault: () => undefined });
  const config = options.config ?? demoConfig;
  const effects: ShellEffects = {
    loadSiteConfig: async () => {
      await options.configReady;
      return { ok: true, config };
    },
    decideLanguage: () => ({ kind: 'unknown' }),
    // The wiring bootHost uses: the host's session facts reach the route decision.
    resolveRoute: routeEffect({
      isProduction: false,
      hostName: options.hostName ?? 'bethouse.example',
      blockFor: () => ({ blockReason: null, forceMaintenance: false }),
    }),
  };
  const session = new SessionController(clock, quiet, { fingerprintComponents: () => ({ language: 'en' }), ...options.controller });
  session.useHttp(options.server.client(clock, { tokens: session.tokens, fingerprint: session.fingerprint, captcha: session.captcha }));
  let ids = 0;
  const host = await Host.start({
    kind: 'shared',
    store,
    clock,
    controllers: [new ShellController(effects, { clock, log: quiet }), session, ...(options.others?.(clock) ?? [])],
    log: quiet,
    newId: () => `id-${++ids}`,
    whenTabGone: () => new Promise(() => undefined),
  });
  return { host, clock, idb, session };
}

/** A tab: keeps the last value pushed for each projection. */
export function tab() {
  const last = new Map<string, unknown>();
  return {
    session: () => last.get('session') as SessionProjectionAlias | undefined,
    projection: <N extends ProjectionName>(name: N) => last.get(name) as ProjectionValues[N] | undefined,
    sink: { push: (batch: readonly ProjectionPush[]) => batch.forEach((p) => last.set(p.name, p.value)) },
  };
}
