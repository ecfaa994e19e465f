import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../components/useDialogFocus';

/**
 * A modal dialog of the live pages: labelled by its title, Escape or the
 * close button closes it, focus moves in and returns to what opened it, Tab
 * stays inside.
 */
export function LiveDialog({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, onClose, (root) => root.querySelector<HTMLElement>('.live-dialog__close'));
  return (
    <div className="live-dialog__backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} className="live-dialog" data-testid={testId}>
        <div className="live-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="live-dialog__close" aria-label={t('live.dialog.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="live-dialog__body">{children}</div>
      </div>
    </div>
  );
}
