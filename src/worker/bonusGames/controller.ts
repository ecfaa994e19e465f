import {
  BONUS_GAME_COMMAND_SCHEMAS,
  BONUS_GAME_COMMANDS,
  type BonusGameCommand,
  type BonusGamesProjection,
} from '../../protocol/bonusGames';
import type { BonusGameId } from '../../protocol/constants/bonusGames';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { BonusGameTryKind } from '../../protocol/schemas/bonusGames';
import type { HttpClient } from '../http/client';
import { RetryKeys } from '../http/retryKeys';
import type { Controller, ControllerLink } from '../runtime/controller';
import { LazyCalls } from '../runtime/onFirstUse';
import type { Logger } from '../runtime/ports';

/**
 * The bonus games (the games app): the list with the player's tries, read
 * when a page asks and again when the player signs in or out, and one try
 * at a time. A try whose answer was lost keeps its idempotency key for the
 * next try of the same game and kind, so a retry never plays twice. The
 * calls load on first use.
 */
export class BonusGamesController implements Controller {
  readonly name = 'bonusGames';
  readonly commands = BONUS_GAME_COMMANDS;
  readonly follows = ['session'] as const;
  readonly projections = { bonusGames: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private userId: number | null | undefined = undefined;
  private watched = false;
  private generation = 0;
  private status: BonusGamesProjection['status'] = 'idle';
  private list: BonusGamesProjection['list'] = null;
  private busy: BonusGameId | null = null;
  private lastTry: BonusGamesProjection['lastTry'] = null;
  private refusal: BonusGamesProjection['refusal'] = null;
  /** Keys of tries sent whose answer never came, by game and kind. */
  private readonly keys = new RetryKeys('bonus-game', () => this.link?.newId() ?? Date.now().toString(36));
  private readonly calls = new LazyCalls(
    () => import('./calls'),
    'the bonus game calls',
    (message, error) => this.deps.log.warn(message, error),
  );

  constructor(private readonly deps: { readonly http: HttpClient; readonly log: Logger }) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as BonusGameCommand;
    const parsed = BONUS_GAME_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    switch (command.type) {
      case 'bonusGames/watch':
        this.watched = true;
        void this.read();
        return { accepted: true, seq: 0 };
      case 'bonusGames/play': {
        const { game, use } = BONUS_GAME_COMMAND_SCHEMAS['bonusGames/play'].parse(command.payload);
        return this.play(game, use);
      }
    }
  }

  view(): BonusGamesProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    return { player, status: this.status, list: this.list, busy: this.busy, lastTry: this.lastTry, refusal: this.refusal };
  }

  private changed(): void {
    this.link?.changed('bonusGames');
  }

  /** Who is asking changed (or became known): the tries shown are read again as theirs, the last try and refusal dropped. */
  private follow(): void {
    const session = this.link?.projection('session');
    if (!session || (session.status !== 'signedIn' && session.status !== 'signedOut')) return;
    const userId = session.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.busy = null;
    this.lastTry = null;
    this.refusal = null;
    this.keys.clear();
    this.list = null;
    this.changed();
    if (this.watched) void this.read();
  }

  private async read(): Promise<void> {
    if (this.userId === undefined) return;
    const generation = ++this.generation;
    this.status = 'loading';
    this.changed();
    const answer = await this.calls.ask((calls) => calls.loadGames(this.deps.http, this.userId !== null));
    if (generation !== this.generation) return;
    if (answer?.ok) {
      this.list = answer.value;
      this.status = 'ready';
    } else {
      if (answer && answer.failure.status !== 'closed') this.deps.log.warn('the bonus games could not be read', answer.failure);
      this.status = 'failed';
    }
    this.changed();
  }

  private async play(game: BonusGameId, use: BonusGameTryKind): Promise<Accepted | Rejection> {
    if (this.userId === null || this.userId === undefined) return reject('bonus_games.sign_in');
    // One at a time: a second click while one is on its way adds nothing.
    if (this.busy !== null) return { accepted: true, seq: 0 };
    const userId = this.userId;
    const key = this.keys.keyOf({ game, use }, game);
    this.busy = game;
    this.refusal = null;
    this.changed();
    const answer = await this.calls.ask((calls) => calls.sendTry(this.deps.http, { game, use }, key));
    // Another player signed in meanwhile: the answer is not theirs (follow() has reset the rest).
    if (userId !== this.userId) return { accepted: true, seq: 0 };
    this.busy = null;
    this.keys.answered({ game, use }, answer);
    const calls = this.calls.loaded();
    const refused = answer && !answer.ok && calls ? calls.refusalOf(answer.failure) : null;
    if (answer?.ok) {
      const { try: played, state } = answer.value;
      this.lastTry = played;
      if (this.list) this.list = { ...this.list, games: this.list.games.map((g) => (g.game === state.game ? state : g)) };
      this.changed();
      return { accepted: true, seq: 0 };
    }
    const { code, nextAt } = refused ?? { code: 'bonus_games.network_error' as const, nextAt: null };
    this.refusal = { game, use, code, nextAt };
    this.changed();
    void this.read();
    return reject(code);
  }
}
