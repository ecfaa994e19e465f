import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './session.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled, Escape closes, focus moves into it once, Tab
 * stays inside it, and focus goes back where it was when it closes.
 */
export function Modal(props: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Callers pass a new arrow each render: the effect must not re-run (and steal focus) for that.
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector<HTMLElement>('input, select, button:not(.session-modal__close)')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onClose.current();
      if (event.key !== 'Tab' || !box.current) return;
      const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const inside = box.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, []);
  return (
    <div className="session-modal__backdrop">
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} className="session-modal" data-testid={props.testId}>
        <div className="session-modal__head">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="session-modal__close" aria-label={t('session.common.close')} onClick={() => onClose.current()}>
            ×
          </button>
        </div>
        {props.children}
      </div>
    </div>
  );
}
