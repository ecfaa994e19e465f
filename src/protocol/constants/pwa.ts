/**
 * The installable app (SPEC 1 "a progressive web app", SPEC 9 icon sizes):
 * what the manifest, the page's head and the icon generator read alike.
 */

/** SPEC 9: the apple-touch icon sizes; the manifest lists the same files. */
export const APP_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;
/** Maskable icons (full-bleed background, mark inside the safe zone) for the platforms that cut their own shape. */
export const MASKABLE_ICON_SIZES = [192, 512] as const;

export const appIconPath = (size: number): string => `/icons/icon-${size}.png`;
export const maskableIconPath = (size: number): string => `/icons/maskable-${size}.png`;

/** The install dialog's screenshots: a wide one for desktops, a narrow one for phones. */
export const APP_SCREENSHOTS = [
  { src: '/icons/screenshot-wide.png', sizes: '1280x720', form_factor: 'wide' },
  { src: '/icons/screenshot-narrow.png', sizes: '390x844', form_factor: 'narrow' },
] as const;

/** The header's dark band, for the manifest's splash screen and the browser's UI around the app. */
export const APP_THEME_COLOR = '#10151f';
export const APP_BACKGROUND_COLOR = '#10151f';

/** SPEC 9: the app-version check runs 60 s after the app starts; then hourly while the tab stays open. */
export const APP_VERSION_CHECK_MS = { first: 60_000, every: 3_600_000 } as const;
