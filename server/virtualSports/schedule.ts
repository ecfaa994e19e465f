import { VIRTUAL_STREAM_EVENT, type VirtualBoard, type VirtualSportBoard } from '../../src/protocol/virtualSports';
import type { GameResult } from '../bets/settlement';
import type { LegNames, Offered, OfferSource } from '../bets/catalogue';
import { VIRTUAL_SPORTS_CONFIG, type VirtualSportsConfig } from '../config/virtualSports';
import type { Db } from '../db/db';
import { EventTopics } from '../http/eventTopics';
import type { Lang } from '../live/world';
import type { Logger } from '../log';
import { eventView } from './board';
import { eventState, simGameAt, type EventRow, type VirtualEventState } from './event';
import { eventIdOf, isVirtualGameId, VIRTUAL_GAME_ID_BASE, VIRTUAL_GAME_ID_LAST } from './ids';
import { VIRTUAL_NAMES } from './names';
import { eventsOf, markSettled, materialise, slotsAround, unsettledEnded } from './store';

export interface VirtualSportsOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests, which then call tick(). */
  readonly now?: () => number;
  readonly config?: VirtualSportsConfig;
  /** Tick on a timer while the schedule runs; off in tests that drive tick() themselves. */
  readonly autoTick?: boolean;
}

const LANGS: readonly Lang[] = ['en', 'ru'];

/**
 * The virtual sports schedule of one process, and the bets' second
 * catalogue (OfferSource). It runs only while someone watches the board's
 * stream or holds an open bet on a virtual event: then it materialises the
 * next events, publishes the board every tick and hands each ended event's
 * result to the bets. Idle, it does nothing. Every event's play is
 * recomputed from its seed, so memory holds only a cache of rows.
 */
export class VirtualSports implements OfferSource {
  readonly db: Db;
  readonly config: VirtualSportsConfig;
  readonly streams = new EventTopics<Lang, VirtualBoard & { readonly lang: Lang }>(
    VIRTUAL_STREAM_EVENT,
    (board) => board.lang,
    (board) => String(board.serverNow),
  );
  /** Test switch (never in production): added to the clock. */
  offsetMs = 0;
  private readonly log: Logger;
  private readonly clock: () => number;
  private readonly autoTick: boolean;
  private readonly events = new Map<number, VirtualEventState>();
  private onResult: ((result: GameResult) => Promise<unknown>) | null = null;
  private holdsBets = false;
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(options: VirtualSportsOptions) {
    this.db = options.db;
    this.log = options.log;
    this.clock = options.now ?? (() => Date.now());
    this.config = options.config ?? VIRTUAL_SPORTS_CONFIG;
    this.autoTick = options.autoTick ?? true;
  }

  now(): number {
    return this.clock() + this.offsetMs;
  }

  /** Where ended events' results go (the bets' gameFinished): the server wires it once. */
  settleWith(onResult: (result: GameResult) => Promise<unknown>): void {
    this.onResult = onResult;
  }

  /** Events a last process left with bets are cached again and settled or played on. */
  async start(): Promise<void> {
    await this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.streams.endAll();
    await this.queue.catch(() => undefined);
  }

  // --- OfferSource: the bets' lookup of a virtual outcome (synchronous, from the cache).

  holds(gameId: number): boolean {
    return isVirtualGameId(gameId);
  }

  offered(gameId: number, outcomeId: number): Offered | null {
    const event = this.events.get(eventIdOf(gameId));
    if (!event) return null;
    // A bet is being quoted or placed on it: the schedule runs until that bet is settled.
    void this.wake();
    const game = simGameAt(event, this.now());
    for (const market of game.markets) {
      const outcome = market.outcomes.find((o) => o.id === outcomeId);
      if (outcome) return { game, market, outcome };
    }
    return null;
  }

  names(offered: Offered): LegNames {
    const { game, market, outcome } = offered;
    const event = this.events.get(eventIdOf(game.id));
    const names = VIRTUAL_NAMES[event?.row.sport ?? 'football'];
    const pair = (p: readonly [string, string]) => ({ en: p[0], ru: p[1] });
    return {
      sport: pair(names.sport),
      champ: pair(names.champ),
      opponent1: { en: game.opponent1En, ru: game.opponent1Ru },
      opponent2: { en: game.opponent2En, ru: game.opponent2Ru },
      market: { en: market.nameEn, ru: market.nameRu },
      outcome: { en: outcome.nameEn, ru: outcome.nameRu },
    };
  }

  // --- The schedule.

  async board(lang: Lang): Promise<VirtualBoard> {
    const now = this.now();
    const sports = {} as Record<(typeof this.config.sports)[number]['sport'], VirtualSportBoard>;
    for (const sport of this.config.sports) {
      const { first } = slotsAround(sport, now);
      const rows = await eventsOf(this.db, sport.sport, first, this.config.resultsShown, now);
      const views = rows.map((row) => eventView(this.cache(row), now, lang));
      sports[sport.sport] = {
        upcoming: views.filter((v) => v.phase === 'betting').sort((a, b) => a.kickOffAt - b.kickOffAt),
        playing: views.find((v) => v.phase === 'playing') ?? null,
        results: views
          .filter((v) => v.phase === 'ended')
          .sort((a, b) => b.kickOffAt - a.kickOffAt)
          .slice(0, this.config.resultsShown),
      };
    }
    return { serverNow: now, sports };
  }

  /** Someone looks at the board: the next events are made now (their seeds taken), and the schedule runs. */
  open(): Promise<void> {
    return this.tick(true);
  }

  /** A watcher came or went, or a bet was quoted: the schedule may need to run (or may stop). */
  wake(): Promise<void> {
    if (this.timer || this.stopped) return Promise.resolve();
    return this.tick();
  }

  /** Materialises what watchers see, settles what ended, publishes the board; then runs the timer only while needed. */
  tick(looked = false): Promise<void> {
    const run = this.queue.then(async () => {
      const now = this.now();
      const watched = LANGS.some((lang) => this.streams.watchers(lang) > 0);
      if (watched || looked)
        for (const sport of this.config.sports) {
          const { first, last } = slotsAround(sport, now);
          for (let slot = first; slot <= last; slot += 1) await materialise(this.db, sport, slot, this.config.chainLength, now);
        }
      await this.settleEnded(now);
      this.holdsBets = await this.hasOpenLegs();
      for (const lang of LANGS) if (this.streams.watchers(lang) > 0) this.streams.publish({ ...(await this.board(lang)), lang });
      this.prune(now);
      this.schedule(watched || this.holdsBets);
    });
    this.queue = run.catch((error: unknown) => this.log.error(`Virtual sports tick failed: ${String(error)}`));
    return run;
  }

  /**
   * Ended events hand their seeded result to the bets once. An event that
   * ended while no process ran is settled the same way: its result was
   * fixed by its seed before its betting closed, so it stands (never a refund).
   */
  private async settleEnded(now: number): Promise<void> {
    for (const row of await unsettledEnded(this.db, now)) {
      const event = this.cache(row);
      const [legs] = await this.db.query('SELECT 1 FROM bet_leg WHERE game_id = $1 LIMIT 1', [event.gameId]);
      if (legs && this.onResult) {
        await this.onResult({ gameId: event.gameId, periodScores: event.play.periodScores, finishedAt: row.endsAt });
      } else if (legs) continue;
      await markSettled(this.db, row.id, now);
    }
  }

  private async hasOpenLegs(): Promise<boolean> {
    const [row] = await this.db.query('SELECT 1 FROM bet_leg WHERE status < 0 AND game_id > $1 AND game_id <= $2 LIMIT 1', [
      VIRTUAL_GAME_ID_BASE,
      VIRTUAL_GAME_ID_LAST,
    ]);
    return row !== undefined;
  }

  private cache(row: EventRow): VirtualEventState {
    const known = this.events.get(row.id);
    if (known && known.row.settledAt === row.settledAt) return known;
    const margin = this.config.sports.find((s) => s.sport === row.sport)?.margin ?? 0.07;
    const event = eventState(row, margin);
    this.events.set(row.id, event);
    return event;
  }

  /** Keeps the events still to be bet on or played, and a few past ones; the rest is read again from the rows if asked. */
  private prune(now: number): void {
    const keepAfter = now - Math.max(...this.config.sports.map((s) => s.intervalMs)) * (this.config.resultsShown + 1);
    for (const [id, event] of this.events) if (event.row.endsAt < keepAfter) this.events.delete(id);
  }

  private schedule(busy: boolean): void {
    if (busy && !this.timer && this.autoTick && !this.stopped) {
      this.timer = setInterval(() => void this.tick(), this.config.tickMs);
      this.timer.unref();
    } else if (!busy && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }
}
