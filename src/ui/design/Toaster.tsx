import * as Toast from '@radix-ui/react-toast';
import { Icon } from './Icon';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toastStore';
import './toast.css';

/**
 * The page's notices as Radix toasts: announced politely (an error
 * assertively), each gone after a while or by its close button, by Escape
 * once focused (F8 jumps to them), or by a swipe on a phone.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <Toast.Provider duration={6000} label={t('design.notifications')} swipeDirection="down">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={`toast toast--${toast.tone}`}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          data-testid={toast.testId}
        >
          <Toast.Description className="toast__text">{toast.text}</Toast.Description>
          <Toast.Close className="button button--ghost icon-button button--sm toast__close" aria-label={t('design.dismiss')}>
            <Icon name="x" size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
