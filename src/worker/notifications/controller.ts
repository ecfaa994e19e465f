import type { AppState } from '../../core/app';
import { nextExpiry, NO_NOTIFICATIONS, notificationsView } from '../../core/notifications';
import type { NotificationsProjection } from '../../protocol/notifications';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock, TimerHandle } from '../scheduler/clock';
import { channelRules, type RaiseDraft } from './rules';
import { sessionRules } from './sessionRules';
import { ChannelCursor } from '../wallet/channelCursor';

export interface NotificationsDeps {
  readonly clock: Clock;
  readonly log: { warn(message: string, data?: unknown): void };
}

/**
 * The notifications' effects in the worker (one for every tab): it hears the
 * domain events (the log's session facts, the player's channel through the wallet
 * projection's `notices`), asks the queue to raise what the rules say, closes
 * a player's notifications on sign-out, and keeps ONE timer on the clock for
 * the next auto-close. The queue itself, shown or waiting, is the core's.
 */
export class NotificationsController implements Controller {
  readonly name = 'notifications';
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { notifications: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private timer: TimerHandle | null = null;
  private timerAt: number | null = null;
  private player: number | null = null;
  private cached: NotificationsProjection = NO_NOTIFICATIONS;
  private readonly channel = new ChannelCursor();

  constructor(private readonly deps: NotificationsDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.followPlayer();
    this.refresh();
  }

  stateChanged(before: AppState, after: AppState): void {
    this.raise(sessionRules(before, after));
    if (before.notifications !== after.notifications) this.refresh();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.followPlayer();
    if (name === 'wallet') this.hearChannel();
  }

  stop(): void {
    this.clearTimer();
    this.link = null;
  }

  private view(): NotificationsProjection {
    return this.cached;
  }

  /** The player the tabs show changed: the one who left has their notifications closed; the channel counts anew. */
  private followPlayer(): void {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? session.userId : null;
    if (player === this.player) return;
    const left = this.player;
    this.player = player;
    this.channel.reset();
    if (left !== null && session?.status === 'signedOut') void this.send({ type: 'notifications/closePlayer', payload: { player: left } });
    this.refresh();
    this.hearChannel();
  }

  private hearChannel(): void {
    if (this.player === null) return;
    for (const notice of this.channel.take(this.link)) this.raise(channelRules(notice, this.player));
  }

  private raise(drafts: readonly RaiseDraft[]): void {
    for (const draft of drafts) void this.send({ type: 'notifications/raise', payload: draft });
  }

  private async send(command: { type: 'notifications/raise' | 'notifications/closePlayer' | 'notifications/expire'; payload: unknown }) {
    const answer = await this.link?.dispatch(command as Parameters<ControllerLink['dispatch']>[0]);
    if (answer && 'rejected' in answer) this.deps.log.warn('a notification command was refused', { command: command.type, answer });
  }

  /** Recomputes what tabs see, tells them when it changed, and sets the one timer at the next auto-close. */
  private refresh(): void {
    const state = this.link?.state().notifications;
    if (!state) return;
    const next = notificationsView(state, this.player);
    if (JSON.stringify(next) !== JSON.stringify(this.cached)) {
      this.cached = next;
      this.link?.changed('notifications');
    }
    const at = nextExpiry(state.open);
    if (at === this.timerAt) return;
    this.clearTimer();
    if (at === null) return;
    this.timerAt = at;
    this.timer = this.deps.clock.setTimeout(
      () => {
        this.timer = null;
        this.timerAt = null;
        // Whatever expiring decided, the next timer is set from the queue as it is then.
        void this.send({ type: 'notifications/expire', payload: {} }).then(() => this.refresh());
      },
      Math.max(0, at - this.deps.clock.now()),
    );
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = null;
  }
}
