import type { AppState } from '../../core/app';
import type { ProjectionName } from '../../protocol/api';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { LIMITS_VIEW_COMMANDS, type LimitsProjection } from '../../protocol/limits';
import { reject, type Rejection } from '../../protocol/rejections';
import type { Controller, ControllerLink } from '../runtime/controller';
import { onFirstUse } from '../runtime/onFirstUse';
import type { LimitsController, LimitsControllerDeps } from './controller';

/** The limits' controller (its calls and schemas) is a signed-in player's: a guest's first visit never downloads it. */
const limitsModule = onFirstUse(() => import('./controller'));

/**
 * Stands for the limits' controller until someone signs in or a tab asks for
 * the limits, as the wallet's door does: it owns the same command and
 * projection, shows the log's asks with nothing heard from the server, then
 * loads the controller and hands it the link. A failed load is logged and
 * tried again at the next reason to load; meanwhile commands are refused as
 * unavailable.
 */
export class LimitsDoor implements Controller {
  readonly name = 'limits';
  readonly commands = LIMITS_VIEW_COMMANDS;
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { limits: { value: () => this.inner?.view() ?? this.idleView() } };

  private inner: LimitsController | null = null;
  private link: ControllerLink | null = null;
  private stopped = false;

  constructor(private readonly deps: LimitsControllerDeps) {}

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
    else if (before.limits !== after.limits) {
      this.link?.changed('limits');
      // A change asked while the controller is still loading is sent once it is there.
      if (this.signedIn()) void this.open();
    }
  }

  projectionChanged(name?: ProjectionName): void {
    if (this.inner) this.inner.projectionChanged(name);
    else {
      // Only the session changes the idle view; echoing the wallet's changes would bounce between the two doors.
      if (name !== 'wallet') this.link?.changed('limits');
      if (this.signedIn()) void this.open();
    }
  }

  async handle(tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    if (!this.inner && !this.signedIn()) return reject('limits.unauthorized');
    const inner = await this.open();
    return inner ? inner.handle(tabId, envelope) : reject('limits.network_error');
  }

  /** The controller, loaded once and attached to the host's link; null while its module cannot be loaded. */
  private async open(): Promise<LimitsController | null> {
    if (this.inner) return this.inner;
    let module: typeof import('./controller');
    try {
      module = await limitsModule();
    } catch (error) {
      this.deps.log.warn('the limits could not be loaded', error);
      return null;
    }
    if (this.inner) return this.inner;
    const inner = new module.LimitsController(this.deps);
    this.inner = inner;
    if (this.stopped) inner.stop();
    else if (this.link) inner.attach(this.link);
    this.link?.changed('limits');
    return inner;
  }

  private signedIn(): boolean {
    return this.link?.projection('session')?.status === 'signedIn';
  }

  private idleView(): LimitsProjection {
    const status = this.link?.projection('session')?.status;
    const player = status === 'signedIn' ? 'signedIn' : status === 'signedOut' ? 'guest' : 'checking';
    const state = this.link?.state().limits;
    // The session limit's notice outlives the session: a reload after the logout still shows it.
    return {
      player,
      limits: null,
      options: null,
      history: null,
      asks: state?.asks ?? [],
      realityCheck: null,
      sessionLimitEndedAt: state?.sessionLimitEndedAt ?? null,
    };
  }
}
