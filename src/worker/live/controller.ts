import type { AppState } from '../../core/app';
import type { Accepted } from '../../protocol/command';
import type { AppCommand } from '../../protocol/commands';
import type { NewBet } from '../../protocol/coupon';
import { EMPTY_LIVE_PROJECTION, type LiveCommand, type LiveProjection } from '../../protocol/live-client';
import { reject, type Rejection } from '../../protocol/rejections';
import type { FeedTransport } from '../feed';
import type { HttpClient } from '../http';
import type { Clock } from '../scheduler/clock';
import type { LiveFactCommand } from './couponFacts';
import { LiveService } from './liveService';

/** What the host gives the live controller once it runs. */
export interface LiveHostContext {
  readonly state: () => AppState;
  /** Marks the live projection for the next frame's push. */
  readonly changed: () => void;
  /** Decides a coupon command like any other (its id is made here). */
  readonly dispatch: (command: AppCommand) => Promise<Accepted | Rejection>;
  readonly newId: () => string;
}

/** The host's handle on live betting (HostOptions.live). */
export interface LiveController {
  attach(host: LiveHostContext): void;
  handle(tabId: string, command: LiveCommand): Accepted | Rejection;
  releaseTab(tabId: string): void;
  couponChanged(): void;
  preferencesChanged(): void;
  /** The player's betting filters changed (SPEC 3): lists are filtered again. */
  bettingChanged?(): void;
  /** A bet clicked into the coupon, checked against the feed before the coupon decides it (the click may race the feed). */
  checkNewBet?(bet: NewBet): { readonly ok: true; readonly bet: NewBet } | Rejection;
  projection(): LiveProjection;
  /** Test switch: drop the feed connection as a network failure would. */
  dropFeed(): void;
  stop(): void;
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
  return {
    attach(host) {
      service = new LiveService({
        clock: deps.clock,
        transport: deps.transport,
        http: deps.http,
        log: deps.log,
        random: deps.random,
        changed: host.changed,
        player: () => {
          const state = host.state();
          return {
            bets: state.coupon.bets,
            coefViewId: state.preferences.coefViewId,
            lang: state.preferences.language ?? 'en',
            betting: state.betting,
          };
        },
        dispatch: (fact: LiveFactCommand) => host.dispatch({ ...fact, id: `live-${host.newId()}` } as AppCommand),
      });
      const attached = service;
      deps.network?.((up) => attached.feed.setNetwork(up));
      attached.couponChanged();
    },
    handle: (tabId, command) => (service ? service.handle(tabId, command) : reject('unknown_command')),
    releaseTab: (tabId) => service?.releaseTab(tabId),
    couponChanged: () => service?.couponChanged(),
    preferencesChanged: () => service?.preferencesChanged(),
    bettingChanged: () => service?.bettingChanged(),
    checkNewBet: (bet) => (service ? service.checkNewBet(bet) : { ok: true, bet }),
    projection: () => service?.projection() ?? EMPTY_LIVE_PROJECTION,
    dropFeed: () => service?.feed.dropForTest('test switch'),
    stop: () => service?.stop(),
  };
}
