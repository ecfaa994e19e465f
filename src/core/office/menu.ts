import { OFFICE_MENU, type OfficeMenuItemDef } from '../../protocol/constants/office';
import { ROUTES } from '../../protocol/routes';

const PATHS: ReadonlyMap<string, string> = new Map(ROUTES.map((r) => [r.id, r.path]));

/** The switches the menu's optional items depend on (the office settings and the site's identification switch). */
export interface OfficeMenuFlags {
  readonly identificationEnabled: boolean;
  readonly showPromoCodeCheck: boolean;
  readonly showWallets: boolean;
  readonly showClubPoints: boolean;
}

export interface OfficeMenuCategory {
  readonly id: string;
  /** Each page's route id and its path after the language segment (office/transfers). */
  readonly items: readonly { readonly routeId: string; readonly path: string }[];
}

const shown = (item: OfficeMenuItemDef, flags: OfficeMenuFlags): boolean => (item.when === undefined ? true : flags[item.when]);

/**
 * The office menu a player gets (SPEC menuCategories): OFFICE_MENU without
 * the items whose switch is off (identification only when the site enables
 * it, as its route guard does), and without categories left empty. Each
 * item carries its path, so the UI links without reading the route table.
 */
export function officeMenu(flags: OfficeMenuFlags): readonly OfficeMenuCategory[] {
  return OFFICE_MENU.map((category) => ({
    id: category.id,
    items: category.items
      .filter((item) => shown(item, flags) && PATHS.has(item.routeId))
      .map((item) => ({ routeId: item.routeId, path: PATHS.get(item.routeId) as string })),
  })).filter((category) => category.items.length > 0);
}
