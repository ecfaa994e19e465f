import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../../components/useDialogFocus';

/**
 * A modal dialog of "my bets": labelled by its title, Escape or the close
 * button closes it, focus moves to its first field and returns to what
 * opened it, Tab stays inside.
 */
export function Dialog({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, onClose, (root) => root.querySelector<HTMLElement>('input, .my-bets-dialog__body button'));
  return (
    <div className="my-bets-dialog__backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} className="my-bets-dialog" data-testid={testId}>
        <div className="my-bets-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="my-bets-dialog__close" aria-label={t('myBets.dialog.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="my-bets-dialog__body">{children}</div>
      </div>
    </div>
  );
}
