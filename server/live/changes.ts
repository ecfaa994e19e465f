import type { CoefDelta, GameDelta, MarketDelta } from '../../src/protocol/schemas/live';

/**
 * What the simulator reports, before the feed fits it to each connection:
 * coefficient, suspension and header changes go out as they are; a created
 * game becomes `added` (rendered in the connection's language and detail)
 * and a dropped one `removed`.
 */
export type WorldChange =
  | CoefDelta
  | MarketDelta
  | GameDelta
  | { readonly t: 'created'; readonly gameId: number }
  | { readonly t: 'dropped'; readonly gameId: number };

export function changeKey(change: WorldChange): string {
  switch (change.t) {
    case 'coef':
      return `o${change.outcomeId}`;
    case 'market':
      return `m${change.marketId}`;
    case 'game':
      return `g${change.gameId}`;
    case 'created':
    case 'dropped':
      return `l${change.gameId}`;
  }
}
