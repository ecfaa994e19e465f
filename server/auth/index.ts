import type { Db } from '../db/db';
import type { Router } from '../http/router';
import { createAuthContext, type AuthContext, type AuthDeps } from './context';
import { hashPassword } from './crypto';
import { registerAccountRoutes } from './routes/accountRoutes';
import { registerCaptchaRoutes } from './routes/captchaRoutes';
import { registerDevRoutes } from './routes/devRoutes';
import { registerLoginRoutes } from './routes/loginRoutes';
import { registerMailingRoutes } from './routes/mailingRoutes';
import { registerRecoveryRoutes } from './routes/recoveryRoutes';
import { registerRegistrationRoutes } from './routes/registrationRoutes';
import { registerSocialRoutes } from './routes/socialRoutes';
import { registerSecurityRoutes } from './routes/securityRoutes';
import { registerQrLoginRoutes } from './routes/qrLoginRoutes';
import { registerSecurityQuestionRoutes } from './routes/securityQuestionRoutes';
import { registerStepUpRoutes } from './routes/stepUpRoutes';
import { seedAccountMoney } from '../ledger';
import { currentTermsVersion, findCurrency, insertUser } from './users';

export type { AuthDeps, AuthLimits } from './context';
export { DEFAULT_LIMITS } from './context';

/** Every sign-in, session, token, captcha, registration, recovery, account and user-config route (server/auth/README.md). */
export function registerAuthRoutes(router: Router, deps: AuthDeps): AuthContext {
  const ctx = createAuthContext(deps);
  registerLoginRoutes(router, ctx);
  registerRegistrationRoutes(router, ctx);
  registerRecoveryRoutes(router, ctx);
  registerAccountRoutes(router, ctx);
  registerCaptchaRoutes(router, ctx);
  registerSocialRoutes(router, ctx);
  registerMailingRoutes(router, ctx);
  registerSecurityRoutes(router, ctx);
  registerStepUpRoutes(router, ctx);
  registerQrLoginRoutes(router, ctx);
  registerSecurityQuestionRoutes(router, ctx);
  if (ctx.devOutbox) registerDevRoutes(router, ctx);
  return ctx;
}

/** Demo players; their passwords are in server/auth/README.md (development data only). */
export const DEMO_USERS = [
  {
    login: 'demo',
    email: 'demo@bethouse.example',
    password: 'demo-password-1',
    twoFactor: false,
    banLevel: 0,
    money: 150_000,
    points: 120,
  },
  {
    login: 'demo2fa',
    email: 'demo2fa@bethouse.example',
    password: 'demo-password-2',
    twoFactor: true,
    banLevel: 0,
    money: 5_000,
    points: 0,
  },
  { login: 'banned', email: 'banned@bethouse.example', password: 'demo-password-3', twoFactor: false, banLevel: 45, money: 0, points: 0 },
] as const;

/** Fills app_user only while it is empty, like seedDemoData. */
export async function seedAuthDemo(db: Db, now: number = Date.now()): Promise<{ seeded: readonly string[] }> {
  // Cheap check first: the hashes below cost a scrypt each, wasted on every restart otherwise.
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM app_user');
  if ((existing?.n ?? 0) > 0) return { seeded: [] };
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [73_310_003]);
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM app_user');
    if (n > 0) return { seeded: [] };
    const rub = await findCurrency(tx, 'RUB');
    const usd = await findCurrency(tx, 'USD');
    if (!rub || !usd) throw new Error('currency table lacks RUB or USD');
    const terms = (await currentTermsVersion(tx)).version;
    for (const [i, demo] of DEMO_USERS.entries()) {
      const user = await insertUser(tx, {
        login: demo.login,
        email: demo.email,
        phoneCode: '7',
        phoneNumber: `900000000${i + 1}`,
        passwordHash: hashes[i] as string,
        isActive: true,
        registrationType: 'demo',
        bonusChoice: 1,
        currencyId: rub.id,
        userName: `Demo ${demo.login}`,
        activationType: 2,
        enableEmailAuth: true,
        enablePhoneBinding: true,
        termsVersion: terms,
        now,
      });
      if (!user) throw new Error(`demo login ${demo.login} is taken`);
      await tx.query(
        'UPDATE app_user SET enable_two_factor_auth = $2, ban_level = $3, ban_version = $4, verification = $5::text::jsonb WHERE id = $1',
        [
          user.id,
          demo.twoFactor,
          demo.banLevel,
          demo.banLevel > 0 ? 1 : 0,
          JSON.stringify({ has_deposit: true, internal_verification_status: 1 }),
        ],
      );
      const [main] = await tx.query<{ id: number }>('UPDATE account SET points = $2 WHERE user_id = $1 AND type = 0 RETURNING id', [
        user.id,
        demo.points,
      ]);
      if (main) await seedAccountMoney(tx, main.id, demo.money, `demo-main:${main.id}`, now);
      const [usdAccount] = await tx.query<{ id: number }>(
        "INSERT INTO account (user_id, type, currency_id, label, created_at) VALUES ($1, 9, $2, 'USD', $3) RETURNING id",
        [user.id, usd.id, new Date(now)],
      );
      if (usdAccount) await seedAccountMoney(tx, usdAccount.id, 2500, `demo-usd:${usdAccount.id}`, now);
    }
    return { seeded: ['app_user', 'account'] };
  });
}
