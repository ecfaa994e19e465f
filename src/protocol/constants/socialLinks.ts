// Apart from the config schema (src/protocol/schemas/siteConfig.ts reads it): the header's tiny check of where the
// links go reads these numbers without pulling the schema library into the first load.

/**
 * Where a social link of the site config is drawn (SPEC 3 "Social link:
 * placementTypeId"). The numbers are the operator's; a link with a number
 * not listed here is kept in the config and drawn nowhere.
 */
export const SOCIAL_PLACEMENT = {
  footer: 1,
  header: 2,
} as const;
export type SocialPlacementId = (typeof SOCIAL_PLACEMENT)[keyof typeof SOCIAL_PLACEMENT];

/**
 * The icon names (SPEC 3 "iconName") the site draws with a brand mark; any
 * other name gets a plain link icon, so an operator's new network still shows.
 */
export const SOCIAL_ICON_NAMES = ['telegram', 'x', 'facebook', 'instagram', 'youtube', 'vk', 'tiktok', 'whatsapp'] as const;
export type SocialIconName = (typeof SOCIAL_ICON_NAMES)[number];
