import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../components/useDialogFocus';
import './session.css';

/**
 * A modal dialog: labelled, Escape closes, focus moves into it once, Tab
 * stays inside it, and focus goes back where it was when it closes.
 */
export function Modal(props: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, props.onClose, (root) => root.querySelector<HTMLElement>('input, select, button:not(.session-modal__close)'));
  return (
    <div className="session-modal__backdrop">
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} className="session-modal" data-testid={props.testId}>
        <div className="session-modal__head">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="session-modal__close" aria-label={t('session.common.close')} onClick={props.onClose}>
            ×
          </button>
        </div>
        {props.children}
      </div>
    </div>
  );
}
