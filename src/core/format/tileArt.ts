import { TILE_ART_FULL_WIDTH, TILE_ART_WIDTHS } from '../../protocol/casino/catalogue';

/**
 * A tile's `srcset`: the art at each width the server draws (CASINO_PATHS.tiles), so the browser decodes no more
 * pixels than the tile shows. Vector art (.svg) scales by itself and has none.
 */
export function tileArtSrcSet(image: string): string | undefined {
  if (!image.endsWith('.webp')) return undefined;
  return TILE_ART_WIDTHS.map((width) => `${width === TILE_ART_FULL_WIDTH ? image : `${image}?w=${width}`} ${width}w`).join(', ');
}
