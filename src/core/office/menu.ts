import { OFFICE_MENU, type OfficeMenuItemDef } from '../../protocol/constants/office';

/** The switches the menu's optional items depend on (the office settings and the site's identification switch). */
export interface OfficeMenuFlags {
  readonly identificationEnabled: boolean;
  readonly showPromoCodeCheck: boolean;
  readonly showWallets: boolean;
  readonly showClubPoints: boolean;
}

export interface OfficeMenuCategory {
  readonly id: string;
  readonly items: readonly { readonly routeId: string }[];
}

const shown = (item: OfficeMenuItemDef, flags: OfficeMenuFlags): boolean => (item.when === undefined ? true : flags[item.when]);

/**
 * The office menu a player gets (SPEC menuCategories): OFFICE_MENU without
 * the items whose switch is off (identification only when the site enables
 * it, as its route guard does), and without categories left empty.
 */
export function officeMenu(flags: OfficeMenuFlags): readonly OfficeMenuCategory[] {
  return OFFICE_MENU.map((category) => ({
    id: category.id,
    items: category.items.filter((item) => shown(item, flags)).map((item) => ({ routeId: item.routeId })),
  })).filter((category) => category.items.length > 0);
}
