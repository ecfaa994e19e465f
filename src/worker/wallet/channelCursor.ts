import type { PlayerEvent, PlayerEventPayload } from '../../protocol/schemas/wallet';
import type { ControllerLink } from '../runtime/controller';

/**
 * Where one controller is in the player's channel, as the wallet projection's
 * `notices` keeps its latest events: each event is taken once, however often
 * the projection changes.
 */
export class ChannelCursor {
  private lastId = 0;
  /** The channel went offline since the last look: events may have been missed. */
  private lost = false;

  /** The events not taken yet, oldest first (none when nothing is new). */
  take(link: ControllerLink | null): readonly PlayerEvent[] {
    const fresh = (link?.projection('wallet')?.notices ?? []).filter((n) => n.id > this.lastId);
    if (fresh.length > 0) this.lastId = Math.max(...fresh.map((n) => n.id));
    return fresh;
  }

  /**
   * Whether a controller that mirrors server state must read it again: an
   * event of one of `types` (or one `types` says yes to) arrived, or the
   * channel is live again after being offline (what it said meanwhile may be
   * lost). Takes the new events.
   */
  readAgain(link: ControllerLink | null, types: readonly string[] | ((event: PlayerEventPayload) => boolean)): boolean {
    const status = link?.projection('wallet')?.channel?.status;
    let again = false;
    if (status === 'offline') this.lost = true;
    else if (status === 'live' && this.lost) {
      this.lost = false;
      again = true;
    }
    const matches = typeof types === 'function' ? types : (event: PlayerEventPayload) => types.includes(event.type);
    return this.take(link).some((n) => matches(n.event)) || again;
  }

  /** From the start again (another player: the events kept are taken anew). */
  reset(): void {
    this.lastId = 0;
  }
}
