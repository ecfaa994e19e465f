import type { AppState } from '../../core/app';
import type { ProjectionName } from '../../protocol/api';
import type { QueryInput, QueryName, QueryOutput } from '../../protocol/api';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { reject, type Rejection } from '../../protocol/rejections';
import { WALLET_VIEW_COMMANDS, type WalletQueryResult } from '../../protocol/wallet';
import type { Controller, ControllerLink } from '../runtime/controller';
import { onFirstUse } from '../runtime/onFirstUse';
import { NO_SESSION } from '../session/controller';
import type { WalletController, WalletControllerDeps } from './controller';
import { NOTHING_HEARD, walletProjection } from './view';

/** The wallet's controller (its calls, schemas and channel) is a signed-in player's: a guest's first visit never downloads it. */
const walletModule = onFirstUse(() => import('./controller'));

const WALLET_QUERIES = [
  'walletIntent',
  'paymentRequestTopics',
  'paymentRequests',
  'paymentRequest',
  'createPaymentRequest',
  'replyPaymentRequest',
  'closePaymentRequest',
] as const satisfies readonly QueryName[];
type WalletQuery = (typeof WALLET_QUERIES)[number];

/**
 * Stands for the wallet's controller until someone signs in or a tab asks the
 * wallet something: it owns the same commands, projection and queries (the
 * host's wiring sees no difference), shows the session's accounts with
 * nothing heard from the server, then loads the controller and hands it the
 * link. A failed load is logged and tried again at the next reason to load;
 * meanwhile commands and queries are refused as unavailable.
 */
export class WalletDoor implements Controller {
  readonly name = 'wallet';
  readonly commands = WALLET_VIEW_COMMANDS;
  readonly follows = ['session', 'limits'] as const;
  readonly projections = { wallet: { value: () => this.inner?.view() ?? this.idleView() } };
  readonly queries = Object.fromEntries(WALLET_QUERIES.map((name) => [name, (input: never) => this.ask(name, input)])) as {
    readonly [Q in WalletQuery]: (input: QueryInput<Q>) => Promise<QueryOutput<Q>>;
  };

  private inner: WalletController | null = null;
  private link: ControllerLink | null = null;
  private stopped = false;

  constructor(private readonly deps: WalletControllerDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
    if (this.signedIn()) void this.open();
  }

  stop(): void {
    this.stopped = true;
    this.inner?.stop();
  }

  stateChanged(before: AppState, after: AppState): void {
    if (this.inner) this.inner.stateChanged(before, after);
    else if (before.wallet !== after.wallet) this.link?.changed('wallet');
  }

  projectionChanged(name?: ProjectionName): void {
    if (this.inner) this.inner.projectionChanged(name);
    else {
      // The idle view shows no limits' room: echoing their changes would bounce between the two doors.
      if (name !== 'limits') this.link?.changed('wallet');
      if (this.signedIn()) void this.open();
    }
  }

  releaseTab(tabId: string): void {
    this.inner?.releaseTab(tabId);
  }

  async handle(tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    if (!this.inner && !this.signedIn()) return reject('wallet.unauthorized');
    const inner = await this.open();
    return inner ? inner.handle(tabId, envelope) : reject('wallet.network_error');
  }

  private async ask<Q extends WalletQuery>(name: Q, input: QueryInput<Q>): Promise<QueryOutput<Q>> {
    const inner = await this.open();
    if (!inner) return { status: 'error', code: 'network_error' } satisfies WalletQueryResult<never> as QueryOutput<Q>;
    const handler = inner.queries[name] as (input: QueryInput<Q>) => Promise<QueryOutput<Q>>;
    return handler(input);
  }

  /** The controller, loaded once and attached to the host's link; null while its module cannot be loaded. */
  private async open(): Promise<WalletController | null> {
    if (this.inner) return this.inner;
    let module: typeof import('./controller');
    try {
      module = await walletModule();
    } catch (error) {
      this.deps.log.warn('the wallet could not be loaded', error);
      return null;
    }
    if (this.inner) return this.inner;
    const inner = new module.WalletController(this.deps);
    this.inner = inner;
    if (this.stopped) inner.stop();
    else if (this.link) inner.attach(this.link);
    this.link?.changed('wallet');
    return inner;
  }

  private signedIn(): boolean {
    return this.link?.projection('session')?.status === 'signedIn';
  }

  private idleView() {
    const session = this.link?.projection('session') ?? NO_SESSION;
    return walletProjection(session, this.link?.state().wallet ?? { deposit: null, asks: [] }, NOTHING_HEARD);
  }
}
