import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/db';
import type { Router } from '../../http/router';
import { buildCatalogue, catalogueSizeFromEnv, type Catalogue } from './build';
import { registerFirstGameRoute } from './firstGame';
import { registerCatalogueRoutes } from './routes';

export { buildCatalogue, type Catalogue } from './build';
export { catalogueGames, lobbyCasinoService, recordRecentGame } from './playable';
export { recordPlayed } from './store';

/**
 * The casino's catalogue and lobby (server/casino/catalogue/README.md): the
 * games, providers and tile art for everyone, and each player's favourites
 * and recently played games. `catalogue` defaults to the reference one, or
 * the benchmark's generated one when CASINO_CATALOGUE asks for a size.
 */
export function registerCasinoCatalogue(
  router: Router,
  deps: { readonly db: Db; readonly auth: AuthContext; readonly catalogue?: Catalogue; readonly now?: () => number },
): Catalogue {
  const catalogue = deps.catalogue ?? buildCatalogue(catalogueSizeFromEnv());
  registerCatalogueRoutes(router, { db: deps.db, auth: deps.auth, catalogue, now: deps.now ?? (() => Date.now()) });
  registerFirstGameRoute(router, { db: deps.db, auth: deps.auth, catalogue });
  return catalogue;
}
