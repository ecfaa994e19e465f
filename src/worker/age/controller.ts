import type { AppState } from '../../core/app';
import { ageNoticeStatus } from '../../core/age/notice';
import type { AgeNoticeProjection } from '../../protocol/age';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock, TimerHandle } from '../scheduler/clock';

/** Until the site's config is in, nothing is asked: the age to confirm is the config's. */
const NO_CONFIG: AgeNoticeProjection = { status: 'confirmed', minAge: 0, until: null };

/**
 * The age notice's one effect: time. The core says what the log's answer
 * means now; this keeps that as the `ageNotice` projection and wakes once,
 * when the answer stops counting, so every tab asks again at that moment
 * without a tab watching the clock.
 */
export class AgeNoticeController implements Controller {
  readonly name = 'ageNotice';
  readonly follows = ['siteConfig'] as const;
  readonly projections = { ageNotice: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private timer: TimerHandle | null = null;
  private cached: AgeNoticeProjection | null = null;

  constructor(private readonly clock: Clock) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.refresh();
  }

  stateChanged(before: AppState, after: AppState): void {
    if (before.age !== after.age) this.refresh();
  }

  projectionChanged(): void {
    this.refresh();
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.link = null;
  }

  private view(): AgeNoticeProjection {
    return this.cached ?? this.compute();
  }

  private compute(): AgeNoticeProjection {
    const config = this.link?.config() ?? null;
    if (!this.link || !config) return NO_CONFIG;
    return ageNoticeStatus(this.link.state().age, this.clock.now(), config.minAge);
  }

  /** Recomputes, tells the tabs when it changed, and sets the one wake-up at the answer's end. */
  private refresh(): void {
    const next = this.compute();
    const before = this.cached;
    this.cached = next;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    if (next.until !== null) this.timer = this.clock.setTimeout(() => this.refresh(), Math.max(0, next.until - this.clock.now()));
    if (!before || before.status !== next.status || before.until !== next.until || before.minAge !== next.minAge)
      this.link?.changed('ageNotice');
  }
}
