import type { AppModule } from '../apps/contract';
import { RegistrationPage } from './RegistrationPage';
import { ConfirmTermsPage, UserAccountVerifyPage, UserActivatePage, UserPasswordResetPage, UserStopNewsletterPage } from './UserPages';

/** The pages of the user routes (links from e-mails), the registration page and the terms confirmation. */
export const app: AppModule = {
  pages: {
    registration: RegistrationPage,
    confirmTerms: ConfirmTermsPage,
    userAccountVerify: UserAccountVerifyPage,
    userActivate: UserActivatePage,
    userPasswordReset: UserPasswordResetPage,
    userStopNewsletter: UserStopNewsletterPage,
  },
};
