import {
  TOTO_COMMAND_SCHEMAS,
  TOTO_COMMANDS,
  TOTO_DEFAULT_SECTION,
  type TotoCommand,
  type TotoLoad,
  type TotoProjection,
  type TotoSectionAnswer,
} from '../../protocol/toto';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { HttpClient } from '../http/client';
import { RetryKeys } from '../http/retryKeys';
import type { Controller, ControllerLink } from '../runtime/controller';
import { LazyCalls } from '../runtime/onFirstUse';
import type { Logger } from '../runtime/ports';
import type { Clock } from '../scheduler/clock';

type Calls = typeof import('./calls');

const idle = <T>(): TotoLoad<T> => ({ status: 'idle', data: null });
/** What was read stays on show while it is read again; a failure keeps it too. */
const loading = <T>(now: TotoLoad<T>): TotoLoad<T> => ({ status: 'loading', data: now.data });

/**
 * Toto in the worker: what the pages read (the section with its open draw,
 * the past draws, the caller's coupons, a draw's nominees), each read when a
 * page asks (nothing runs in between: draws change at minutes' pace), and
 * the coupon bought with its own idempotency key. The calls load on first use.
 */
export class TotoController implements Controller {
  readonly name = 'toto';
  readonly commands = TOTO_COMMANDS;
  readonly follows = ['session'] as const;
  readonly projections = { toto: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private readonly keys = new RetryKeys('toto', () => this.link?.newId() ?? this.deps.clock.now().toString(36));
  private readonly calls = new LazyCalls<Calls>(
    () => import('./calls'),
    'the toto calls',
    (message, error) => this.deps.log.warn(message, error),
  );
  private userId: number | null | undefined = undefined;
  private section = TOTO_DEFAULT_SECTION;
  /** The language the pages last read in: a purchase reads the section again in it (its pool moved). */
  private lang = 'en';
  private current: TotoProjection['current'] = { ...idle<TotoSectionAnswer>(), receivedAt: 0 };
  private draws: TotoProjection['draws'] = idle();
  private coupons: TotoProjection['coupons'] = idle();
  private nominees: TotoProjection['nominees'] = idle();
  private buying = false;
  private bought: TotoProjection['bought'] = null;
  private refusal: TotoProjection['refusal'] = null;

  constructor(private readonly deps: { readonly http: HttpClient; readonly clock: Clock; readonly log: Logger }) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as TotoCommand;
    const parsed = TOTO_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    switch (command.type) {
      case 'toto/read': {
        const { section, what, drawId, lang } = TOTO_COMMAND_SCHEMAS['toto/read'].parse(command.payload);
        this.use(section);
        this.lang = lang;
        void this.read(what, lang, drawId);
        return { accepted: true, seq: 0 };
      }
      case 'toto/buy': {
        const { section, drawId, picks } = TOTO_COMMAND_SCHEMAS['toto/buy'].parse(command.payload);
        this.use(section);
        return this.buy(drawId, picks);
      }
    }
  }

  releaseTab(): void {}

  stop(): void {}

  view(): TotoProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    return {
      player,
      section: this.section,
      current: this.current,
      draws: this.draws,
      coupons: this.coupons,
      nominees: this.nominees,
      buying: this.buying,
      bought: this.bought,
      refusal: this.refusal,
    };
  }

  private changed(): void {
    this.link?.changed('toto');
  }

  /** Another section: nothing read of the last one is shown for it. */
  private use(section: string): void {
    if (section === this.section) return;
    this.section = section;
    this.current = { ...idle<TotoSectionAnswer>(), receivedAt: 0 };
    this.draws = idle();
    this.coupons = idle();
    this.nominees = idle();
    this.bought = null;
    this.refusal = null;
  }

  /** Another player (or none) now: their coupons are not the last one's. */
  private follow(): void {
    const session = this.link?.projection('session');
    if (!session || (session.status !== 'signedIn' && session.status !== 'signedOut')) return;
    const userId = session.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.coupons = idle();
    this.bought = null;
    this.refusal = null;
    this.keys.clear();
    this.changed();
  }

  private async read(what: 'section' | 'draws' | 'coupons' | 'nominees', lang: string, drawId: number | undefined): Promise<void> {
    const section = this.section;
    if (what === 'section') {
      this.current = { ...loading(this.current), receivedAt: this.current.receivedAt };
      this.changed();
      const answer = await this.calls.ask((c) => c.loadSection(this.deps.http, section, lang));
      if (section !== this.section) return;
      this.current = answer?.ok
        ? { status: 'ready', data: answer.value, receivedAt: this.deps.clock.now() }
        : { status: 'failed', data: this.current.data, receivedAt: this.current.receivedAt };
    } else if (what === 'draws') {
      this.draws = loading(this.draws);
      this.changed();
      const answer = await this.calls.ask((c) => c.loadDraws(this.deps.http, section, lang));
      if (section !== this.section) return;
      this.draws = answer?.ok ? { status: 'ready', data: answer.value.draws } : { status: 'failed', data: this.draws.data };
    } else if (what === 'coupons') {
      if (this.userId == null) return;
      this.coupons = loading(this.coupons);
      this.changed();
      const answer = await this.calls.ask((c) => c.loadCoupons(this.deps.http, section));
      if (section !== this.section) return;
      this.coupons = answer?.ok ? { status: 'ready', data: answer.value.coupons } : { status: 'failed', data: this.coupons.data };
    } else {
      if (drawId === undefined) return;
      this.nominees = loading(this.nominees);
      this.changed();
      const answer = await this.calls.ask((c) => c.loadNominees(this.deps.http, drawId, lang));
      this.nominees = answer?.ok ? { status: 'ready', data: answer.value } : { status: 'failed', data: this.nominees.data };
    }
    this.changed();
  }

  private async buy(drawId: number, picks: readonly (readonly ('1' | 'X' | '2')[])[]): Promise<Accepted | Rejection> {
    if (this.userId == null) return reject('toto.unauthorized');
    if (this.buying) return { accepted: true, seq: 0 };
    this.buying = true;
    this.refusal = null;
    this.changed();
    const section = this.section;
    const request = { section, drawId, picks };
    const key = this.keys.keyOf(request, drawId);
    const answer = await this.calls.ask(async (c) => ({ calls: c, result: await c.sendBuy(this.deps.http, section, drawId, picks, key) }));
    this.keys.answered(request, answer?.result ?? null);
    this.buying = false;
    if (answer?.result.ok) {
      this.bought = answer.result.value.coupon;
      if (this.coupons.data) this.coupons = { status: this.coupons.status, data: [answer.result.value.coupon, ...this.coupons.data] };
      void this.read('section', this.lang, undefined);
      this.changed();
      return { accepted: true, seq: 0 };
    }
    const code = answer && !answer.result.ok ? answer.calls.refusalOf(answer.result.failure) : 'toto.network_error';
    this.refusal = code;
    this.changed();
    return reject(code);
  }
}
