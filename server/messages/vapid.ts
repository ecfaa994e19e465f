import webpush from 'web-push';
import type { Db } from '../db/db';
import type { Logger } from '../log';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const NAME = 'vapid_keys';

/**
 * The VAPID key pair push services know this site by: VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when both are set, else a pair generated once and kept
 * in auth_secret, so subscriptions made before a restart keep working and
 * every process signs with the same key.
 */
export async function loadVapidKeys(db: Db, env: NodeJS.ProcessEnv, log: Logger): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  await db.query('INSERT INTO auth_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    NAME,
    JSON.stringify(webpush.generateVAPIDKeys()),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM auth_secret WHERE name = $1', [NAME]);
  if (!row) throw new Error('auth_secret row missing after insert');
  log.info('Messages: VAPID keys taken from the database (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to supply them)');
  return JSON.parse(row.value) as VapidKeys;
}
