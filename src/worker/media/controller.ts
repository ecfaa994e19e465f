import type { AppState } from '../../core/app';
import { endedGames, mediaGameFacts, mediaTopics, recommendedStream } from '../../core/media';
import type { CommandEnvelope } from '../../protocol/envelope';
import { NO_MEDIA, type MediaProjection, type RecommendedStream } from '../../protocol/media';
import type { Rejection } from '../../protocol/rejections';
import type { Controller, ControllerLink } from '../runtime/controller';

/** The one watch this controller holds on the live feed (its topics are the open media's games). */
export const MEDIA_WATCH_ID = 'media-games';

export interface MediaDeps {
  readonly log: { warn(message: string, data?: unknown): void };
}

const sameRecommended = (a: RecommendedStream | null, b: RecommendedStream | null): boolean =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * The media's effects in the worker (one for every tab): it watches the feed
 * topics of the open media's games, so their status and score are known in
 * every tab; fills a tab's `media/open` with what the feed says of the game
 * (no page names its own title or link); closes, with `media/clear-ended`, the
 * auto-clearable media of games that finished or left the feed; and keeps the
 * `media` projection: the open media and the recommended stream. The live
 * projection changes with every odds tick: the changes of one turn of the
 * worker are looked at once, after it (the frame's push builds the same
 * projection then, so looking costs no second build).
 */
export class MediaController implements Controller {
  readonly name = 'media';
  readonly follows = ['live'] as const;
  readonly projections = { media: { value: () => this.view } };

  private link: ControllerLink | null = null;
  private view: MediaProjection = NO_MEDIA;
  private topics = '';
  /** A look at the live projection is queued for the end of this turn. */
  private reviewQueued = false;
  private stopped = false;
  /** Games a clear-ended was sent for: sent once per game, unless the state still shows its media after the answer. */
  private readonly clearing = new Set<number>();

  constructor(private readonly deps: MediaDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
  }

  start(): void {
    this.followItems();
    this.reviewLive();
  }

  /** A tab's open gets the game's facts from the feed, or none (the decision then refuses an unknown game). */
  prepare(command: CommandEnvelope): CommandEnvelope | Rejection {
    if (command.type !== 'media/open' || typeof command.payload !== 'object' || command.payload === null) return command;
    const { game: _forged, ...payload } = command.payload as { gameId?: unknown; game?: unknown };
    const game = typeof payload.gameId === 'number' ? this.link?.projection('live')?.games[payload.gameId] : undefined;
    return { ...command, payload: game ? { ...payload, game: mediaGameFacts(game) } : payload };
  }

  stateChanged(before: AppState, after: AppState): void {
    if (before.media !== after.media) {
      this.followItems();
      this.reviewLive();
    }
  }

  projectionChanged(name: string): void {
    if (name !== 'live' || this.reviewQueued) return;
    this.reviewQueued = true;
    // Every change of this turn looked at once, and before the host's push of it (the host tells followers before it
    // marks the change): the recommended stream reaches the tabs in the same push as the games it follows.
    queueMicrotask(() => {
      this.reviewQueued = false;
      if (!this.stopped) this.reviewLive();
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.topics !== '') void this.link?.dispatch({ type: 'live/unwatch', payload: { watchId: MEDIA_WATCH_ID } });
    this.link = null;
  }

  /** The open media changed: watch their games' topics, and tell the tabs. */
  private followItems(): void {
    const items = this.link?.state().media.items;
    if (!items) return;
    const topics = mediaTopics(items);
    const key = topics.join(',');
    if (key !== this.topics) {
      this.topics = key;
      const command =
        topics.length === 0
          ? ({ type: 'live/unwatch', payload: { watchId: MEDIA_WATCH_ID } } as const)
          : ({ type: 'live/watch', payload: { watchId: MEDIA_WATCH_ID, topics, catalogue: [] } } as const);
      void this.link?.dispatch(command).then((answer) => {
        if ('rejected' in answer) this.deps.log.warn('the media games could not be watched', answer);
      });
    }
    const open = new Set(items.map((m) => m.gameId));
    for (const game of [...this.clearing]) if (!open.has(game)) this.clearing.delete(game);
    this.publish({ ...this.view, items });
  }

  /** What the feed says now: games that ended close their media; the recommended stream follows the live games. */
  private reviewLive(): void {
    const link = this.link;
    if (!link) return;
    const items = link.state().media.items;
    const live = link.projection('live');
    if (!live) return;
    const ended = endedGames(items, live).filter((game) => !this.clearing.has(game));
    if (ended.length > 0) {
      for (const game of ended) this.clearing.add(game);
      void link.dispatch({ type: 'media/clear-ended', payload: { gameIds: ended } }).then((answer) => {
        if ('rejected' in answer) {
          for (const game of ended) this.clearing.delete(game);
          this.deps.log.warn('ended games could not be cleared', answer);
        }
      });
    }
    this.publish({ items, recommended: recommendedStream(items, live.games) });
  }

  private publish(next: MediaProjection): void {
    const same = sameRecommended(next.recommended, this.view.recommended);
    if (next.items === this.view.items && same) return;
    this.view = { items: next.items, recommended: same ? this.view.recommended : next.recommended };
    this.link?.changed('media');
  }
}
