import { countdownOf } from '../../core/promotions';
import { PROMOTIONS_REREAD_DEBOUNCE_MS } from '../../protocol/constants/promotions';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import {
  PROMOTION_COMMAND_SCHEMAS,
  PROMOTION_COMMANDS,
  promotionKey,
  promotionListKey,
  type PromotionCommand,
  type PromotionEntry,
  type PromotionListEntry,
  type PromotionListRequest,
  type PromotionsProjection,
} from '../../protocol/promotions';
import type { Promotion } from '../../protocol/schemas/promotions';
import type { PlayerEventPayload } from '../../protocol/schemas/wallet';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { HttpClient } from '../http/client';
import type { Controller, ControllerLink } from '../runtime/controller';
import { LazyCalls } from '../runtime/onFirstUse';
import type { Logger } from '../runtime/ports';
import type { Clock, TimerHandle } from '../scheduler/clock';
import { ChannelCursor } from '../wallet/channelCursor';

/** Lists and pages kept at once: a tab's browsing history does not grow the projection for ever. */
const KEPT = 12;
/** The longest wait for a start or an end (timers are not kept for weeks); after it the promotions are read again and it is set anew. */
const LONGEST_WAIT_MS = 86_400_000;
/** Read a moment after the boundary, so the server's clock has passed it too. */
const AFTER_BOUNDARY_MS = 1000;

interface Watched<T> {
  readonly entry: T;
  /** Bumped by each read: an older read's answer is dropped. */
  readonly generation: number;
}

/**
 * What changes the caller's eligibility or awards behind a page's back: a
 * deposit completing (the deposit rules), a limit set (a time-out or
 * self-exclusion: `play_blocked`), a promotion's award landing in the inbox.
 * Another tab's doing reaches this worker only through the channel.
 */
const changesEligibility = (event: PlayerEventPayload): boolean =>
  event.type === 'first_deposit' ||
  (event.type === 'deposit_status' && event.status === 'succeeded') ||
  event.type === 'limit_changed' ||
  (event.type === 'message' && event.message.topic === 'promotion');

/** Keeps at most KEPT keys, dropping the oldest asked. */
function keep<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > KEPT) map.delete(map.keys().next().value as string);
}

/**
 * The promotion lists and pages tabs asked for (the promotions app, the
 * bonus/offer pages, office/promotion), each with the caller's eligibility:
 * read again when the player signs in or out, after each opt-in or out
 * (whose answer is the promotion as it now stands), and a moment after the
 * player's channel tells of a deposit, a limit or an award (any tab's). The
 * calls load on first use.
 */
export class PromotionsController implements Controller {
  readonly name = 'promotions';
  readonly commands = PROMOTION_COMMANDS;
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { promotions: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private userId: number | null | undefined = undefined;
  private readonly lists = new Map<string, Watched<PromotionListEntry> & { readonly request: PromotionListRequest }>();
  private readonly pages = new Map<string, Watched<PromotionEntry> & { readonly lang: string; readonly slug: string }>();
  private busy: string | null = null;
  private refusal: PromotionsProjection['refusal'] = null;
  private readonly calls = new LazyCalls(
    () => import('./calls'),
    'the promotion calls',
    (message, error) => this.deps.log.warn(message, error),
  );
  private boundary: TimerHandle | null = null;
  private readonly channel = new ChannelCursor();
  private reread: TimerHandle | null = null;

  constructor(private readonly deps: { readonly http: HttpClient; readonly clock: Clock; readonly log: Logger }) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.follow();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.follow();
    if (name === 'wallet') this.hearChannel();
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as PromotionCommand;
    const parsed = PROMOTION_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    switch (command.type) {
      case 'promotions/watchList':
        void this.readList(PROMOTION_COMMAND_SCHEMAS['promotions/watchList'].parse(command.payload));
        return { accepted: true, seq: 0 };
      case 'promotions/watch': {
        const { lang, slug } = PROMOTION_COMMAND_SCHEMAS['promotions/watch'].parse(command.payload);
        void this.readPage(lang, slug);
        return { accepted: true, seq: 0 };
      }
      case 'promotions/optIn':
      case 'promotions/optOut': {
        const { lang, slug } = PROMOTION_COMMAND_SCHEMAS[command.type].parse(command.payload);
        return this.opt(command.type === 'promotions/optIn' ? 'optIn' : 'optOut', lang, slug);
      }
    }
  }

  view(): PromotionsProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    return {
      player,
      lists: Object.fromEntries([...this.lists].map(([key, w]) => [key, w.entry])),
      pages: Object.fromEntries([...this.pages].map(([key, w]) => [key, w.entry])),
      busy: this.busy,
      refusal: this.refusal,
    };
  }

  private changed(): void {
    this.link?.changed('promotions');
  }

  /** Who is asking changed (or became known): every list and page kept is read again, so its eligibility and opt-ins are theirs. */
  private follow(): void {
    const session = this.link?.projection('session');
    if (!session || (session.status !== 'signedIn' && session.status !== 'signedOut')) return;
    const userId = session.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.busy = null;
    this.refusal = null;
    // The events kept are the former player's or older than this read: none of them calls for another.
    this.channel.reset();
    this.channel.take(this.link);
    if (this.reread !== null) this.deps.clock.clearTimeout(this.reread);
    this.reread = null;
    this.readAll();
  }

  /** A deposit, a limit or an award on the channel: what is shown is read again once the burst is over (debounced). */
  private hearChannel(): void {
    if (!this.userId || !this.channel.readAgain(this.link, changesEligibility)) return;
    const { clock } = this.deps;
    if (this.reread !== null) clock.clearTimeout(this.reread);
    this.reread = clock.setTimeout(() => {
      this.reread = null;
      this.readAll();
    }, PROMOTIONS_REREAD_DEBOUNCE_MS);
  }

  private readAll(): void {
    // Over copies: a read moves its key to the end of the map, which a live iteration would visit again without end.
    for (const { request } of [...this.lists.values()]) void this.readList(request);
    for (const { lang, slug } of [...this.pages.values()]) void this.readPage(lang, slug);
  }

  /**
   * Eligibility turns when a promotion shown starts or ends ("not started",
   * "ended"): the core's countdown says when the next such moment is, and
   * everything kept is read again just after it.
   */
  private watchBoundary(): void {
    const { clock } = this.deps;
    if (this.boundary !== null) clock.clearTimeout(this.boundary);
    this.boundary = null;
    const now = clock.now();
    const shown = [
      ...[...this.pages.values()].flatMap((w) => (w.entry.promotion ? [w.entry.promotion] : [])),
      ...[...this.lists.values()].flatMap((w) => w.entry.answer?.items ?? []),
    ];
    let next = Infinity;
    for (const p of shown) {
      const c = countdownOf({ startsAt: Date.parse(p.startsAt), endsAt: Date.parse(p.endsAt) }, now);
      if (c.phase !== 'ended') next = Math.min(next, c.leftMs);
    }
    if (next === Infinity) return;
    this.boundary = clock.setTimeout(
      () => {
        this.boundary = null;
        this.readAll();
      },
      Math.min(next + AFTER_BOUNDARY_MS, LONGEST_WAIT_MS),
    );
  }

  private async readList(request: PromotionListRequest): Promise<void> {
    const key = promotionListKey(request);
    const generation = (this.lists.get(key)?.generation ?? 0) + 1;
    keep(this.lists, key, { request, generation, entry: { status: 'loading', answer: this.lists.get(key)?.entry.answer ?? null } });
    this.changed();
    const answer = await this.calls.ask((calls) => calls.loadList(this.deps.http, request, this.userId !== null));
    if (this.lists.get(key)?.generation !== generation) return;
    const entry: PromotionListEntry =
      answer && answer.ok
        ? { status: 'ready', answer: answer.value }
        : { status: 'failed', answer: this.lists.get(key)?.entry.answer ?? null };
    if (answer && !answer.ok && answer.failure.status !== 'closed') this.deps.log.warn('the promotions could not be read', answer.failure);
    keep(this.lists, key, { request, generation, entry });
    this.changed();
    this.watchBoundary();
  }

  private async readPage(lang: string, slug: string): Promise<void> {
    const key = promotionKey(lang, slug);
    const generation = (this.pages.get(key)?.generation ?? 0) + 1;
    const before = this.pages.get(key)?.entry.promotion ?? null;
    keep(this.pages, key, { lang, slug, generation, entry: { status: 'loading', promotion: before } });
    this.changed();
    const answer = await this.calls.ask((calls) => calls.loadOne(this.deps.http, lang, slug, this.userId !== null));
    if (this.pages.get(key)?.generation !== generation) return;
    const calls = this.calls.loaded();
    const entry: PromotionEntry =
      answer && answer.ok
        ? { status: 'ready', promotion: answer.value }
        : { status: answer && calls?.isNotFound(answer.failure) ? 'notFound' : 'failed', promotion: before };
    keep(this.pages, key, { lang, slug, generation, entry });
    this.changed();
    this.watchBoundary();
  }

  /** The promotion as the opt-in or out answered it, in its page's entry; the lists read again (their eligibility moved). */
  private settle(lang: string, promotion: Promotion): void {
    const key = promotionKey(lang, promotion.slug);
    keep(this.pages, key, {
      lang,
      slug: promotion.slug,
      generation: (this.pages.get(key)?.generation ?? 0) + 1,
      entry: { status: 'ready', promotion },
    });
    for (const { request } of [...this.lists.values()]) void this.readList(request);
  }

  private async opt(action: 'optIn' | 'optOut', lang: string, slug: string): Promise<Accepted | Rejection> {
    if (this.userId === null || this.userId === undefined) return reject('promotions.sign_in');
    // One at a time: a second click while one is on its way adds nothing.
    if (this.busy !== null) return { accepted: true, seq: 0 };
    const userId = this.userId;
    this.busy = slug;
    this.refusal = null;
    this.changed();
    const key = `promo-${slug}-${this.link?.newId() ?? Date.now().toString(36)}`.slice(0, 120);
    const answer = await this.calls.ask((calls) =>
      action === 'optIn' ? calls.sendOptIn(this.deps.http, lang, slug, key) : calls.sendOptOut(this.deps.http, lang, slug),
    );
    // Another player signed in meanwhile: the answer is not theirs (follow() has reset the rest).
    if (userId !== this.userId) return { accepted: true, seq: 0 };
    this.busy = null;
    if (answer?.ok) {
      this.settle(lang, answer.value.promotion);
      this.changed();
      return { accepted: true, seq: 0 };
    }
    const calls = this.calls.loaded();
    const { code, reasons } =
      answer && calls ? calls.refusalOf(answer.failure) : { code: 'promotions.network_error' as const, reasons: [] };
    this.refusal = { slug, action, code, reasons };
    this.changed();
    // The promotion may have changed under the player (ended, already opted in elsewhere): show it as it is.
    void this.readPage(lang, slug);
    return reject(code);
  }
}
