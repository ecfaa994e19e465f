import {
  BINGO_COMMAND_SCHEMAS,
  BINGO_COMMANDS,
  BINGO_STREAM_EVENT,
  type BingoCard,
  type BingoCommand,
  type BingoGame,
  type BingoProjection,
  type BingoRoom,
  type BingoRoomView,
  type BingoWin,
} from '../../protocol/bingo';
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
  status: BingoRoomView['status'];
  info: BingoRoom | null;
  game: BingoGame | null;
  cards: BingoCard[];
  wins: BingoWin[];
}

/**
 * Bingo in the worker: the rooms list, and each room a tab watches followed
 * over one server-sent stream for every tab (the balls as the server calls
 * them), with the player's cards daubed as the balls come (auto-daub) and
 * their wins read again when a game ends. Cards are bought here, each
 * purchase with its own idempotency key. The calls load on first use.
 */
export class BingoController implements Controller {
  readonly name = 'bingo';
  readonly commands = BINGO_COMMANDS;
  readonly follows = ['session'] as const;
  readonly projections = { bingo: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private readonly keys = new RetryKeys('bingo', () => this.link?.newId() ?? this.deps.clock.now().toString(36));
  private readonly calls = new LazyCalls<Calls>(
    () => import('./calls'),
    'the bingo calls',
    (message, error) => this.deps.log.warn(message, error),
  );
  private userId: number | null | undefined = undefined;
  private rooms: BingoProjection['rooms'] = { status: 'idle', list: [] };
  private readonly followed = new Map<string, Followed>();
  private readonly streams: WatchedStreams;
  private buying: string | null = null;
  private refusal: BingoProjection['refusal'] = null;

  constructor(
    private readonly deps: { readonly http: HttpClient; readonly transport: FeedTransport; readonly clock: Clock; readonly log: Logger },
  ) {
    this.streams = new WatchedStreams({
      clock: deps.clock,
      transport: deps.transport,
      path: async (room) => (await this.calls.ask((calls) => Promise.resolve(calls.streamPath(room)))) ?? null,
      onEvent: (room, event) => this.onStreamEvent(room, event),
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
    const command = envelope as BingoCommand;
    const parsed = BINGO_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    switch (command.type) {
      case 'bingo/watchRooms':
        void this.readRooms();
        return { accepted: true, seq: 0 };
      case 'bingo/watch':
        this.watch(tabId, BINGO_COMMAND_SCHEMAS['bingo/watch'].parse(command.payload).room);
        return { accepted: true, seq: 0 };
      case 'bingo/unwatch':
        this.unwatch(tabId, BINGO_COMMAND_SCHEMAS['bingo/unwatch'].parse(command.payload).room);
        return { accepted: true, seq: 0 };
      case 'bingo/buy': {
        const { room, count } = BINGO_COMMAND_SCHEMAS['bingo/buy'].parse(command.payload);
        return this.buy(room, count);
      }
    }
  }

  releaseTab(tabId: string): void {
    for (const room of this.streams.releaseTab(tabId)) this.followed.delete(room);
    this.changed();
  }

  stop(): void {
    this.streams.stop();
    this.followed.clear();
  }

  view(): BingoProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    const watched: Record<string, BingoRoomView> = {};
    const calls = this.calls.loaded();
    for (const [room, f] of this.followed)
      watched[room] = {
        room,
        status: f.status,
        info: f.info,
        game: f.game,
        myCards: calls ? calls.cardViews(f.cards, f.game) : [],
        myWins: f.wins,
      };
    return { player, rooms: this.rooms, watched, buying: this.buying, refusal: this.refusal };
  }

  private changed(): void {
    this.link?.changed('bingo');
  }

  /** Another player (or none) now: every room followed is read again, so its cards and wins are theirs. */
  private follow(): void {
    const session = this.link?.projection('session');
    if (!session || (session.status !== 'signedIn' && session.status !== 'signedOut')) return;
    const userId = session.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.keys.clear();
    this.refusal = null;
    for (const room of this.followed.keys()) void this.readRoom(room);
    this.changed();
  }

  private async readRooms(): Promise<void> {
    this.rooms = { status: 'loading', list: this.rooms.list };
    this.changed();
    const answer = await this.calls.ask((calls) => calls.loadRooms(this.deps.http));
    this.rooms = answer?.ok ? { status: 'ready', list: answer.value.rooms } : { status: 'failed', list: this.rooms.list };
    this.changed();
  }

  private async readRoom(room: string): Promise<void> {
    const answer = await this.calls.ask((calls) => calls.loadRoom(this.deps.http, room, this.userId != null));
    const f = this.followed.get(room);
    if (!f) return;
    if (answer?.ok) {
      f.status = 'ready';
      f.info = answer.value.room;
      // The stream's game is newer when it already moved past what this answer saw.
      const read = answer.value.room.game;
      if (read && (!f.game || read.gameId > f.game.gameId || read.called.length >= f.game.called.length)) f.game = read;
      f.cards = answer.value.myCards;
      f.wins = answer.value.myWins;
    } else if (f.status === 'loading') f.status = 'failed';
    this.changed();
  }

  private watch(tabId: string, room: string): void {
    if (this.streams.watch(tabId, room)) {
      this.followed.set(room, { status: 'loading', info: null, game: null, cards: [], wins: [] });
      this.changed();
    }
    void this.readRoom(room);
  }

  private unwatch(tabId: string, room: string): void {
    if (!this.streams.unwatch(tabId, room)) return;
    this.followed.delete(room);
    this.changed();
  }

  /** The room's stream: each game event replaces the game; a new game or an ended one reads the room again (cards, wins). */
  private onStreamEvent(room: string, event: SseEvent): void {
    const calls = this.calls.loaded();
    if (event.event !== BINGO_STREAM_EVENT || !calls) return;
    const game = calls.gameOf(event.data);
    const now = this.followed.get(room);
    if (!game || !now) return;
    const before = now.game;
    if (before && game.gameId === before.gameId && game.called.length < before.called.length && game.phase === before.phase) return;
    now.game = game;
    if (!before || before.gameId !== game.gameId || (before.phase !== 'ended' && game.phase === 'ended')) void this.readRoom(room);
    this.changed();
  }

  private async buy(room: string, count: number): Promise<Accepted | Rejection> {
    if (this.userId == null) return reject('bingo.unauthorized');
    if (this.buying !== null) return { accepted: true, seq: 0 };
    this.buying = room;
    this.refusal = null;
    this.changed();
    const key = this.keys.keyOf({ room, count }, room);
    const answer = await this.calls.ask((calls) => calls.sendBuy(this.deps.http, room, count, key));
    this.keys.answered({ room, count }, answer);
    this.buying = null;
    if (answer?.ok) {
      const f = this.followed.get(room);
      if (f) f.cards = [...f.cards.filter((c) => !answer.value.cards.some((b) => b.cardId === c.cardId)), ...answer.value.cards];
      void this.readRoom(room);
      this.changed();
      return { accepted: true, seq: 0 };
    }
    const calls = this.calls.loaded();
    const code = answer && calls ? calls.refusalOf(answer.failure) : 'bingo.network_error';
    this.refusal = { room, code };
    this.changed();
    return reject(code);
  }
}
