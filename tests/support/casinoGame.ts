import { CASINO_PATHS, type CasinoGame } from '../../src/protocol/casino/catalogue';

/** A lobby game for tests: a low slot of one provider, its tile at its id; `extra` changes what a test is about. */
export const casinoGame = (id: number, extra: Partial<CasinoGame> = {}): CasinoGame => ({
  id,
  slug: `game-${id}`,
  name: `Game ${id}`,
  provider: 'northwind-gaming',
  providerName: 'Northwind Gaming',
  category: 'slots',
  subcategory: 'video',
  tags: [],
  rtp: null,
  minBet: 10,
  maxBet: 1000,
  engine: 'slot',
  variant: 'low',
  theme: 'desert',
  image: `${CASINO_PATHS.tiles}${id}.svg`,
  ...extra,
});
