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
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
    return fromEnv;
  }
  await db.query('INSERT INTO auth_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, randomToken(48)]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM auth_secret WHERE name = $1', [SECRET_NAME]);
  if (!row) throw new Error('auth_secret row missing after insert');
  log.info('Auth: token secret taken from the database (set AUTH_SECRET to supply one)');
  return row.value;
}
