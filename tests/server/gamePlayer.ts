import type { Db } from '../../server/db/db';
import { hashPassword } from '../../server/auth/crypto';
import { AUTH_PATHS } from '../../src/protocol/schemas/auth';
import { Browser, enc } from './auth/helpers';
import { Player } from './bets/harness';
import { openAccount } from './helpers';

let players = 0;

/**
 * A fresh player of a game vertical's server tests, signed in over HTTP, with a main account in `iso` holding
 * `money`: the logins carry the vertical's prefix so a failing test's log says whose player it was.
 */
export async function newGamePlayer(
  h: { readonly db: Db; readonly url: string },
  options: { readonly prefix: string; readonly money: number; readonly iso?: string },
): Promise<Player & { accountId: number }> {
  players += 1;
  const login = `${options.prefix}${players}`;
  const password = `${options.prefix}-password-${players}`;
  const [user] = await h.db.query<{ id: number }>(
    "INSERT INTO app_user (login, password_hash, registration_type, user_name) VALUES ($1, $2, 'fast_reg', $1) RETURNING id",
    [login, await hashPassword(password)],
  );
  const accountId = await openAccount(h.db, user?.id as number, 0, options.iso ?? 'RUB', options.money, true);
  const browser = new Browser(h.url);
  const reply = await browser.post<{ user_id: number }>(AUTH_PATHS.login, { uLogin: login, uPassword: enc(password), save: false });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status}`);
  return Object.assign(new Player(browser, reply.body.user_id), { accountId });
}

/** An account's cached balance. */
export async function moneyOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [accountId]);
  return row?.money as number;
}

let keys = 0;
/** A request key no other test of the run uses. */
export const testKey = (prefix: string): string => `${prefix}-key-${Date.now().toString(36)}-${(keys += 1)}`;
