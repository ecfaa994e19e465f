import type { AppState } from '../../core/app';
import type { CommandEnvelope } from '../../protocol/envelope';
import type { NewBet } from '../../protocol/coupon';
import { EMPTY_SEARCH_RESULT } from '../../protocol/search';
import { EMPTY_LIVE_PROJECTION, LIVE_COMMANDS, type LiveCommand, type LiveProjection } from '../../protocol/live-client';
import { reject, type Rejection } from '../../protocol/rejections';
import type { FeedTransport } from '../feed';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock } from '../scheduler/clock';
import type { LiveFactCommand } from './couponFacts';
import { LiveService } from './liveService';
import { isSportHidden } from '../../core/officeSettings';
import { diffLiveProjection } from './patch';
import { onFirstUse } from '../runtime/onFirstUse';
import { ODDS_FORMAT_IDS, type OddsFormatId } from '../../protocol/constants/oddsFormats';

/** The header's search and the bet generator: asked only when the player searches or turns it on. */
const queriesModule = onFirstUse(() => import('./queries'));

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
  /** The reconnect jitter source and the bet generator's seeds (tests fix it). */
  readonly random?: () => number;
}): LiveController {
  let service: LiveService | null = null;
  let link: ControllerLink | null = null;
  const random = deps.random ?? Math.random;
  const projection = (): LiveProjection => service?.projection() ?? EMPTY_LIVE_PROJECTION;
  return {
    name: 'live',
    commands: LIVE_COMMANDS,
    projections: { live: { value: projection, diff: diffLiveProjection } },
    // The office settings hide sports and order favourites in every tab's lists as soon as they change.
    follows: ['officeSettings'],
    projectionChanged: (name) => {
      if (name === 'officeSettings') service?.bettingChanged();
    },
    queries: {
      searchCatalogue: async (input) => {
        if (!service) return EMPTY_SEARCH_RESULT;
        const index = service.index;
        // A module that could not be loaded finds nothing, as a catalogue that could not be loaded does.
        const queries = await queriesModule().catch((error: unknown) => void deps.log?.warn('search could not be loaded', error));
        if (!queries) return EMPTY_SEARCH_RESULT;
        const found = await queries.answerSearch(index, input);
        // A game of a sport the player hid from its section is not offered by the search either (office settings).
        const settings = link?.projection('officeSettings')?.settings;
        if (!settings) return found;
        return { ...found, games: found.games.filter((g) => !isSportHidden(settings, g.isLive ? 'live' : 'line', g.sportId)) };
      },
      betGenerator: async (input) => {
        const prefs = link?.state().preferences;
        if (!service || !prefs) return { status: 'error', code: 'not_ready' } as const;
        const index = service.index;
        const format = (ODDS_FORMAT_IDS as readonly number[]).includes(prefs.coefViewId) ? (prefs.coefViewId as OddsFormatId) : 0;
        const look = { lang: prefs.language ?? 'en', format, shortNames: prefs.marketsNameType === 1 };
        const queries = await queriesModule().catch(
          (error: unknown) => void deps.log?.warn('the bet generator could not be loaded', error),
        );
        if (!queries) return { status: 'error', code: 'unavailable' } as const;
        return queries.answerBetGenerator(index, input, look, () => Math.floor(random() * 2 ** 31));
      },
    },
    attach(attached: ControllerLink) {
      link = attached;
      service = new LiveService({
        clock: deps.clock,
        transport: deps.transport,
        http: deps.http,
        log: deps.log,
        random: deps.random,
        changed: () => attached.changed('live'),
        player: () => {
          const state = attached.state();
          return {
            bets: state.coupon.bets,
            coefViewId: state.preferences.coefViewId,
            lang: state.preferences.language ?? 'en',
            betting: state.betting,
            preferences: state.preferences,
            settings: attached.projection('officeSettings')?.settings,
          };
        },
        dispatch: (fact: LiveFactCommand) => attached.dispatch(fact),
      });
      const live = service;
      deps.network?.((up) => live.feed.setNetwork(up));
      live.couponChanged();
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
