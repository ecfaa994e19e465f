import { useTranslation } from 'react-i18next';
import type { SiteConfigProjection } from '../../protocol/api';
import { SOCIAL_PLACEMENT } from '../../protocol/constants/socialLinks';
import type { SocialLink } from '../../protocol/schemas/siteConfig';
import { useProjectionSelector } from '../core-access/coreContext';
import { BrandIcon } from '../design/BrandIcon';
import './socialLinks.css';

type Placement = keyof typeof SOCIAL_PLACEMENT;

const NONE: readonly SocialLink[] = [];
// Module-level selectors, one per placement: the runtime memoises a selector's output per projection value.
const SELECT: Readonly<Record<Placement, (site: SiteConfigProjection) => readonly SocialLink[]>> = {
  footer: (site) => linksAt(site, SOCIAL_PLACEMENT.footer),
  header: (site) => linksAt(site, SOCIAL_PLACEMENT.header),
};

function linksAt(site: SiteConfigProjection, placementTypeId: number): readonly SocialLink[] {
  if (site.status !== 'ready') return NONE;
  const links = site.config.socialLinks?.filter((l) => l.placementTypeId === placementTypeId) ?? NONE;
  return links.length === 0 ? NONE : links;
}

/**
 * The operator's social links of one placement (SPEC 3), from the site config
 * in the order it lists them: each a link named by the network (its mark is
 * decorative), opened in a new tab without handing the site's window to the
 * other site (noopener) or telling it where the visitor came from
 * (noreferrer). Nothing at all when the config places none here.
 */
export function SocialLinks({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  const links = useProjectionSelector('siteConfig', SELECT[placement]) ?? NONE;
  if (links.length === 0) return null;
  return (
    <nav
      aria-label={t('footer.social_label')}
      className={`social-links social-links--${placement}`}
      data-testid={`social-links-${placement}`}
    >
      <ul>
        {links.map((link) => (
          <li key={`${link.iconName}|${link.link}`}>
            <a
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              className="social-links__link"
              aria-label={link.name}
              title={link.name}
              data-testid={`social-link-${link.iconName}`}
            >
              <BrandIcon iconName={link.iconName} size={placement === 'header' ? 16 : 20} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's placement, the part of the headerSocial app (the header has no props to give it). */
export function HeaderSocialLinks() {
  return <SocialLinks placement="header" />;
}
