import type { Db } from '../db/db';
import type { Logger } from '../log';
import { randomToken } from './crypto';

const SECRET_NAME = 'auth_jwt';

/**
 * AUTH_SECRET when the environment sets one (at least 32 characters), else
 * the secret kept in the database, created on the first start. Tokens signed
 * before a restart stay valid because the stored one survives.
 */
export async function loadAuthSecret(db: Db, fromEnv: string | undefined, log: Logger): Promise<string> {
  return loadServerSecret(db, { name: SECRET_NAME, env: 'AUTH_SECRET', fromEnv, log, what: 'Auth: token secret' });
}

/**
 * A server secret: the environment's value when set (at least 32
 * characters), else the one kept in auth_secret under `name`, generated on
 * first use so it survives restarts and is shared by every process.
 */
export async function loadServerSecret(
  db: Db,
  o: { name: string; env: string; fromEnv: string | undefined; log: Logger; what: string },
): Promise<string> {
  if (o.fromEnv !== undefined && o.fromEnv !== '') {
    if (o.fromEnv.length < 32) throw new Error(`${o.env} must be at least 32 characters`);
    return o.fromEnv;
  }
  await db.query('INSERT INTO auth_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [o.name, randomToken(48)]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM auth_secret WHERE name = $1', [o.name]);
  if (!row) throw new Error('auth_secret row missing after insert');
  o.log.info(`${o.what} taken from the database (set ${o.env} to supply one)`);
  return row.value;
}
