import { describe, expect, it } from 'vitest';
import { tileArtSrcSet } from '../../../src/core/format/tileArt';
import { CASINO_PATHS, TILE_ART_WIDTHS } from '../../../src/protocol/casino/catalogue';

describe("a tile's srcset", () => {
  it('offers the WebP at every width the server draws, the full art by its own path', () => {
    const image = `${CASINO_PATHS.tiles}1001.webp`;
    expect(tileArtSrcSet(image)).toBe(`${image}?w=160 160w, ${image}?w=240 240w, ${image} 320w`);
    expect(tileArtSrcSet(image)!.split(', ')).toHaveLength(TILE_ART_WIDTHS.length);
  });

  it('offers none for vector art, which scales by itself', () => {
    expect(tileArtSrcSet(`${CASINO_PATHS.tiles}1001.svg`)).toBeUndefined();
  });
});
