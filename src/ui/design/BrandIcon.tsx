import { SOCIAL_ICON_NAMES, type SocialIconName } from '../../protocol/constants/socialLinks';
import { Icon } from './Icon';
import { BRAND_FALLBACK_ICON, type BrandIconName } from './iconNames';
import './brandIcons.css';

const KNOWN: ReadonlySet<string> = new Set(SOCIAL_ICON_NAMES);

/** The mark of a social link's iconName (SPEC 3): the brand when the site draws it, else a plain link. */
export function brandIconOf(iconName: string): BrandIconName {
  return KNOWN.has(iconName) ? `brand-${iconName as SocialIconName}` : BRAND_FALLBACK_ICON;
}

/**
 * A brand mark in the text colour, like every icon of the set (one colour
 * follows both themes and forced colours; brand colours would not). Its own
 * module so only the parts that draw social links load the marks' stylesheet.
 */
export function BrandIcon({ iconName, size }: { iconName: string; size?: number }) {
  return <Icon name={brandIconOf(iconName)} size={size} />;
}
