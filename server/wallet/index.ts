import type { ServerResponse } from 'node:http';
import { WALLET_PATHS } from '../../src/protocol/schemas/wallet';
import type { AuthContext } from '../auth/context';
import { loadServerSecret } from '../auth/secrets';
import type { Db } from '../db/db';
import type { Router } from '../http/router';
import type { Logger } from '../log';
import { createPayProvider, type PayProvider } from '../payprovider';
import { checkLedger } from '../ledger';
import { registerAdminRoutes } from './admin';
import { registerOperatorConsole } from './operatorConsole';
import { auditWallet } from './audit';
import { operatorToken } from '../http/operator';
import { PlayerEventHub } from './hub';
import { registerWalletRoutes } from './routes';
import { registerWalletTestRoutes, type SiteSwitches } from './testSwitch';
import type { WebhookDeps } from './webhook';

export interface WalletServiceOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
  /** The operator's token; default ADMIN_TOKEN. Unset: the operator endpoints do not exist. */
  readonly adminToken?: string | null;
  /** The operator console's pages beside the endpoints; default: outside production (NODE_ENV). */
  readonly operatorConsole?: boolean;
  /** The webhook signing secret; default PAYMENT_WEBHOOK_SECRET, else one kept in the database. */
  readonly webhookSecret?: string;
  /** Where the provider posts its webhooks; default PAYMENT_WEBHOOK_URL, else this server's own address once it listens. */
  readonly webhookUrl?: string;
  /** Run the provider's queue and the channel's poller on their own (default); tests on a manual clock turn it off and call runDue(). */
  readonly autoRun?: boolean;
  readonly pollMs?: number;
  readonly heartbeatMs?: number;
  /** Inside the transaction of a player's first deposit: what other areas pay for it (server/app.ts: the referrer's reward). */
  readonly onFirstDeposit?: WebhookDeps['onFirstDeposit'];
}

export interface WalletService {
  readonly provider: PayProvider;
  readonly hub: PlayerEventHub;
  readonly site: SiteSwitches;
  readonly webhookUrl: () => string | null;
  register(router: Router, auth: AuthContext, options: { testRoutes: boolean }): void;
  /** Starts the provider's queue and the channel's poller once the server listens at `selfUrl`. */
  start(selfUrl: string): Promise<void>;
  /** Ends the open channels (a stopping server does not wait for them). */
  endChannels(): void;
  stop(): Promise<void>;
}

/**
 * Money in and out (server/wallet/README.md): payment methods, deposits
 * through the simulated provider and its signed webhooks, withdrawals held
 * until the operator and the provider decide, the withdrawable amount, the
 * history and its CSV, payment requests, the player's event channel and the
 * operator's endpoints. Every movement of money goes through server/ledger.
 */
export function createWalletService(options: WalletServiceOptions): WalletService {
  const { db, log } = options;
  const now = options.now ?? (() => Date.now());
  let secretPromise: Promise<string> | undefined;
  const secret = (): Promise<string> => {
    secretPromise ??= options.webhookSecret
      ? Promise.resolve(options.webhookSecret)
      : loadServerSecret(db, {
          name: 'payment_webhook',
          env: 'PAYMENT_WEBHOOK_SECRET',
          fromEnv: process.env.PAYMENT_WEBHOOK_SECRET,
          log,
          what: 'Wallet: webhook secret',
        });
    secretPromise.catch(() => {
      secretPromise = undefined;
    });
    return secretPromise;
  };
  const provider = createPayProvider({ db, log, now, secret });
  const hub = new PlayerEventHub({ db, log, now, pollMs: options.pollMs });
  const site: SiteSwitches = { stallWebhook: false };
  const channels = new Set<ServerResponse>();
  const adminToken = operatorToken(options.adminToken);
  const operatorConsole = options.operatorConsole ?? process.env.NODE_ENV !== 'production';
  let url: string | null = options.webhookUrl ?? (process.env.PAYMENT_WEBHOOK_URL || null);
  let starting: Promise<void> | null = null;

  const beforeCommit = async (): Promise<void> => {
    if (!site.stallWebhook) return;
    site.stallWebhook = false;
    log.warn('wallet: webhook stalled before its commit (test switch)');
    // Never resolves: the transaction stays open until the process is killed.
    await new Promise<never>(() => undefined);
  };

  return {
    provider,
    hub,
    site,
    webhookUrl: () => url,
    register(router, auth, { testRoutes }) {
      registerWalletRoutes(router, {
        db,
        heartbeatMs: options.heartbeatMs,
        auth,
        now,
        provider,
        hub,
        channels,
        webhook: { db, log, now, secret, provider, beforeCommit, onFirstDeposit: options.onFirstDeposit },
      });
      provider.register(router);
      if (adminToken) registerAdminRoutes(router, { db, now, provider, token: adminToken });
      if (adminToken && operatorConsole) registerOperatorConsole(router, { db, now, provider, token: adminToken });
      if (testRoutes)
        registerWalletTestRoutes(router, {
          provider,
          site,
          check: async () => {
            const ledger = await checkLedger(db);
            const audit = await auditWallet(db);
            return { ok: ledger.ok && audit.length === 0, ledger, audit };
          },
          queue: async () => ({
            ...(
              await db.query<{ status: string; n: number }>('SELECT status, count(*)::integer AS n FROM provider_delivery GROUP BY status')
            ).reduce((acc, r) => ({ ...acc, [r.status]: r.n }), {} as Record<string, number>),
            actions: (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM provider_action WHERE done_at IS NULL'))[0]?.n ?? 0,
            errors: await db.query(
              `SELECT last_error, status, count(*)::integer AS n FROM provider_delivery
                WHERE status <> 'delivered' AND last_error IS NOT NULL GROUP BY last_error, status ORDER BY n DESC LIMIT 10`,
            ),
          }),
        });
    },
    start(selfUrl) {
      starting ??= (async () => {
        url ??= new URL(WALLET_PATHS.webhook, selfUrl).toString();
        await hub.start();
        provider.start(url, options.autoRun !== false);
      })();
      return starting;
    },
    endChannels() {
      for (const res of channels) res.end();
      channels.clear();
    },
    async stop() {
      // A server closed right after it started: what start is still opening (the hub's listener, the provider's timers)
      // must be stopped too, not left behind holding a database connection.
      await starting?.catch(() => undefined);
      this.endChannels();
      await provider.stop();
      await hub.stop();
      starting = null;
    },
  };
}
