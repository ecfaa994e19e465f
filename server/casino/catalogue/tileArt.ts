import sharp from 'sharp';
import { TILE_ART_FULL_WIDTH, type CasinoGame, type TileArtWidth } from '../../../src/protocol/casino/catalogue';
import { tileSvg } from './tiles';

/**
 * Drawings kept: a screenful scrolled through many times over costs one drawing per tile and width (about 7 kB at
 * the full width, 2 to 4 kB below it; a screen asks for one width, so some 35 MB for a whole catalogue of 5,000).
 */
const KEPT = 10_000;
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
  private readonly drawn = new Map<string, Promise<Buffer>>();

  /** The art `width` px wide (TILE_ART_WIDTHS), scaled down from the full drawing. */
  webp(game: CasinoGame, width: TileArtWidth = TILE_ART_FULL_WIDTH): Promise<Buffer> {
    const key = `${game.id}@${width}`;
    const held = this.drawn.get(key);
    if (held) return held;
    const full = sharp(Buffer.from(tileSvg(game)));
    const drawing = (width === TILE_ART_FULL_WIDTH ? full : full.resize({ width }))
      .webp({ quality: QUALITY, effort: EFFORT })
      .toBuffer()
      .catch((error: unknown) => {
        this.drawn.delete(key);
        throw error;
      });
    this.drawn.set(key, drawing);
    // The oldest goes first: a Map keeps insertion order.
    while (this.drawn.size > KEPT) this.drawn.delete(this.drawn.keys().next().value as string);
    return drawing;
  }
}
