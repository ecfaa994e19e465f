import { z } from 'zod';
import type { IncomingMessage } from 'node:http';
import {
  AUTH_PATHS,
  activateAnswerSchema,
  activateRequestSchema,
  phoneApproveRequestSchema,
  registerAnswerSchema,
  registerRequestSchema,
  registrationCurrenciesAnswerSchema,
  type RegisterAnswer,
} from '../../../src/protocol/schemas/auth';
import { FALLBACK_CURRENCY_ISO } from '../../../src/protocol/constants/currencies';
import { COUNTRY_HEADER, DEFAULT_COUNTRY, type SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { isVipHost } from '../../../src/core/session/facts';
import { attributionClaims } from '../../../src/core/referral';
import { readSiteConfig } from '../../config/siteConfigStore';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../../http/router';
import { recordAttribution, referralCookiesOf } from '../../referral';
import { checkCode, issueCode, issueToken, takeToken } from '../codes';
import { clientIp, originOf, type AuthContext } from '../context';
import { generatePassword, randomToken } from '../crypto';
import { AuthError, answer, handle, header, readBody, redirect } from '../http';
import { countMailTo, guardMailFromAddress, mayMailTo } from '../mailLimits';
import { sendMessage } from '../outbox';
import { takeRateEvents } from '../rateLimit';
import { guardCodeSend, guardLoginCheck, smsTarget } from '../sendLimits';
import { startSession } from '../sessions';
import { beginAttempt, checkNewPassword, decodePassword } from '../signIn';
import {
  currentTermsVersion,
  enabledCurrencies,
  findCurrency,
  findUserById,
  findUserByLogin,
  findUserByPhone,
  insertUser,
  phoneTarget,
  type CurrencyRow,
  type NewUser,
  type UserRow,
} from '../users';

/**
 * The e-mail link's query. Lenient on purpose: a link is followed by a browser, so every outcome is a redirect to the
 * activate page (an unknown language lands on English, a missing or malformed token reads as an invalid one).
 */
const activateLinkQuerySchema = z.object({
  lng: z
    .string()
    .optional()
    .transform((lng) => (lng !== undefined && /^[a-z]{2}$/.test(lng) ? lng : 'en')),
  token: z.string().optional().default(''),
});

export function registerRegistrationRoutes(router: Router, ctx: AuthContext): void {
  // What the registration forms offer: every enabled currency, and the one a registration without a choice gets.
  router.get(
    AUTH_PATHS.registrationCurrencies,
    handle(async ({ req, res }) => {
      const config = await visitorConfig(ctx, req);
      const currencies = await enabledCurrencies(ctx.db);
      answer(res, registrationCurrenciesAnswerSchema, {
        currencies: currencies.map(({ iso, symbol }) => ({ iso, symbol })),
        default: defaultCurrencyIso(currencies, config.geoCurrency.iso),
      });
    }),
    NO_INPUT,
  );

  router.post(
    AUTH_PATHS.register,
    handle(async ({ req, res }) => {
      const body = await readBody(req, registerRequestSchema);
      const geoCurrency = await assertRegistrationOpen(ctx, req);
      const currencyId = await currencyIdOf(ctx, body.currency, geoCurrency);
      const now = ctx.now();
      const terms = (await currentTermsVersion(ctx.db)).version;
      const base = { bonusChoice: body.bonus, currencyId, termsVersion: terms, now } as const;
      let result: RegisterAnswer;

      switch (body.type) {
        case 'fast_reg': {
          // One click makes an account: bots would make thousands. A few per address per hour.
          const ip = clientIp(ctx, req);
          await takeRateEvents(ctx, [{ scope: 'fast_reg', key: ip, windowMs: ctx.limits.fastRegWindowMs }], async ([made]) => {
            if ((made?.count ?? 0) >= ctx.limits.fastRegPerIp) {
              throw new AuthError('rate_limited', 'Too many one-click registrations from your address; try again later', {
                headers: { 'retry-after': String(Math.ceil(ctx.limits.fastRegWindowMs / 1000)) },
              });
            }
          });
          const password = generatePassword();
          const user = await create(ctx, req, {
            ...base,
            passwordHash: await ctx.passwords.hash(password),
            isActive: true,
            registrationType: 'fast_reg',
            activationType: 0,
          });
          // Anyone can type anyone's address here: past the recipient's mail limit the details are only in the answer.
          const mailed = body.save_option === 2 && body.email !== undefined && (await mayMailTo(ctx, body.email));
          if (mailed && body.email) {
            await sendMessage(ctx, {
              to: body.email,
              channel: 'email',
              subject: 'Your account details',
              body: `Your login: ${user.login}\nYour password: ${password}\nKeep them safe and change the password in your settings.`,
            });
          }
          await startSession(ctx, res, user.id, false, 'registration');
          result = {
            status: 'ok',
            user_id: user.id,
            login: user.login,
            password,
            ...(mailed && body.email ? { sent_to: body.email } : {}),
          };
          break;
        }
        case 'phone_reg': {
          const target = phoneTarget(body.phone_code, body.phone_number);
          // Limited before the number is looked up: a taken number is throttled like a free one.
          const { resendAt } = await guardCodeSend(ctx, req, { target: smsTarget(target), attemptKey: `phone:${target}` });
          const existing = await findUserByPhone(ctx.db, body.phone_code, body.phone_number);
          const { code, expiresAt } = await issueCode(ctx, {
            purpose: 'phone_reg',
            target,
            payload: { bonus: body.bonus, currencyId, blocked: existing !== undefined },
            ttlMs: ctx.limits.codeTtlMs,
          });
          // A taken number gets a notice instead of the code; the answer is the same (no enumeration).
          await sendMessage(ctx, {
            to: `+${target.replace(':', '')}`,
            channel: 'sms',
            subject: 'Registration code',
            body: existing ? 'This number already has an account: sign in or recover your password.' : `Your registration code: ${code}`,
          });
          result = { status: 'code_sent', expiresAt, resendAt };
          break;
        }
        case 'full_reg': {
          const password = checkNewPassword(decodePassword(body.uPassword));
          // A chosen login is a lookup an enumerator would love: per address, captcha then 429.
          if (body.login !== undefined) await guardLoginCheck(ctx, req);
          // Hashed before anything is looked up, so a taken address costs the same derivation as a new one.
          const passwordHash = await ctx.passwords.hash(password);
          if (body.login !== undefined && (await findUserByLogin(ctx.db, body.login))) {
            throw new AuthError('login_taken', `The login ${body.login} is taken; choose another`, {
              fields: [{ field: 'login', message: 'is taken', code: 'taken' }],
            });
          }
          // From here every full_reg mails someone: limited per client address, decided before the address is looked up.
          await guardMailFromAddress(ctx, req);
          if (await findUserByLogin(ctx.db, body.email)) {
            // The owner hears of it instead of a second account; the caller gets the answer of a new registration.
            // Past the owner's mail limit the notice is dropped without a word: a different answer would tell the address is taken.
            if (await mayMailTo(ctx, body.email))
              await sendMessage(ctx, {
                to: body.email,
                channel: 'email',
                subject: 'You already have an account',
                body: 'Someone tried to register with this address. If it was you, sign in or recover your password.',
              });
            result = { status: 'activation_sent' };
            break;
          }
          const user = await create(ctx, req, {
            ...base,
            ...(body.login !== undefined ? { login: body.login } : {}),
            email: body.email,
            passwordHash,
            isActive: false,
            registrationType: 'full_reg',
            activationType: 1,
            enableEmailAuth: true,
            userName: [body.name, body.surname].filter(Boolean).join(' '),
          });
          const { token } = await issueToken(ctx, { purpose: 'activation', userId: user.id, ttlMs: ctx.limits.activationTtlMs });
          const link = `${originOf(ctx, req)}${AUTH_PATHS.activate}?token=${encodeURIComponent(token)}&lng=${body.lng}`;
          await countMailTo(ctx, body.email);
          await sendMessage(ctx, {
            to: body.email,
            channel: 'email',
            subject: 'Activate your account',
            body: `Welcome! Follow this link within 24 hours to activate your account: ${link}`,
            links: [link],
          });
          result = { status: 'activation_sent' };
          break;
        }
        case 'soc_reg': {
          const taken = await takeToken(ctx, { purpose: 'social_pending', token: body.social_token, consume: true });
          if (!taken.ok) throw new AuthError(taken.reason, 'The social sign-in has expired or was used: start it again');
          const identity = taken.row.payload as {
            provider: string;
            subject: string;
            email: string | null;
            emailVerified?: boolean;
            name: string;
          };
          // Only an address the provider vouches for becomes the player's (it receives recovery codes).
          const email = identity.emailVerified === true ? identity.email : null;
          const emailFree = email !== null && !(await findUserByLogin(ctx.db, email));
          const user = await create(ctx, req, {
            ...base,
            email: emailFree ? email : null,
            userName: identity.name,
            // Signs in only through the provider until a password is set by recovery.
            passwordHash: await ctx.passwords.hash(randomToken(32)),
            isActive: true,
            registrationType: 'soc_reg',
            activationType: 0,
          });
          await ctx.db.query('INSERT INTO social_identity (provider, subject, user_id) VALUES ($1, $2, $3)', [
            identity.provider,
            identity.subject,
            user.id,
          ]);
          await startSession(ctx, res, user.id, false, 'registration');
          result = { status: 'ok', user_id: user.id, login: user.login };
          break;
        }
      }
      ctx.log.info(`Auth: registration ${body.type} -> ${result.status}`);
      answer(res, registerAnswerSchema, result);
    }),
    takesBody(registerRequestSchema),
  );

  router.post(
    AUTH_PATHS.registerPhoneApprove,
    handle(async ({ req, res }) => {
      const body = await readBody(req, phoneApproveRequestSchema);
      const password = checkNewPassword(decodePassword(body.uPassword));
      await assertRegistrationOpen(ctx, req);
      const target = phoneTarget(body.phone_code, body.phone_number);
      // Guessing the code is guarded like a password: captcha past a few wrong ones per number or address.
      const attempt = await beginAttempt(ctx, req, `phone:${target}`);
      const check = await checkCode(ctx, { purpose: 'phone_reg', target, code: body.code, consume: true });
      if (!check.ok) {
        if (check.reason === 'time_up') await attempt.withdrawn();
        throw new AuthError(check.reason, check.reason === 'time_up' ? 'The code has expired: ask for a new one' : 'Wrong code');
      }
      await attempt.withdrawn();
      const pending = check.row.payload as { bonus: 0 | 1 | 2; currencyId: number; blocked: boolean };
      if (pending.blocked || (await findUserByPhone(ctx.db, body.phone_code, body.phone_number))) {
        throw new AuthError('wrong_code', 'Wrong code');
      }
      const user = await create(ctx, req, {
        phoneCode: body.phone_code,
        phoneNumber: body.phone_number,
        passwordHash: await ctx.passwords.hash(password),
        isActive: true,
        registrationType: 'phone_reg',
        bonusChoice: pending.bonus,
        currencyId: pending.currencyId,
        activationType: 3,
        enablePhoneBinding: true,
        termsVersion: (await currentTermsVersion(ctx.db)).version,
        now: ctx.now(),
      });
      await startSession(ctx, res, user.id, false, 'registration');
      answer(res, registerAnswerSchema, { status: 'ok', user_id: user.id, login: user.login });
    }),
    takesBody(phoneApproveRequestSchema),
  );

  // The e-mail link: activates, signs in and lands on the client's activate page with the outcome.
  router.get(
    AUTH_PATHS.activate,
    handle(async ({ res, url }) => {
      const { lng, token } = activateLinkQuerySchema.parse(Object.fromEntries(url.searchParams));
      const outcome = await activate(ctx, token);
      if (outcome.ok) await startSession(ctx, res, outcome.user.id, false, 'activation_link');
      redirect(res, `/${lng}/user/activate?result=${outcome.ok ? 'ok' : outcome.reason}`);
    }),
    takesQuery(activateLinkQuerySchema),
  );

  router.post(
    AUTH_PATHS.activate,
    handle(async ({ req, res }) => {
      const body = await readBody(req, activateRequestSchema);
      const outcome = await activate(ctx, body.token);
      if (!outcome.ok) {
        throw new AuthError(
          outcome.reason,
          outcome.reason === 'time_up' ? 'The activation link has expired' : 'The activation link is not valid',
        );
      }
      await startSession(ctx, res, outcome.user.id, false, 'activation_link');
      answer(res, activateAnswerSchema, { status: 'ok', user_id: outcome.user.id, login: outcome.user.login });
    }),
    takesBody(activateRequestSchema),
  );
}

async function activate(
  ctx: AuthContext,
  token: string,
): Promise<{ ok: true; user: UserRow } | { ok: false; reason: 'invalid_token' | 'time_up' }> {
  if (token.length < 16 || token.length > 256) return { ok: false, reason: 'invalid_token' };
  const taken = await takeToken(ctx, { purpose: 'activation', token, consume: true });
  if (!taken.ok) return taken;
  if (taken.row.user_id === null) return { ok: false, reason: 'invalid_token' };
  await ctx.db.query('UPDATE app_user SET is_active = true WHERE id = $1', [taken.row.user_id]);
  const user = await findUserById(ctx.db, taken.row.user_id);
  return user ? { ok: true, user } : { ok: false, reason: 'invalid_token' };
}

async function create(ctx: AuthContext, req: IncomingMessage, user: NewUser): Promise<UserRow> {
  const row = await ctx.db.transaction((tx) => insertUser(tx, user));
  if (!row)
    throw new AuthError('login_taken', 'The login is taken; choose another', {
      fields: [{ field: 'login', message: 'is taken', code: 'taken' }],
    });
  await creditReferral(ctx, req, row.id);
  return row;
}

/** The referral cookies the browser sends name who brought the player; a failure there never fails the registration. */
async function creditReferral(ctx: AuthContext, req: IncomingMessage, userId: number): Promise<void> {
  try {
    await recordAttribution(ctx.db, userId, attributionClaims(referralCookiesOf(req)), ctx.now());
  } catch (error) {
    ctx.log.warn(`Referral: attribution of player ${userId} not stored: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The site config as the visitor's country sees it (geo currency, registration switches). */
async function visitorConfig(ctx: AuthContext, req: IncomingMessage): Promise<SiteConfig> {
  const rawCountry = (header(req, COUNTRY_HEADER) ?? '').trim().toLowerCase();
  const country = /^[a-z]{2}$/.test(rawCountry) ? rawCountry : DEFAULT_COUNTRY;
  const config = await readSiteConfig(ctx.db, { country, lang: undefined });
  if (!config.ok) throw new Error(`Registration needs the site config: ${config.problem}`);
  return config.config;
}

/** SPEC 5 and 6: no registration when the site config turns it off, nor on a VIP domain. */
async function assertRegistrationOpen(ctx: AuthContext, req: IncomingMessage): Promise<string> {
  const config = await visitorConfig(ctx, req);
  // The site config's list (which the client's route decision reads too) and AUTH_VIP_DOMAINS.
  if (isVipHost(header(req, 'host') ?? '', [...ctx.vipDomains, ...(config.vipDomains ?? [])])) {
    throw new AuthError('vip_domain', 'Registration is not available on this domain');
  }
  if (!config.isRegistrationAllowed) throw new AuthError('registration_closed', 'Registration is closed');
  // The visitor's geo currency is the default for the main account.
  return config.geoCurrency.iso;
}

/** The chosen currency must be offered; without a choice the geo currency, else RUB. */
/** The currency of a registration without a choice: the visitor's geo currency when offered, else RUB, else the first offered. */
function defaultCurrencyIso(enabled: readonly CurrencyRow[], geo: string): string {
  const offered = (iso: string) => enabled.some((c) => c.iso === iso);
  if (offered(geo)) return geo;
  return offered(FALLBACK_CURRENCY_ISO) ? FALLBACK_CURRENCY_ISO : (enabled[0]?.iso ?? geo);
}

async function currencyIdOf(ctx: AuthContext, chosen: string | undefined, geo: string): Promise<number> {
  const iso = chosen ?? defaultCurrencyIso(await enabledCurrencies(ctx.db), geo);
  const currency = await findCurrency(ctx.db, iso);
  if (!currency)
    throw new AuthError('unknown_currency', `Currency ${iso} is not offered`, {
      fields: [{ field: 'currency', message: 'is not offered', code: 'not_offered' }],
    });
  return currency.id;
}
