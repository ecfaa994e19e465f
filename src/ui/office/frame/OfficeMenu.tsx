import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MenuUserData, OfficeMenu as OfficeMenuData } from '../../../protocol/schemas/office';
import { menuRouteOf, officeHref } from './officeHref';

interface Props {
  readonly lang: string;
  readonly routeId: string;
  readonly menu: OfficeMenuData;
  readonly user: MenuUserData | null;
}

/**
 * The office menu (SPEC menuCategories, menuUserData): the player's name,
 * e-mail and id, then each category's pages as links, the page on screen
 * marked (aria-current). Links are in the tab order; on a phone the list
 * gives way to one select that goes to the chosen page (frame.css).
 */
export function OfficeMenu({ lang, routeId, menu, user }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selectId = useId();
  const current = menuRouteOf(routeId);
  const entries = menu.flatMap((c) =>
    c.items.map((i) => ({ category: c.id, routeId: i.routeId, href: officeHref(menu, lang, i.routeId) })),
  );
  const go = (event: ChangeEvent<HTMLSelectElement>) => {
    const href = officeHref(menu, lang, event.target.value);
    if (href) void navigate(href);
  };
  return (
    <nav className="office-menu" aria-label={t('officeFrame.menu.title')} data-testid="office-menu">
      {user && (
        <div className="office-menu__user" data-testid="office-user">
          <strong className="office-menu__name">{user.name || user.login}</strong>
          {user.email && <span className="office-menu__email">{user.email}</span>}
          <span className="office-menu__id">{t('officeFrame.menu.player_id', { id: user.id })}</span>
        </div>
      )}
      <div className="office-menu__select">
        <label htmlFor={selectId}>{t('officeFrame.menu.go_to')}</label>
        <select id={selectId} value={current} onChange={go} data-testid="office-menu-select">
          {menu.map((category) => (
            <optgroup key={category.id} label={t(`officeFrame.menu.category.${category.id}`)}>
              {category.items.map((item) => (
                <option key={item.routeId} value={item.routeId}>
                  {t(`officeFrame.menu.item.${item.routeId}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="office-menu__list">
        {menu.map((category) => (
          <section key={category.id} className="office-menu__category" aria-labelledby={`${selectId}-${category.id}`}>
            <h2 id={`${selectId}-${category.id}`} className="office-menu__category-title">
              {t(`officeFrame.menu.category.${category.id}`)}
            </h2>
            <ul>
              {entries
                .filter((e) => e.category === category.id && e.href !== null)
                .map((e) => (
                  <li key={e.routeId}>
                    <Link
                      to={e.href as string}
                      className="office-menu__link"
                      aria-current={e.routeId === current ? 'page' : undefined}
                      data-testid={`office-menu-${e.routeId}`}
                    >
                      {t(`officeFrame.menu.item.${e.routeId}`)}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
