import type { PlayerEvent } from '../../protocol/schemas/wallet';
import type { ControllerLink } from '../runtime/controller';

/**
 * Where one controller is in the player's channel, as the wallet projection's
 * `notices` keeps its latest events: each event is taken once, however often
 * the projection changes.
 */
export class ChannelCursor {
  private lastId = 0;

  /** The events not taken yet, oldest first (none when nothing is new). */
  take(link: ControllerLink | null): readonly PlayerEvent[] {
    const fresh = (link?.projection('wallet')?.notices ?? []).filter((n) => n.id > this.lastId);
    if (fresh.length > 0) this.lastId = Math.max(...fresh.map((n) => n.id));
    return fresh;
  }

  /** From the start again (another player: the events kept are taken anew). */
  reset(): void {
    this.lastId = 0;
  }
}
