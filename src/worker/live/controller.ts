import type { AppState } from '../../core/app';
import type { CommandEnvelope } from '../../protocol/envelope';
import type { NewBet } from '../../protocol/coupon';
import { EMPTY_LIVE_PROJECTION, LIVE_COMMANDS, type LiveCommand, type LiveProjection } from '../../protocol/live-client';
import { reject, type Rejection } from '../../protocol/rejections';
import type { FeedTransport } from '../feed';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock } from '../scheduler/clock';
import type { LiveFactCommand } from './couponFacts';
import { LiveService } from './liveService';
import { diffLiveProjection } from './patch';

/** Commands a clicked bet arrives in: checked against the feed before the coupon decides them. */
const CLICKED_BET_COMMANDS: ReadonlySet<string> = new Set(['coupon/addBet', 'coupon/placeOneClick']);

/** Live and line betting in the host: the feed, the market projection, and the coupon facts the feed reports. */
export interface LiveController extends Controller {
  projection(): LiveProjection;
  /** Test switch: drop the feed connection as a network failure would. */
  dropFeed(): void;
}

export function createLiveController(deps: {
  readonly clock: Clock;
  readonly transport: FeedTransport;
  readonly http: HttpClient;
  readonly log?: { warn(message: string, data?: unknown): void };
  /** The browser's online/offline signal, when there is one. */
  readonly network?: (onChange: (up: boolean) => void) => void;
  /** The reconnect jitter source (tests fix it). */
  readonly random?: () => number;
}): LiveController {
  let service: LiveService | null = null;
  const projection = (): LiveProjection => service?.projection() ?? EMPTY_LIVE_PROJECTION;
  return {
    name: 'live',
    commands: LIVE_COMMANDS,
    projections: { live: { value: projection, diff: diffLiveProjection } },
    attach(link: ControllerLink) {
      service = new LiveService({
        clock: deps.clock,
        transport: deps.transport,
        http: deps.http,
        log: deps.log,
        random: deps.random,
        changed: () => link.changed('live'),
        player: () => {
          const state = link.state();
          return {
            bets: state.coupon.bets,
            coefViewId: state.preferences.coefViewId,
            lang: state.preferences.language ?? 'en',
            betting: state.betting,
          };
        },
        dispatch: (fact: LiveFactCommand) => link.dispatch(fact),
      });
      const attached = service;
      deps.network?.((up) => attached.feed.setNetwork(up));
      attached.couponChanged();
    },
    handle: (tabId, command) => (service ? service.handle(tabId, command as LiveCommand) : reject('unknown_command')),
    /** A bet clicked into the coupon goes in at the feed's odds now, or is refused (the page's own check is a frame old). */
    prepare(command: CommandEnvelope): CommandEnvelope | Rejection {
      if (!service || !CLICKED_BET_COMMANDS.has(command.type)) return command;
      const bet = (command.payload as { bet?: NewBet } | null)?.bet;
      // A malformed bet is the coupon's to refuse, with its own field in the reason.
      if (typeof bet?.market?.gameId !== 'number' || typeof bet.market.id !== 'number') return command;
      const checked = service.checkNewBet(bet);
      return 'rejected' in checked ? checked : { ...command, payload: { ...(command.payload as object), bet: checked.bet } };
    },
    stateChanged(before: AppState, after: AppState) {
      if (before.coupon !== after.coupon) service?.couponChanged();
      if (before.preferences !== after.preferences) service?.preferencesChanged();
      if (before.betting !== after.betting) service?.bettingChanged();
    },
    releaseTab: (tabId) => service?.releaseTab(tabId),
    projection,
    dropFeed: () => service?.feed.dropForTest('test switch'),
    stop: () => service?.stop(),
  };
}
