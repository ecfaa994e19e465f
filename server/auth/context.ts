import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/db';
import type { Logger } from '../log';
import { AUTH_PATHS } from '../../src/protocol/constants/auth';
import { LOCAL_PROVIDER, resolveProviders, type OAuthProviderConfig, type ResolvedProvider } from './social';
import { SCRYPT_KDF, type PasswordKdf } from './crypto';
import { loadAuthSecret } from './secrets';
import { linkOrigin } from '../http/publicOrigin';

/** Thresholds and lifetimes; the defaults are the product's, tests may shorten them. */
export interface AuthLimits {
  /** Failed logins within the window, per login, after which a captcha is required. */
  readonly captchaAfterLoginFailures: number;
  /** Failed logins within the window, per client address, after which a captcha is required. */
  readonly captchaAfterIpFailures: number;
  /** Failed logins within the window, per client address, after which every attempt gets 429. */
  readonly blockAfterIpFailures: number;
  readonly failureWindowMs: number;
  readonly sessionTtlMs: number;
  readonly rememberedSessionTtlMs: number;
  readonly userTokenTtlMs: number;
  readonly videoTokenTtlMs: number;
  readonly codeTtlMs: number;
  readonly twoStepTtlMs: number;
  readonly activationTtlMs: number;
  readonly resetTokenTtlMs: number;
  readonly captchaTtlMs: number;
  /** Wrong answers one code or captcha takes before it is burnt. */
  readonly maxWrongAttempts: number;
  /** One code (SMS, recovery) per target within this time. */
  readonly smsResendMs: number;
  /** Codes one client address may ask for within codeSendWindowMs before each further one needs a captcha. */
  readonly smsPerIpBeforeCaptcha: number;
  /** The window of the code-sending limits below (SMS pumping, recovery codes). */
  readonly codeSendWindowMs: number;
  /** Codes one target (a phone, a recovery login) may receive within the window before each further one needs a captcha. */
  readonly codesPerTargetBeforeCaptcha: number;
  /** Codes one target may receive within the window at all (too_many_codes past it). */
  readonly codesPerTargetPerWindow: number;
  /** Codes one client address may ask for within the window at all (too_many_codes past it). */
  readonly codesPerIpPerWindow: number;
  /** Registrations with a chosen login (each tells whether the login is taken) one address may try before each needs a captcha. */
  readonly loginChecksPerIpBeforeCaptcha: number;
  /** Registrations with a chosen login one address may try within loginCheckWindowMs at all (429 past it). */
  readonly loginChecksPerIpPerWindow: number;
  readonly loginCheckWindowMs: number;
  /** Lifetime of a device fingerprint token (answered in seconds). */
  readonly fingerprintTtlMs: number;
  /** One-click registrations one client address may make within fastRegWindowMs. */
  readonly fastRegPerIp: number;
  readonly fastRegWindowMs: number;
  /** Lifetime of a newsletter's stop link. */
  readonly newsletterLinkTtlMs: number;
  /** Lifetime of an e-mail verification link (user/accountverify). */
  readonly verifyEmailTtlMs: number;
  /** E-mails one address may receive within mailWindowMs from the calls anyone can aim at it (mailLimits.ts). */
  readonly mailsPerRecipientPerWindow: number;
  /** E-mails one client address may cause within mailWindowMs (registrations by e-mail, verification links). */
  readonly mailsPerIpPerWindow: number;
  readonly mailWindowMs: number;
  /**
   * A session's last activity is written at most this often (not on every
   * request), and the server's idle refusal allows this much beyond the
   * site config's idle time, so the write's lag never signs an active player
   * off. Also how long the idle time read from the site config is reused.
   */
  readonly sessionTouchEveryMs: number;
  /** Call-back and e-mail requests one player (or guest chat) may send within supportRequestWindowMs (server/shell/supportLimits.ts). */
  readonly supportRequestsPerCallerPerWindow: number;
  /** The same, per client address (guests share it). */
  readonly supportRequestsPerIpPerWindow: number;
  readonly supportRequestWindowMs: number;
  /** Chat messages one player (or guest conversation) may send within chatMessageWindowMs. */
  readonly chatMessagesPerCallerPerWindow: number;
  /** Chat messages one client address may send within chatMessageWindowMs. */
  readonly chatMessagesPerIpPerWindow: number;
  readonly chatMessageWindowMs: number;
}

export const DEFAULT_LIMITS: AuthLimits = {
  captchaAfterLoginFailures: 3,
  captchaAfterIpFailures: 10,
  blockAfterIpFailures: 100,
  failureWindowMs: 15 * 60_000,
  sessionTtlMs: 12 * 3_600_000,
  rememberedSessionTtlMs: 30 * 86_400_000,
  userTokenTtlMs: 15 * 60_000,
  videoTokenTtlMs: 15 * 60_000,
  codeTtlMs: 10 * 60_000,
  twoStepTtlMs: 5 * 60_000,
  activationTtlMs: 24 * 3_600_000,
  resetTokenTtlMs: 15 * 60_000,
  captchaTtlMs: 5 * 60_000,
  maxWrongAttempts: 5,
  smsResendMs: 60_000,
  smsPerIpBeforeCaptcha: 3,
  codeSendWindowMs: 3_600_000,
  codesPerTargetBeforeCaptcha: 3,
  codesPerTargetPerWindow: 5,
  codesPerIpPerWindow: 10,
  loginChecksPerIpBeforeCaptcha: 3,
  loginChecksPerIpPerWindow: 30,
  loginCheckWindowMs: 3_600_000,
  fingerprintTtlMs: 6 * 3_600_000,
  fastRegPerIp: 10,
  fastRegWindowMs: 3_600_000,
  newsletterLinkTtlMs: 90 * 86_400_000,
  verifyEmailTtlMs: 24 * 3_600_000,
  mailsPerRecipientPerWindow: 3,
  mailsPerIpPerWindow: 20,
  mailWindowMs: 3_600_000,
  sessionTouchEveryMs: 60_000,
  supportRequestsPerCallerPerWindow: 5,
  supportRequestsPerIpPerWindow: 20,
  supportRequestWindowMs: 3_600_000,
  chatMessagesPerCallerPerWindow: 30,
  chatMessagesPerIpPerWindow: 120,
  chatMessageWindowMs: 10 * 60_000,
};

export interface AuthDeps {
  readonly db: Db;
  readonly log: Logger;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  readonly clock?: () => number;
  /**
   * The token-signing secret. Absent: AUTH_SECRET from the environment, else
   * one generated and kept in the auth_secret table on first use.
   */
  readonly secrets?: { readonly authSecret?: string };
  readonly limits?: Partial<AuthLimits>;
  /** GET /web-api/dev/outbox; defaults to NODE_ENV !== 'production'. */
  readonly devOutbox?: boolean;
  /** Take the client address from X-Forwarded-For (behind a proxy you run). Default false. */
  readonly trustProxy?: boolean;
  /** Host names on which registration is refused (and their subdomains). Default: AUTH_VIP_DOMAINS, comma separated. */
  readonly vipDomains?: readonly string[];
  /** Origin of links in messages, e.g. https://bethouse.example. Default: PUBLIC_ORIGIN, else the address the server listens on. */
  readonly publicOrigin?: string;
  /** Secure attribute on cookies. Default: NODE_ENV === 'production'. */
  readonly secureCookies?: boolean;
  /** Real OAuth providers besides the built-in 'local'. Default: AUTH_OAUTH_PROVIDERS (JSON array). */
  readonly oauthProviders?: readonly OAuthProviderConfig[];
  /**
   * The built-in offline provider 'local' (anyone may claim any name there).
   * Default: on outside production, or with AUTH_LOCAL_OAUTH=1.
   */
  readonly localOauth?: boolean;
  /** The social provider one-tap sign-in uses (an OpenID Connect one); none: no one-tap. Default: AUTH_ONE_TAP_PROVIDER. */
  readonly oneTapProvider?: string | null;
  /** The password KDF; scrypt unless a test wraps it to count derivations. */
  readonly passwords?: PasswordKdf;
}

/** What every auth handler works with. */
export interface AuthContext {
  readonly db: Db;
  readonly log: Logger;
  now(): number;
  secret(): Promise<string>;
  readonly limits: AuthLimits;
  readonly devOutbox: boolean;
  readonly trustProxy: boolean;
  readonly vipDomains: readonly string[];
  readonly publicOrigin: string | undefined;
  readonly secureCookies: boolean;
  /** The configured providers over the well-known table (server/auth/socialProviderTable.ts). */
  readonly oauthProviders: readonly ResolvedProvider[];
  readonly localOauth: boolean;
  readonly oneTapProvider: string | null;
  readonly passwords: PasswordKdf;
}

export function createAuthContext(deps: AuthDeps): AuthContext {
  const localOauth = deps.localOauth ?? (process.env.NODE_ENV !== 'production' || process.env.AUTH_LOCAL_OAUTH === '1');
  let secret: Promise<string> | undefined;
  const fixed = deps.secrets?.authSecret;
  return {
    db: deps.db,
    log: deps.log,
    now: deps.clock ?? (() => Date.now()),
    secret: () => {
      secret ??= fixed !== undefined ? Promise.resolve(fixed) : loadAuthSecret(deps.db, process.env.AUTH_SECRET, deps.log);
      // A failed load (database down) is retried on the next request.
      secret.catch(() => {
        secret = undefined;
      });
      return secret;
    },
    limits: { ...DEFAULT_LIMITS, ...limitsFromEnv(process.env), ...deps.limits },
    devOutbox: deps.devOutbox ?? process.env.NODE_ENV !== 'production',
    trustProxy: deps.trustProxy ?? false,
    vipDomains: (deps.vipDomains ?? splitList(process.env.AUTH_VIP_DOMAINS)).map((d) => d.toLowerCase()),
    publicOrigin: deps.publicOrigin ?? (process.env.PUBLIC_ORIGIN || undefined),
    secureCookies: deps.secureCookies ?? process.env.NODE_ENV === 'production',
    oauthProviders: resolveProviders(deps.oauthProviders ?? parseProviders(process.env.AUTH_OAUTH_PROVIDERS)),
    localOauth,
    oneTapProvider: deps.oneTapProvider !== undefined ? deps.oneTapProvider : oneTapProviderFromEnv(localOauth),
    passwords: deps.passwords ?? SCRYPT_KDF,
  };
}

/**
 * The limits an operator sets from the environment: one-click registrations per address
 * (AUTH_FAST_REG_PER_IP), which a site behind a carrier-grade NAT or a test bench of many players raises.
 */
function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<AuthLimits> {
  const raw = env.AUTH_FAST_REG_PER_IP ?? '';
  if (raw === '') return {};
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`AUTH_FAST_REG_PER_IP must be a whole number of at least 1; got "${raw}"`);
  return { fastRegPerIp: Number(raw) };
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function parseProviders(value: string | undefined): OAuthProviderConfig[] {
  if (value === undefined || value.trim() === '') return [];
  const parsed = JSON.parse(value) as unknown;
  if (!Array.isArray(parsed)) throw new Error('AUTH_OAUTH_PROVIDERS must be a JSON array of providers');
  return parsed as OAuthProviderConfig[];
}

/** The client address rate limits count by. */
export function clientIp(ctx: AuthContext, req: IncomingMessage): string {
  if (ctx.trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** Origin for links in e-mails and OAuth redirects: configured, else the listening address, never the request's Host. */
export function originOf(ctx: AuthContext, req: IncomingMessage): string {
  return linkOrigin(req, ctx.publicOrigin);
}

/**
 * AUTH_ONE_TAP_PROVIDER names the one-tap provider; `none` turns one-tap off. Unset, the built-in provider offers it
 * where it runs (never in production unless AUTH_LOCAL_OAUTH=1), so the demo and the tests show the whole flow.
 */
function oneTapProviderFromEnv(localOauth: boolean): string | null {
  const named = process.env.AUTH_ONE_TAP_PROVIDER;
  if (named === 'none') return null;
  return named || (localOauth ? LOCAL_PROVIDER : null);
}

/** The script the pages load for one-tap (the provider's, or this site's path for the built-in one); null: no one-tap. */
export function oneTapScriptUrlOf(ctx: Pick<AuthContext, 'oneTapProvider' | 'oauthProviders' | 'localOauth'>): string | null {
  if (ctx.oneTapProvider === null) return null;
  if (ctx.oneTapProvider === LOCAL_PROVIDER) return ctx.localOauth ? AUTH_PATHS.localOneTapScript : null;
  return ctx.oauthProviders.find((p) => p.key === ctx.oneTapProvider)?.oneTapScriptUrl ?? null;
}
