import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HEADER_NAV } from '../../../protocol/routes';
import { EmbeddedApp } from '../../apps/EmbeddedApp';
import { useOpenLinks } from '../../components/useOpenLinks';
import { Button } from '../../design/Button';
import { Modal } from '../../design/Modal';
import type { PhonePanel } from './BottomNav';

/**
 * The panel the bottom bar opened, on the design system's modal: the slip as
 * a bottom sheet, the sports menu as a drawer from the start side, the menu
 * (the header's sections, which the phone's header does not show) from the end.
 */
export function PhonePanels(props: { lang: string; panel: PhonePanel; onSwitch: (panel: PhonePanel) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang, panel, onClose } = props;
  if (panel === 'slip')
    return (
      <Modal title={t('phone.slip_title')} variant="sheet" testId="phone-slip-sheet" onClose={onClose} initialFocus={null}>
        <EmbeddedApp name="slip" props={{ lang }} />
      </Modal>
    );
  if (panel === 'sports')
    return (
      <Modal title={t('phone.sports_title')} variant="drawer-start" testId="phone-sports-drawer" onClose={onClose} initialFocus={null}>
        <EmbeddedApp name="sportsMenu" props={{ lang }} />
      </Modal>
    );
  return (
    <Modal title={t('phone.menu_title')} variant="drawer-end" testId="phone-menu-drawer" onClose={onClose} initialFocus={null}>
      <MenuLinks lang={lang} onSports={() => props.onSwitch('sports')} />
    </Modal>
  );
}

function MenuLinks({ lang, onSports }: { lang: string; onSports: () => void }) {
  const { t } = useTranslation();
  const sections = useOpenLinks(lang, HEADER_NAV);
  return (
    <nav aria-label={t('app.main_navigation')} className="phone-menu">
      <Button variant="secondary" className="phone-menu__sports" data-testid="phone-menu-sports" onClick={onSports}>
        {t('phone.open_sports')}
      </Button>
      <ul className="phone-menu__links">
        <li>
          <NavLink to={`/${lang}`} end>
            {t('app.home')}
          </NavLink>
        </li>
        {sections.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to}>{t(`shell.nav.${s.label}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
