import type { AppModule } from '../apps/contract';
import { framePages } from '../office/frame/framed';
import { DeducePage } from './DeducePage';
import { HistoryPage } from './HistoryPage';
import { OnpayPage, OnpayWithdrawPage } from './OnpayPage';
import { CreateRequestPage, PaymentRequestsPage } from './PaymentRequestsPage';
import { RechargePage } from './RechargePage';
import { WalletPage } from './WalletPage';

/** The wallet app: deposits, withdrawals, the money history, payment requests and the provider's return pages. */
export const app: AppModule = {
  // The office's pages of the wallet sit in the office frame (its menu around them); /recharge and the onpay pages do not.
  pages: framePages(
    {
      recharge: RechargePage,
      officeRecharge: RechargePage,
      officeDeduce: DeducePage,
      officeWithdrawal: DeducePage,
      officeHistoryPay: HistoryPage,
      officePaymentRequests: PaymentRequestsPage,
      officePaymentCreateRequest: CreateRequestPage,
      officePaymentCreateRequestTopic: CreateRequestPage,
      officePaymentCreateRequestSubTopic: CreateRequestPage,
      officePaymentTransactions: CreateRequestPage,
      officePaymentTransaction: CreateRequestPage,
      onpaySuccess: OnpayPage,
      onpayFail: OnpayPage,
      onpayPending: OnpayPage,
      onpayCancel: OnpayPage,
      onpayWithdrawSuccess: OnpayWithdrawPage,
      onpayWithdrawFail: OnpayWithdrawPage,
      onpayWithdrawPending: OnpayWithdrawPage,
      onpayWithdrawCancel: OnpayWithdrawPage,
    },
    (routeId) => routeId.startsWith('office'),
  ),
  otherPages: WalletPage,
};
