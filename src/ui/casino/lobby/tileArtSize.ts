import { createContext } from 'react';

/**
 * How wide a list shows its tiles, as an `<img sizes>` value (`"165px"`, `"11rem"`): with the art's srcset, the
 * browser then fetches and decodes the smallest art that fills the tile at the screen's pixel ratio. A list that does
 * not say leaves `sizes` out, which the browser reads as the viewport's width: the full art, never a blurred one.
 */
export const TileArtSize = createContext<string | undefined>(undefined);
