import { LOTTO_COMMAND_SCHEMAS, LOTTO_COMMANDS, type LottoCommand, type LottoProjection, type LottoTicket } from '../../protocol/lotto';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { HttpClient } from '../http/client';
import { RetryKeys } from '../http/retryKeys';
import type { Controller, ControllerLink } from '../runtime/controller';
import { LazyCalls } from '../runtime/onFirstUse';
import type { Logger } from '../runtime/ports';
import type { Clock } from '../scheduler/clock';

type Calls = typeof import('./calls');

type Data = Pick<LottoProjection, 'status' | 'lotteries' | 'readAt' | 'draws' | 'tickets'>;

/**
 * Lotto in the worker: the lotteries with their next draws, the past draws
 * and the player's tickets, read when a lotto page asks (and again after a
 * purchase); tickets are bought here, each with its own idempotency key.
 * Nothing streams: a draw is minutes away and the page reads again on its
 * own timer. The calls load on first use.
 */
export class LottoController implements Controller {
  readonly name = 'lotto';
  readonly commands = LOTTO_COMMANDS;
  readonly follows = ['session'] as const;
  readonly projections = { lotto: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private readonly keys = new RetryKeys('lotto', () => this.link?.newId() ?? this.deps.clock.now().toString(36));
  private readonly calls = new LazyCalls<Calls>(
    () => import('./calls'),
    'the lotto calls',
    (message, error) => this.deps.log.warn(message, error),
  );
  private userId: number | null | undefined = undefined;
  private data: Data = { status: 'idle', lotteries: [], readAt: 0, draws: [], tickets: [] };
  private buying = false;
  private refusal: LottoProjection['refusal'] = null;
  private bought: number | null = null;

  constructor(private readonly deps: { readonly http: HttpClient; readonly clock: Clock; readonly log: Logger }) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as LottoCommand;
    const parsed = LOTTO_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    switch (command.type) {
      case 'lotto/load':
        void this.read();
        return { accepted: true, seq: 0 };
      case 'lotto/buy':
        return this.buy(LOTTO_COMMAND_SCHEMAS['lotto/buy'].parse(command.payload));
    }
  }

  view(): LottoProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    return { player, ...this.data, buying: this.buying, refusal: this.refusal, bought: this.bought };
  }

  private changed(): void {
    this.link?.changed('lotto');
  }

  /** Another player (or none) now: their tickets, read again if a page already asked. */
  private follow(): void {
    const session = this.link?.projection('session');
    if (!session || (session.status !== 'signedIn' && session.status !== 'signedOut')) return;
    const userId = session.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.keys.clear();
    this.refusal = null;
    this.bought = null;
    this.data = { ...this.data, tickets: [] };
    if (this.data.status !== 'idle') void this.read();
    this.changed();
  }

  private async read(): Promise<void> {
    if (this.data.status === 'idle' || this.data.status === 'failed') {
      this.data = { ...this.data, status: 'loading' };
      this.changed();
    }
    const signedIn = this.userId != null;
    const answers = await this.calls.ask((calls) =>
      Promise.all([
        calls.loadLotteries(this.deps.http),
        calls.loadDraws(this.deps.http, signedIn),
        signedIn ? calls.loadTickets(this.deps.http) : Promise.resolve(null),
      ]),
    );
    const [lotteries, draws, tickets] = answers ?? [null, null, null];
    if (!lotteries?.ok) {
      this.data = { ...this.data, status: this.data.lotteries.length > 0 ? 'ready' : 'failed' };
      return this.changed();
    }
    const mine: readonly LottoTicket[] = tickets?.ok ? tickets.value.tickets : signedIn ? this.data.tickets : [];
    this.data = {
      status: 'ready',
      lotteries: lotteries.value.lotteries,
      readAt: this.deps.clock.now(),
      draws: draws?.ok ? draws.value.draws : this.data.draws,
      tickets: mine,
    };
    this.changed();
  }

  private async buy(request: { lottery: string; drawNo: number; lines: number[][] }): Promise<Accepted | Rejection> {
    if (this.userId == null) return reject('lotto.unauthorized');
    if (this.buying) return { accepted: true, seq: 0 };
    this.buying = true;
    this.refusal = null;
    this.bought = null;
    this.changed();
    const key = this.keys.keyOf(request, request.lottery);
    const answer = await this.calls.ask((calls) => calls.sendBuy(this.deps.http, { ...request, idempotencyKey: key }));
    this.keys.answered(request, answer);
    this.buying = false;
    if (answer?.ok) {
      const ticket = answer.value.ticket;
      this.bought = ticket.ticketId;
      this.data = { ...this.data, tickets: [ticket, ...this.data.tickets.filter((t) => t.ticketId !== ticket.ticketId)] };
      void this.read();
      this.changed();
      return { accepted: true, seq: 0 };
    }
    const calls = this.calls.loaded();
    const code = answer && calls ? calls.refusalOf(answer.failure) : 'lotto.network_error';
    this.refusal = { lottery: request.lottery, code };
    this.changed();
    return reject(code);
  }
}
