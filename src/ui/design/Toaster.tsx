import * as Toast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toastStore';
import './toast.css';

/**
 * The page's notices as Radix toasts: announced politely (an error
 * assertively), each gone after a while or by its close button, by Escape
 * once focused (F8 jumps to them), or by a swipe on a phone. `children`:
 * more toasts in the same region (the shared notifications queue), so the
 * site has one notification surface.
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  // SPEC 8's title and confirm button are the notifications area's texts (fetched with this app); without them, none.
  const text = (key: string | undefined) => (key ? t(key, { defaultValue: '' }) : '');
  return (
    <Toast.Provider duration={6000} label={t('design.notifications')} swipeDirection="down">
      {children}
      {toasts.map((toast) => {
        const title = text(toast.titleKey);
        const confirm = text(toast.confirmKey);
        return (
          <Toast.Root
            key={toast.id}
            className={`toast toast--${toast.tone}`}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && dismissToast(toast.id)}
            data-testid={toast.testId}
          >
            <div className="toast__text">
              {title && <Toast.Title className="toast__title">{title}</Toast.Title>}
              <Toast.Description>{toast.text}</Toast.Description>
            </div>
            {confirm && (
              <Toast.Close className="button button--sm toast__confirm" data-testid="toast-confirm">
                {confirm}
              </Toast.Close>
            )}
            <Toast.Close className="button button--ghost icon-button button--sm toast__close" aria-label={t('design.dismiss')}>
              <Icon name="x" size={16} />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
