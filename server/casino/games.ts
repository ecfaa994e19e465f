import { CASINO_VARIANTS, OWN_ROUND_ENGINES, STEPPED_ROUND_ENGINES, type CasinoEngineId } from '../../src/protocol/casino/engines';

/** What the play pipe needs of a catalogue entry: its engine and variant, its theme and its bet bounds (minor units). */
export interface PlayableGame {
  readonly id: string;
  readonly name: string;
  /** The provider's name shown with the game (the house tables have none). */
  readonly provider?: string;
  readonly engine: CasinoEngineId;
  readonly variant: string;
  readonly theme: string;
  readonly minBet: number;
  readonly maxBet: number;
}

/** Finds a game by id; the lobby's catalogue replaces the default list below when the app wires it. */
export type FindGame = (gameId: string) => PlayableGame | null;

const TITLES: Readonly<Record<string, string>> = {
  slot: 'Slot',
  keno: 'Keno',
  scratch: 'Scratch card',
  videoPoker: 'Video poker',
  blackjack: 'Blackjack',
};

/**
 * One game per own-round or stepped engine and variant ("scratch-standard",
 * "videoPoker-jacks-9-6"...): enough to play every built engine before (or
 * without) the lobby's catalogue.
 */
export const ENGINE_GAMES: readonly PlayableGame[] = [...OWN_ROUND_ENGINES, ...STEPPED_ROUND_ENGINES].flatMap((engine) =>
  (CASINO_VARIANTS[engine] as readonly string[]).map((variant) => ({
    id: `${engine}-${variant}`,
    name: `${TITLES[engine] ?? engine} ${variant}`,
    engine,
    variant,
    theme: 'classic',
    minBet: 10,
    maxBet: 100_000,
  })),
);

export const findEngineGame: FindGame = (gameId) => ENGINE_GAMES.find((game) => game.id === gameId) ?? null;
