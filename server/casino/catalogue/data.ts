import type { CasinoCategory } from '../../../src/protocol/casino/catalogue';
import type { CasinoEngineId } from '../../../src/protocol/casino/engines';

/**
 * The reference catalogue's facts, as data: invented providers and the games
 * of each category. Everything else about a game (its provider, volatility,
 * tags, order keys and art) is derived from its place here by build.ts, so
 * the catalogue is the same on every start and every process.
 */

export interface ProviderFact {
  readonly slug: string;
  readonly name: string;
}

export const PROVIDERS: readonly ProviderFact[] = [
  { slug: 'northwind-gaming', name: 'Northwind Gaming' },
  { slug: 'amberline-studios', name: 'Amberline Studios' },
  { slug: 'redcliff-interactive', name: 'Redcliff Interactive' },
  { slug: 'solstice-play', name: 'Solstice Play' },
  { slug: 'blue-harbor-games', name: 'Blue Harbor Games' },
  { slug: 'ironbark-entertainment', name: 'Ironbark Entertainment' },
  { slug: 'quillfeather-labs', name: 'Quillfeather Labs' },
  { slug: 'kestrel-live', name: 'Kestrel Live' },
  { slug: 'lotus-gate-gaming', name: 'Lotus Gate Gaming' },
  { slug: 'vulkan-forge', name: 'Vulkan Forge' },
];

/** The provider whose slots slots/vulkan lists (the site's own brand page). */
export const VULKAN_PROVIDER = 'vulkan-forge';

/** How a category's games play: which engine, which variant per subcategory, and the stakes it takes (minor units). */
export interface CategoryPlay {
  readonly engine: (subcategory: string, index: number) => { readonly engine: CasinoEngineId; readonly variant: string };
  readonly minBet: number;
  readonly maxBet: number;
}

const SLOT_VARIANTS = ['low', 'medium', 'high'] as const;
const slot = (_: string, index: number) => ({ engine: 'slot' as const, variant: SLOT_VARIANTS[index % SLOT_VARIANTS.length]! });
const keno = () => ({ engine: 'keno' as const, variant: 'standard' });
const scratch = (deluxe: boolean) => ({ engine: 'scratch' as const, variant: deluxe ? 'deluxe' : 'standard' });
const crash = () => ({ engine: 'crash' as const, variant: 'standard' });
const videoPoker = () => ({ engine: 'videoPoker' as const, variant: 'jacks-9-6' });
const blackjack = () => ({ engine: 'blackjack' as const, variant: 'single-deck-s17' });

export const CATEGORY_PLAY: Record<CasinoCategory, CategoryPlay> = {
  slots: { engine: slot, minBet: 10, maxBet: 10_000 },
  live: { engine: () => ({ engine: 'roulette', variant: 'european' }), minBet: 10, maxBet: 100_000 },
  fast: { engine: (sub) => (sub === 'draws' ? keno() : scratch(false)), minBet: 10, maxBet: 5_000 },
  fastbet: { engine: crash, minBet: 10, maxBet: 20_000 },
  crash: { engine: crash, minBet: 10, maxBet: 50_000 },
  card: {
    engine: (sub) => (sub === 'video_poker' ? videoPoker() : sub === 'blackjack' ? blackjack() : scratch(true)),
    minBet: 50,
    maxBet: 5_000,
  },
  fishing: { engine: slot, minBet: 10, maxBet: 10_000 },
  asian: { engine: (sub, index) => (sub === 'fortune' ? keno() : slot(sub, index)), minBet: 10, maxBet: 10_000 },
  skill: { engine: (sub) => (sub === 'timing' ? crash() : scratch(true)), minBet: 10, maxBet: 5_000 },
  scratch: { engine: (sub) => scratch(sub === 'deluxe'), minBet: 50, maxBet: 5_000 },
  keno: { engine: keno, minBet: 10, maxBet: 5_000 },
  other: { engine: (sub) => (sub === 'lottery' ? keno() : scratch(false)), minBet: 10, maxBet: 5_000 },
};

/** A game of the list: its name, subcategory and theme (the look its engine's view takes). */
export type GameFact = readonly [name: string, subcategory: string, theme: string];

export const GAMES: Record<CasinoCategory, readonly GameFact[]> = {
  slots: [
    ['Book of Sands', 'books', 'desert'],
    ['Book of Embers', 'books', 'fire'],
    ['Book of Tides', 'books', 'ocean'],
    ['Book of the Pharaoh', 'books', 'desert'],
    ['Book of Runes', 'books', 'norse'],
    ['Book of Shadows', 'books', 'night'],
    ['Book of Jade', 'books', 'jade'],
    ['Aurora Reels', 'video', 'night'],
    ['Wild Meadow', 'video', 'meadow'],
    ['Copper Canyon', 'video', 'desert'],
    ['Starfall Treasures', 'video', 'space'],
    ['Pirate Lagoon', 'video', 'ocean'],
    ['Frost Giants', 'video', 'norse'],
    ['Jungle Relics', 'video', 'jungle'],
    ['Neon Nights', 'video', 'neon'],
    ['Crystal Caverns', 'video', 'jade'],
    ['Thunder Ridge', 'video', 'storm'],
    ['Golden Orchard', 'video', 'meadow'],
    ['Moonlit Wolves', 'video', 'night'],
    ['Sapphire Sultan', 'video', 'desert'],
    ['Clockwork City', 'video', 'neon'],
    ['Emerald Isle', 'video', 'meadow'],
    ['Volcano Vault', 'video', 'fire'],
    ['Cosmic Cats', 'video', 'space'],
    ['Samurai Dawn', 'video', 'jade'],
    ['Viking Voyage', 'video', 'norse'],
    ['Mystic Owls', 'video', 'night'],
    ['Sunken Galleon', 'video', 'ocean'],
    ['Candy Kingdom', 'video', 'candy'],
    ['Wild West Gold', 'video', 'desert'],
    ['Lucky Sevens', 'classic', 'classic'],
    ['Triple Bars', 'classic', 'classic'],
    ['Diamond Line', 'classic', 'classic'],
    ['Hot Cherries', 'classic', 'fruit'],
    ['Liberty Bells', 'classic', 'classic'],
    ['Retro Reels', 'classic', 'neon'],
    ['Silver Star', 'classic', 'classic'],
    ['Megaways of Olympus', 'megaways', 'storm'],
    ['Gem Storm Megaways', 'megaways', 'jade'],
    ['Bison Plains Megaways', 'megaways', 'meadow'],
    ['Dragon Peak Megaways', 'megaways', 'fire'],
    ['Reef Riches Megaways', 'megaways', 'ocean'],
    ['Tiki Torch Megaways', 'megaways', 'jungle'],
    ['Fruit Fiesta', 'fruit', 'fruit'],
    ['Juicy Melons', 'fruit', 'fruit'],
    ['Berry Blast', 'fruit', 'candy'],
    ['Citrus Sun', 'fruit', 'fruit'],
    ['Orchard Sevens', 'fruit', 'fruit'],
    ['Plum Perfect', 'fruit', 'candy'],
    ['Mega Vault Millions', 'jackpots', 'classic'],
    ['Crown Jewels Jackpot', 'jackpots', 'jade'],
    ['Pharaoh Jackpot Kings', 'jackpots', 'desert'],
    ['Galaxy Grand', 'jackpots', 'space'],
    ['Treasure Tower', 'jackpots', 'fire'],
    ['Royal Riches', 'jackpots', 'classic'],
    ['Storm Chaser', 'video', 'storm'],
    ['Phoenix Rising', 'video', 'fire'],
    ['Arctic Fortune', 'video', 'norse'],
    ['Lantern Festival', 'video', 'jade'],
    ['Safari Sunset', 'video', 'jungle'],
    ['Haunted Manor', 'video', 'night'],
    ['Robot Rampage', 'video', 'neon'],
    ['Honey Hive', 'video', 'meadow'],
    ['Circus Spectacular', 'video', 'candy'],
  ],
  live: [
    ['European Roulette Live', 'roulette', 'classic'],
    ['Grand Salon Roulette', 'roulette', 'classic'],
    ['Riviera Roulette', 'roulette', 'ocean'],
    ['Auto Roulette Express', 'roulette', 'neon'],
    ['Speed Roulette', 'roulette', 'neon'],
    ['Midnight Roulette', 'roulette', 'night'],
    ['Lightning Wheel Roulette', 'lightning', 'storm'],
    ['Thunder Roulette', 'lightning', 'storm'],
    ['Golden Ball Roulette', 'lightning', 'desert'],
    ['VIP Platinum Roulette', 'vip', 'classic'],
    ['Diamond Club Roulette', 'vip', 'jade'],
    ['Private Table Roulette', 'vip', 'night'],
  ],
  fast: [
    ['Quick Gems', 'instant', 'jade'],
    ['Flash Scratch', 'instant', 'neon'],
    ['Instant Gold Rush', 'instant', 'desert'],
    ['Snap Win', 'instant', 'candy'],
    ['Pocket Treasure', 'instant', 'ocean'],
    ['Turbo Draw', 'draws', 'neon'],
    ['Minute Keno', 'draws', 'classic'],
    ['Express Numbers', 'draws', 'space'],
    ['Rapid Balls', 'draws', 'storm'],
    ['Lucky Draw Sprint', 'draws', 'meadow'],
  ],
  fastbet: [
    ['Rocket Round', 'rounds', 'space'],
    ['Skyline Dash', 'rounds', 'neon'],
    ['Paper Plane', 'rounds', 'meadow'],
    ['Balloon Pop', 'rounds', 'candy'],
    ['Multiplier Mile', 'multipliers', 'desert'],
    ['Double Up Dash', 'multipliers', 'fire'],
    ['Orbit Boost', 'multipliers', 'space'],
    ['Comet Tail', 'multipliers', 'night'],
  ],
  crash: [
    ['Rocketeer', 'classic', 'space'],
    ['Crash Point', 'classic', 'neon'],
    ['Bull Run', 'classic', 'desert'],
    ['High Flyer', 'classic', 'meadow'],
    ['Moon Shot', 'space', 'space'],
    ['Nebula Crash', 'space', 'space'],
    ['Satellite X', 'space', 'night'],
    ['Penalty Crash', 'sport', 'meadow'],
    ['Slam Dunk Crash', 'sport', 'neon'],
    ['Speedway Crash', 'sport', 'fire'],
  ],
  card: [
    ['Hi-Lo Royale', 'hilo', 'classic'],
    ['Card Climb', 'hilo', 'jade'],
    ['Ace Hunter', 'hilo', 'night'],
    ['Higher Lower Saloon', 'hilo', 'desert'],
    ['Poker Scratch', 'poker_cards', 'classic'],
    ['Royal Flush Scratch', 'poker_cards', 'jade'],
    ['Full House Finder', 'poker_cards', 'candy'],
    ['Four Aces Scratch', 'poker_cards', 'fire'],
    ['Jacks or Better', 'video_poker', 'classic'],
    ['Jacks or Better Midnight', 'video_poker', 'night'],
    ['Jacks or Better Jade', 'video_poker', 'jade'],
    ['Single Deck Blackjack', 'blackjack', 'classic'],
    ['Blackjack Midnight', 'blackjack', 'night'],
  ],
  fishing: [
    ['Big Catch Bonanza', 'fishing', 'ocean'],
    ['Deep Sea Reels', 'fishing', 'ocean'],
    ['Lakeside Lures', 'fishing', 'meadow'],
    ['Golden Carp', 'fishing', 'jade'],
    ['Safari Hunt', 'hunting', 'jungle'],
    ['Wild Boar Chase', 'hunting', 'meadow'],
    ['Arctic Hunt', 'hunting', 'norse'],
    ['Dino Hunters', 'hunting', 'jungle'],
  ],
  asian: [
    ['Dragon Pearl', 'dragons', 'jade'],
    ['Twin Dragons', 'dragons', 'fire'],
    ['Jade Dragon Temple', 'dragons', 'jade'],
    ['Dragon Gate', 'dragons', 'storm'],
    ['Koi Kingdom', 'dragons', 'ocean'],
    ['Fortune Lanterns', 'fortune', 'jade'],
    ['Lucky Cat Keno', 'fortune', 'candy'],
    ['Golden Bao', 'fortune', 'desert'],
    ['Mahjong Numbers', 'fortune', 'classic'],
    ['Prosperity Draw', 'fortune', 'fire'],
  ],
  skill: [
    ['Perfect Timing', 'timing', 'neon'],
    ['Stop the Clock', 'timing', 'classic'],
    ['Jump Master', 'timing', 'space'],
    ['Ski Jump Hero', 'timing', 'norse'],
    ['Safe Cracker', 'picks', 'night'],
    ['Treasure Picks', 'picks', 'desert'],
    ['Minefield Master', 'picks', 'storm'],
    ['Pick a Pearl', 'picks', 'ocean'],
  ],
  scratch: [
    ['Cash Scratch', 'classic', 'classic'],
    ['Lucky Clover Scratch', 'classic', 'meadow'],
    ['Gold Bars Scratch', 'classic', 'desert'],
    ['Sweet Scratch', 'classic', 'candy'],
    ['Ocean Scratch', 'classic', 'ocean'],
    ['Starry Scratch', 'classic', 'space'],
    ['Diamond Deluxe Scratch', 'deluxe', 'jade'],
    ['Platinum Scratch', 'deluxe', 'classic'],
    ['Dragon Deluxe Scratch', 'deluxe', 'fire'],
    ['Royal Scratch', 'deluxe', 'night'],
    ['Neon Deluxe Scratch', 'deluxe', 'neon'],
    ['Viking Gold Scratch', 'deluxe', 'norse'],
  ],
  keno: [
    ['Classic Keno', 'classic', 'classic'],
    ['Keno Deluxe', 'classic', 'jade'],
    ['Space Keno', 'classic', 'space'],
    ['Ocean Keno', 'classic', 'ocean'],
    ['Keno Blitz', 'quick', 'neon'],
    ['Keno Express', 'quick', 'storm'],
    ['Power Keno', 'quick', 'fire'],
    ['Keno Carnival', 'quick', 'candy'],
  ],
  other: [
    ['Lucky Lottery', 'lottery', 'classic'],
    ['Weekend Numbers', 'lottery', 'meadow'],
    ['Pyramid Lotto', 'lottery', 'desert'],
    ['Star Lotto', 'lottery', 'space'],
    ['Wheel of Gems', 'wheels', 'jade'],
    ['Carnival Wheel', 'wheels', 'candy'],
    ['Prize Wheel Deluxe', 'wheels', 'classic'],
    ['Fortune Spinner', 'wheels', 'fire'],
  ],
};

/** Words the generated catalogue of the benchmark composes its names from (GENERATED_NAME). */
export const NAME_WORDS = {
  first: ['Lucky', 'Golden', 'Wild', 'Mystic', 'Royal', 'Silver', 'Crystal', 'Thunder', 'Ancient', 'Secret', 'Blazing', 'Frozen'],
  second: ['Fortune', 'Treasure', 'Reels', 'Quest', 'Riches', 'Legends', 'Spins', 'Gems', 'Kingdom', 'Vault', 'Empire', 'Tales'],
} as const;
