import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaModal } from './CaptchaModal';
import { CredentialsModal } from './CredentialsModal';
import { LoginModal } from './LoginModal';
import { Modal } from '../design/Modal';
import { LimitsTimersPart } from '../limits/timers/LimitsTimersPart';
import './session.css';
import { RecoveryModal } from './RecoveryModal';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationGate } from './RegistrationGate';
import { SignOutNotice } from './SignOutNotice';

/** Which of the session's dialogs the header opens, with what it needs. */
export type SessionDialogProps =
  | ({ readonly dialog: 'login' } & ComponentProps<typeof LoginModal>)
  | { readonly dialog: 'registration'; readonly lang: string; readonly onClose: () => void }
  | ({ readonly dialog: 'recovery' } & ComponentProps<typeof RecoveryModal>)
  | ({ readonly dialog: 'captcha' } & ComponentProps<typeof CaptchaModal>)
  | ({ readonly dialog: 'credentials' } & ComponentProps<typeof CredentialsModal>)
  | { readonly dialog: 'signOutNotice' }
  /** The reality check and the session limit's notice (src/ui/limits/timers): here so they add no app to the first load. */
  | { readonly dialog: 'limits'; readonly lang: string };

/**
 * The session's dialogs (sign-in, registration, recovery, captcha, new
 * credentials) and the notice that a break the player started signed them out: their forms are fetched the first time one opens, so a page
 * where nobody signs in does not download them.
 */
export function SessionDialog(props: SessionDialogProps) {
  const { t } = useTranslation();
  switch (props.dialog) {
    case 'login': {
      const { dialog: _, ...login } = props;
      return <LoginModal {...login} />;
    }
    case 'registration':
      return (
        <Modal title={t('session.register.title')} onClose={props.onClose} testId="registration-modal">
          <RegistrationGate lang={props.lang}>
            <RegistrationForm lang={props.lang} onRegistered={props.onClose} />
          </RegistrationGate>
        </Modal>
      );
    case 'recovery':
      return <RecoveryModal onClose={props.onClose} onLogin={props.onLogin} />;
    case 'captcha':
      return <CaptchaModal captcha={props.captcha} lang={props.lang} />;
    case 'credentials':
      return <CredentialsModal credentials={props.credentials} />;
    case 'signOutNotice':
      return <SignOutNotice />;
    case 'limits':
      return <LimitsTimersPart lang={props.lang} />;
  }
}
