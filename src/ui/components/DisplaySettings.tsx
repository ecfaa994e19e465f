import { Icon } from '../design/Icon';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { useExclusiveOpen } from '../design/exclusive';

/**
 * The header button of the display settings (SPEC 3, per-user display
 * preferences) and its popover, an app fetched when first opened. One menu
 * or panel of the page open at a time (design/exclusive.ts).
 */
export function DisplaySettings({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useExclusiveOpen('display-settings');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [setOpen],
  );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`button button--ghost-on-dark${iconOnly ? ' icon-button' : ''}`}
        data-testid="display-settings-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // Named by this, not by its text: the text beside the icon gives way in narrow headers (layout.css, phone.css).
        aria-label={t('header.settings_button')}
        title={t('header.settings_button')}
        onClick={() => setOpen(!open)}
      >
        <Icon name="settings-2" size={20} />
        {!iconOnly && <span className="header-label">{t('header.settings_button')}</span>}
      </button>
      {open && <EmbeddedApp name="displaySettings" props={{ id: panelId, onClose: close, anchor: buttonRef }} loading={null} />}
    </>
  );
}
