import type { OfficeMenu } from '../../../protocol/schemas/office';

/**
 * The address of an office page by its route id, in the player's language,
 * from the menu the server sent (each item carries its path: the UI never
 * reads the route table); null when the menu has no such page.
 */
export function officeHref(menu: OfficeMenu | null, lang: string, routeId: string): string | null {
  for (const category of menu ?? []) for (const item of category.items) if (item.routeId === routeId) return `/${lang}/${item.path}`;
  return null;
}

/** The menu item a route belongs to: the office's own address is its account page. */
export const menuRouteOf = (routeId: string): string => (routeId === 'office' ? 'officeAccount' : routeId);
