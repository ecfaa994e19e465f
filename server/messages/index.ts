import type { AuthContext } from '../auth/context';
import type { Db } from '../db/db';
import type { Router } from '../http/router';
import type { Logger } from '../log';
import { registerAdminMessageRoutes } from './admin';
import { createPushDispatcher, type PushDispatcher } from './push';
import { operatorToken } from '../http/operator';
import { registerMessageRoutes } from './routes';
import { pushHostsFromEnv } from './pushHosts';
import { loadVapidKeys, type VapidKeys } from './vapid';

export { sendPlayerMessage, unreadCount, type NewMessage } from './store';

export interface MessageServiceOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
  /** The operator's token; default ADMIN_TOKEN. Unset: no operator endpoint. */
  readonly adminToken?: string | null;
  /** Run the push dispatcher on its own (default); tests call push.runDue(). */
  readonly autoRun?: boolean;
  /** The push services a subscription may name (null: any address, outside production by default); see pushHosts.ts. */
  readonly pushHosts?: readonly string[] | null;
  /** Default from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else kept in the database. */
  readonly vapidKeys?: VapidKeys;
}

export interface MessageService {
  readonly push: PushDispatcher;
  register(router: Router, auth: AuthContext): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The player's messages (server/messages/README.md): the inbox's routes, the
 * operator's endpoint and web push after commit. Messages themselves are
 * written by the areas whose facts cause them, with sendPlayerMessage.
 */
export function createMessageService(options: MessageServiceOptions): MessageService {
  const { db, log } = options;
  const now = options.now ?? (() => Date.now());
  const adminToken = operatorToken(options.adminToken);
  let keysPromise: Promise<VapidKeys> | undefined;
  const keys = (): Promise<VapidKeys> => {
    keysPromise ??= options.vapidKeys ? Promise.resolve(options.vapidKeys) : loadVapidKeys(db, process.env, log);
    keysPromise.catch(() => {
      keysPromise = undefined;
    });
    return keysPromise;
  };
  const push = createPushDispatcher({ db, log, keys, subject: process.env.VAPID_SUBJECT || 'mailto:operator@bethouse.example' });
  return {
    push,
    register(router, auth) {
      registerMessageRoutes(router, {
        db,
        auth,
        now,
        keys,
        pushHosts: options.pushHosts !== undefined ? options.pushHosts : process.env.NODE_ENV === 'production' ? pushHostsFromEnv() : null,
      });
      if (adminToken) registerAdminMessageRoutes(router, { db, now, token: adminToken });
    },
    start: () => push.start(options.autoRun !== false),
    stop: () => push.stop(),
  };
}
