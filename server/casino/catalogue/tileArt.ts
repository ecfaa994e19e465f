import sharp from 'sharp';
import type { CasinoGame } from '../../../src/protocol/casino/catalogue';
import { tileSvg } from './tiles';

/** Tiles kept drawn: a screenful scrolled through many times over costs one drawing per tile (about 7 kB each, some 35 MB for all). */
const KEPT = 5000;
const QUALITY = 80;
/**
 * libvips' least encoding effort: a tile is drawn on its first request, in a
 * player's wait and beside their browser on a shared machine; it halves the
 * drawing's CPU (about 5 ms a tile instead of 9) for about 7 kB a tile instead of 4.6.
 */
const EFFORT = 0;

/**
 * A game's tile art as the lobby shows it: the SVG of tiles.ts drawn once
 * into a WebP. Every SVG image costs the browser a document of its own,
 * parsed and painted on the page's main thread (about 20 ms a tile on a
 * slow phone, the scroll's largest cost); a WebP decodes off the main thread.
 * Kept in memory, the oldest going first beyond KEPT; a drawing under way
 * is shared by every request for it.
 */
export class TileArt {
  private readonly drawn = new Map<number, Promise<Buffer>>();

  webp(game: CasinoGame): Promise<Buffer> {
    const held = this.drawn.get(game.id);
    if (held) return held;
    const drawing = sharp(Buffer.from(tileSvg(game)))
      .webp({ quality: QUALITY, effort: EFFORT })
      .toBuffer()
      .catch((error: unknown) => {
        this.drawn.delete(game.id);
        throw error;
      });
    this.drawn.set(game.id, drawing);
    // The oldest goes first: a Map keeps insertion order.
    while (this.drawn.size > KEPT) this.drawn.delete(this.drawn.keys().next().value as number);
    return drawing;
  }
}
