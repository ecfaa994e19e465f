import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from './Icon';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './modal.css';

export type ModalVariant = 'dialog' | 'sheet' | 'drawer-start' | 'drawer-end';

/**
 * A modal dialog (Radix Dialog): labelled by its title, focus moves in (to
 * the first field of its body unless `initialFocus` says where) and stays
 * inside, Escape or the close button or a click on the backdrop closes it,
 * and focus returns to what opened it. A dialog that is not `dismissible`
 * (one the player must answer, such as a reality check) has no close button
 * and ignores Escape and the backdrop: only its own buttons end it.
 * `sheet` slides up from the bottom
 * (the phone's bet slip), `drawer-start` / `drawer-end` from a side (side
 * menus), mirrored in right-to-left.
 */
export function Modal({
  title,
  onClose,
  children,
  testId,
  variant = 'dialog',
  size = 'md',
  initialFocus = 'input, select, textarea, button',
  closeLabel,
  hideTitle = false,
  footer,
  dismissible = true,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  variant?: ModalVariant;
  size?: 'sm' | 'md' | 'lg';
  /** A selector within the body for the first focus; null leaves it to the dialog itself. */
  initialFocus?: string | null;
  closeLabel?: string;
  hideTitle?: boolean;
  footer?: ReactNode;
  dismissible?: boolean;
}) {
  const { t } = useTranslation();
  // Opened by state, not by a Radix trigger: what had focus when it opened gets it back when it closes.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`modal-overlay modal-overlay--${variant}`} />
        <Dialog.Content
          className={`modal modal--${variant} modal--${size}`}
          data-testid={testId}
          aria-describedby={undefined}
          onEscapeKeyDown={dismissible ? undefined : (event) => event.preventDefault()}
          onPointerDownOutside={dismissible ? undefined : (event) => event.preventDefault()}
          onInteractOutside={dismissible ? undefined : (event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            if (initialFocus === null) return;
            const content = event.currentTarget as HTMLElement | null;
            const first = content?.querySelector<HTMLElement>(`.modal__body :is(${initialFocus}):not([disabled])`);
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected && opener !== document.body) opener.focus();
          }}
        >
          <div className="modal__head">
            <Dialog.Title className={hideTitle ? 'visually-hidden' : 'modal__title'}>{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close className="button button--ghost icon-button modal__close" aria-label={closeLabel ?? t('design.close')}>
                <Icon name="x" size={20} />
              </Dialog.Close>
            )}
          </div>
          <div className="modal__body">{children}</div>
          {footer && <div className="modal__foot">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
