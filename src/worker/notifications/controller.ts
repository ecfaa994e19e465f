import type { AppState } from '../../core/app';
import { nextExpiry, NO_NOTIFICATIONS, notificationsView } from '../../core/notifications';
import type { MaintenanceNoticeView } from '../../protocol/api';
import { APP_BUILD_COMMANDS, type AppBuildCommand } from '../../protocol/appBuild';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import type { NotificationsProjection } from '../../protocol/notifications';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock, TimerHandle } from '../scheduler/clock';
import { channelRules, type RaiseDraft } from './rules';
import { sessionRules } from './sessionRules';
import { ChannelCursor } from '../wallet/channelCursor';
import { maintenanceRules } from './maintenanceRules';
import { updateRules } from './updateRules';
import { SITE_FACT_COMMANDS, type SiteFactCommand } from '../../protocol/siteFacts';
import { adBlockerRules, connectivityRules } from './siteNoticeRules';

export interface NotificationsDeps {
  readonly clock: Clock;
  readonly log: { warn(message: string, data?: unknown): void };
  /** The worker's own online/offline events (WorkerGlobalScope); absent in tests that report through tabs only. */
  readonly network?: (onChange: (up: boolean) => void) => void;
  /** Passes a tab's connectivity report to every controller that follows the network (this one through `network`). */
  readonly reportNetwork?: (up: boolean) => void;
  /** navigator.onLine of the worker when it starts; absent: online. */
  readonly startsOnline?: () => boolean;
}

/**
 * The notifications' effects in the worker (one for every tab): it hears the
 * domain events (the log's session facts, the player's channel through the
 * wallet projection's `notices`, the site config's maintenance warning, a
 * tab's report that its build is gone or replaced), asks the queue to raise
 * or retract what the rules say, closes a player's notifications on sign-out,
 * and keeps ONE timer on the clock for the next auto-close. The queue itself,
 * shown or waiting, is the core's.
 */
export class NotificationsController implements Controller {
  readonly name = 'notifications';
  readonly follows = ['session', 'wallet', 'siteConfig'] as const;
  /** A tab's reported facts the rules hear (outside the log: the notification they raise is what is kept). */
  readonly commands = { ...APP_BUILD_COMMANDS, ...SITE_FACT_COMMANDS };
  readonly projections = { notifications: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private timer: TimerHandle | null = null;
  private timerAt: number | null = null;
  private player: number | null = null;
  private cached: NotificationsProjection = NO_NOTIFICATIONS;
  private readonly channel = new ChannelCursor();
  /** The maintenance warning last seen in the site config; undefined until this worker first saw a loaded config. */
  private maintenance: MaintenanceNoticeView | null | undefined = undefined;
  /** When this worker started: the visit the ad-blocker notice is raised once for. */
  private readonly visitStartedAt: number;
  /** The key of the offline notice of the spell going on, null while online. */
  private offlineSpell: string | null = null;

  constructor(private readonly deps: NotificationsDeps) {
    this.visitStartedAt = deps.clock.now();
  }

  attach(link: ControllerLink): void {
    this.link = link;
    this.followPlayer();
    this.followMaintenance();
    this.refresh();
    // A notice of an earlier worker's offline spell goes when this one starts online.
    this.connectivity(this.deps.startsOnline?.() ?? true);
    this.deps.network?.((up) => this.connectivity(up));
  }

  /** The host checked the payload against the commands' schemas. */
  handle(_tabId: string, envelope: CommandEnvelope): Accepted {
    const command = envelope as AppBuildCommand | SiteFactCommand;
    if (command.type === 'app/ad-bait') this.raise(adBlockerRules(command.payload, this.visitStartedAt));
    else if (command.type === 'app/connectivity') {
      if (this.deps.reportNetwork) this.deps.reportNetwork(command.payload.online);
      else this.connectivity(command.payload.online);
    } else this.raise(updateRules(command.payload.build));
    return { accepted: true, seq: 0 };
  }

  stateChanged(before: AppState, after: AppState): void {
    this.raise(sessionRules(before, after));
    if (before.notifications !== after.notifications) this.refresh();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.followPlayer();
    if (name === 'wallet') this.hearChannel();
    if (name === 'siteConfig') this.followMaintenance();
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

  /** A config being (re)loaded says nothing of the warning: only a loaded one's notice counts. */
  private followMaintenance(): void {
    const site = this.link?.projection('siteConfig');
    const state = this.link?.state();
    if (site?.status !== 'ready' || !state) return;
    const after = site.maintenanceNotice ?? null;
    const ruling = maintenanceRules(
      this.maintenance,
      after,
      state.notifications.open.map((item) => item.key),
    );
    this.maintenance = after;
    for (const key of ruling.retract) void this.send({ type: 'notifications/retract', payload: { key } });
    this.raise(ruling.raise);
  }

  /** The browser's connection as a tab or the worker itself last heard it: one notice per spell offline. */
  private connectivity(online: boolean): void {
    const state = this.link?.state();
    if (!state) return;
    const ruling = connectivityRules(
      this.offlineSpell,
      online,
      this.deps.clock.now(),
      state.notifications.open.map((item) => item.key),
    );
    this.offlineSpell = ruling.spell;
    for (const key of ruling.retract) void this.send({ type: 'notifications/retract', payload: { key } });
    this.raise(ruling.raise);
  }

  private raise(drafts: readonly RaiseDraft[]): void {
    for (const draft of drafts) void this.send({ type: 'notifications/raise', payload: draft });
  }

  private async send(command: { type: `notifications/${'raise' | 'closePlayer' | 'expire' | 'retract'}`; payload: unknown }) {
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
