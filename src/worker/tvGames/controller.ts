import {
  TV_COMMAND_SCHEMAS,
  TV_COMMANDS,
  TV_STREAM_EVENT,
  type TvBet,
  type TvCommand,
  type TvDraw,
  type TvGamesProjection,
  type TvShow,
  type TvShowView,
} from '../../protocol/tvGames';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { FeedTransport, SseEvent } from '../feed/transport';
import { WatchedStreams } from '../feed/watchedStreams';
import type { HttpClient } from '../http/client';
import { RetryKeys } from '../http/retryKeys';
import type { Controller, ControllerLink } from '../runtime/controller';
import { LazyCalls } from '../runtime/onFirstUse';
import type { Logger } from '../runtime/ports';
import type { Clock } from '../scheduler/clock';

type Calls = typeof import('./calls');

interface Followed {
  status: TvShowView['status'];
  info: TvShow | null;
  draw: TvDraw | null;
  lastDraws: TvDraw[];
  bets: TvBet[];
}

/**
 * TV games in the worker: the shows list, and each show a tab watches
 * followed over one server-sent stream for every tab (the balls as the
 * server reveals them). A new draw or an ended one reads the show again (the
 * last draws with their seeds, the player's bets and their results). Bets
 * are placed here, each with its own idempotency key. The calls load on
 * first use.
 */
export class TvGamesController implements Controller {
  readonly name = 'tvGames';
  readonly commands = TV_COMMANDS;
  readonly follows = ['session'] as const;
  readonly projections = { tvGames: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private readonly keys = new RetryKeys('tv', () => this.link?.newId() ?? this.deps.clock.now().toString(36));
  private readonly calls = new LazyCalls<Calls>(
    () => import('./calls'),
    'the TV games calls',
    (message, error) => this.deps.log.warn(message, error),
  );
  private userId: number | null | undefined = undefined;
  private shows: TvGamesProjection['shows'] = { status: 'idle', list: [] };
  private readonly followed = new Map<string, Followed>();
  private readonly streams: WatchedStreams;
  private placing = false;
  private refusal: TvGamesProjection['refusal'] = null;

  constructor(
    private readonly deps: { readonly http: HttpClient; readonly transport: FeedTransport; readonly clock: Clock; readonly log: Logger },
  ) {
    this.streams = new WatchedStreams({
      clock: deps.clock,
      transport: deps.transport,
      path: async (show) => (await this.calls.ask((calls) => Promise.resolve(calls.streamPath(show)))) ?? null,
      onEvent: (show, event) => this.onStreamEvent(show, event),
    });
  }

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
  }

  async handle(tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as TvCommand;
    const parsed = TV_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    switch (command.type) {
      case 'tvGames/watchShows':
        void this.readShows();
        return { accepted: true, seq: 0 };
      case 'tvGames/watch':
        this.watch(tabId, TV_COMMAND_SCHEMAS['tvGames/watch'].parse(command.payload).show);
        return { accepted: true, seq: 0 };
      case 'tvGames/unwatch':
        this.unwatch(tabId, TV_COMMAND_SCHEMAS['tvGames/unwatch'].parse(command.payload).show);
        return { accepted: true, seq: 0 };
      case 'tvGames/bet':
        return this.bet(TV_COMMAND_SCHEMAS['tvGames/bet'].parse(command.payload));
    }
  }

  releaseTab(tabId: string): void {
    for (const show of this.streams.releaseTab(tabId)) this.followed.delete(show);
    this.changed();
  }

  stop(): void {
    this.streams.stop();
    this.followed.clear();
  }

  view(): TvGamesProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    const watched: Record<string, TvShowView> = {};
    for (const [show, f] of this.followed)
      watched[show] = { show, status: f.status, info: f.info, draw: f.draw, lastDraws: f.lastDraws, myBets: f.bets };
    return { player, shows: this.shows, watched, placing: this.placing, refusal: this.refusal };
  }

  private changed(): void {
    this.link?.changed('tvGames');
  }

  /** Another player (or none) now: every show followed is read again, so its bets are theirs. */
  private follow(): void {
    const session = this.link?.projection('session');
    if (!session || (session.status !== 'signedIn' && session.status !== 'signedOut')) return;
    const userId = session.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.keys.clear();
    this.refusal = null;
    for (const show of this.followed.keys()) void this.readShow(show);
    this.changed();
  }

  private async readShows(): Promise<void> {
    this.shows = { status: 'loading', list: this.shows.list };
    this.changed();
    const answer = await this.calls.ask((calls) => calls.loadShows(this.deps.http));
    this.shows = answer?.ok ? { status: 'ready', list: answer.value.shows } : { status: 'failed', list: this.shows.list };
    this.changed();
  }

  private async readShow(show: string): Promise<void> {
    const answer = await this.calls.ask((calls) => calls.loadShow(this.deps.http, show, this.userId != null));
    const f = this.followed.get(show);
    if (!f) return;
    if (answer?.ok) {
      f.status = 'ready';
      f.info = answer.value.show;
      // The stream's draw is newer when it already moved past what this answer saw.
      const read = answer.value.show.draw;
      if (read && (!f.draw || read.drawId > f.draw.drawId || read.balls.length >= f.draw.balls.length)) f.draw = read;
      f.lastDraws = answer.value.lastDraws;
      f.bets = answer.value.myBets;
    } else if (f.status === 'loading') f.status = 'failed';
    this.changed();
  }

  private watch(tabId: string, show: string): void {
    if (this.streams.watch(tabId, show)) {
      this.followed.set(show, { status: 'loading', info: null, draw: null, lastDraws: [], bets: [] });
      this.changed();
    }
    void this.readShow(show);
  }

  private unwatch(tabId: string, show: string): void {
    if (!this.streams.unwatch(tabId, show)) return;
    this.followed.delete(show);
    this.changed();
  }

  /** The show's stream: each event replaces the draw; a new draw or an ended one reads the show again (last draws, bets). */
  private onStreamEvent(show: string, event: SseEvent): void {
    const calls = this.calls.loaded();
    if (event.event !== TV_STREAM_EVENT || !calls) return;
    const draw = calls.drawOf(event.data);
    const now = this.followed.get(show);
    if (!draw || !now) return;
    const before = now.draw;
    if (before && draw.drawId < before.drawId) return;
    if (before && draw.drawId === before.drawId && draw.balls.length < before.balls.length) return;
    now.draw = draw;
    if (!before || before.drawId !== draw.drawId || (before.phase !== 'ended' && draw.phase === 'ended')) void this.readShow(show);
    this.changed();
  }

  private async bet(bet: { show: string; drawId: number; selection: string; stake: number }): Promise<Accepted | Rejection> {
    if (this.userId == null) return reject('tvGames.unauthorized');
    if (this.placing) return { accepted: true, seq: 0 };
    this.placing = true;
    this.refusal = null;
    this.changed();
    const key = this.keys.keyOf(bet, bet.show);
    const calls = await this.calls.ask((c) => Promise.resolve(c));
    const answer = calls ? await calls.sendBet(this.deps.http, bet, key) : null;
    this.keys.answered(bet, answer);
    this.placing = false;
    if (answer?.ok) {
      const f = this.followed.get(bet.show);
      if (f) f.bets = [answer.value.bet, ...f.bets.filter((b) => b.betId !== answer.value.bet.betId)];
      this.changed();
      return { accepted: true, seq: 0 };
    }
    const code = answer && calls ? calls.refusalOf(answer.failure) : 'tvGames.network_error';
    this.refusal = { show: bet.show, code };
    this.changed();
    return reject(code);
  }
}
