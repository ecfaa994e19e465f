import type { AppModule } from '../apps/contract';
import type { PartProps } from '../apps/parts';
import { HeaderSession } from './HeaderSession';
import { RegistrationPage } from './RegistrationPage';
import { ConfirmTermsPage, UserAccountVerifyPage, UserActivatePage, UserPasswordResetPage, UserStopNewsletterPage } from './UserPages';

/**
 * Sign-in and registration (issue 4): the header's session controls with
 * their modals (login, registration, recovery, captcha), and the pages of the
 * user routes and the registration page.
 */
export const app: AppModule<PartProps['session']> = {
  Part: HeaderSession,
  pages: {
    registration: RegistrationPage,
    confirmTerms: ConfirmTermsPage,
    userAccountVerify: UserAccountVerifyPage,
    userActivate: UserActivatePage,
    userPasswordReset: UserPasswordResetPage,
    userStopNewsletter: UserStopNewsletterPage,
  },
};
