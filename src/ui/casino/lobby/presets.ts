import type { CasinoCategory } from '../../../protocol/casino/catalogue';
import type { RouteId } from '../../../protocol/routes';

/** What a lobby page starts from: its fixed category or provider, and its title's key (casinoLobby.title.*). */
export interface LobbyPreset {
  readonly title: string;
  readonly category?: CasinoCategory;
  /** A provider fixed by the page (slots/vulkan); providers/{provider} takes it from the address. */
  readonly provider?: string;
  /** casino-search opens with the search box focused. */
  readonly searchFirst?: boolean;
}

/** The provider slots/vulkan lists: the site's own brand (server/casino/catalogue/data.ts). */
const VULKAN = 'vulkan-forge';

export const LOBBY_PRESETS = {
  casinoLobby: { title: 'lobby' },
  casinoSearch: { title: 'search', searchFirst: true },
  provider: { title: 'provider' },
  slots: { title: 'slots', category: 'slots' },
  slotsVulkan: { title: 'vulkan', category: 'slots', provider: VULKAN },
  liveCasino: { title: 'live', category: 'live' },
  fastGames: { title: 'fast', category: 'fast' },
  fastBet: { title: 'fastbet', category: 'fastbet' },
  crashGames: { title: 'crash', category: 'crash' },
  cardGames: { title: 'card', category: 'card' },
  fishingHunting: { title: 'fishing', category: 'fishing' },
  asianGames: { title: 'asian', category: 'asian' },
  skillGames: { title: 'skill', category: 'skill' },
  scratchCards: { title: 'scratch', category: 'scratch' },
  keno: { title: 'keno', category: 'keno' },
  otherGames: { title: 'other', category: 'other' },
} as const satisfies Partial<Record<RouteId, LobbyPreset>>;

export type LobbyRouteId = keyof typeof LOBBY_PRESETS;
