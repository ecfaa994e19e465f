import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Badge } from '../../design/Badge';
import { Icon } from '../../design/Icon';
import type { IconName } from '../../design/iconNames';

export type PhonePanel = 'sports' | 'slip' | 'menu';

/**
 * The phone's bottom bar: the sports menu, live, casino, the slip with its
 * bet count and the menu, each a 44 px target within the thumb's reach.
 * Sports, slip and menu open their panel (a drawer or the bottom sheet);
 * live and casino are links.
 */
export function BottomNav({ lang, betCount, onOpen }: { lang: string; betCount: number; onOpen: (panel: PhonePanel) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('phone.nav')} data-testid="bottom-nav">
      <PanelButton icon="football" label={t('phone.sports')} testId="bottom-nav-sports" onClick={() => onOpen('sports')} />
      <NavLink to={`/${lang}/live`} className="bottom-nav__item" data-testid="bottom-nav-live">
        <Icon name="radio" />
        <span>{t('phone.live')}</span>
      </NavLink>
      <NavLink to={`/${lang}/slots`} className="bottom-nav__item" data-testid="bottom-nav-casino">
        <Icon name="dices" />
        <span>{t('phone.casino')}</span>
      </NavLink>
      <button
        type="button"
        className="bottom-nav__item"
        data-testid="bottom-nav-slip"
        aria-haspopup="dialog"
        onClick={() => onOpen('slip')}
      >
        <span className="bottom-nav__icon">
          <Icon name="ticket" />
          {betCount > 0 && (
            <Badge tone="accent" className="bottom-nav__count" data-testid="bottom-nav-slip-count" aria-hidden="true">
              {betCount}
            </Badge>
          )}
        </span>
        <span>{t('phone.slip')}</span>
        {/* The name says the count too; the badge only shows it. */}
        <span className="visually-hidden">{t('phone.slip_count', { count: betCount })}</span>
      </button>
      <PanelButton icon="menu" label={t('phone.menu')} testId="bottom-nav-menu" onClick={() => onOpen('menu')} />
    </nav>
  );
}

function PanelButton({ icon, label, testId, onClick }: { icon: IconName; label: string; testId: string; onClick: () => void }) {
  return (
    <button type="button" className="bottom-nav__item" data-testid={testId} aria-haspopup="dialog" onClick={onClick}>
      <Icon name={icon} />
      <span>{label}</span>
    </button>
  );
}
