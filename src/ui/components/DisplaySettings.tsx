import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbeddedApp } from '../apps/EmbeddedApp';

/**
 * The header button and the popover it opens (SPEC 3, per-user display
 * preferences); the popover is its own app, fetched when first opened.
 */
export function DisplaySettings() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    // A click elsewhere closes the popover without stealing focus from what was clicked.
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (anchorRef.current && event.target instanceof Node && !anchorRef.current.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, close]);

  return (
    <div className="settings-anchor" ref={anchorRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button"
        data-testid="display-settings-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        <span aria-hidden="true" className="button-icon">
          ⚙
        </span>
        {t('header.settings_button')}
      </button>
      {open && <EmbeddedApp name="displaySettings" props={{ id: panelId, onClose: () => close(true) }} />}
    </div>
  );
}
