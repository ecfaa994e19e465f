/**
 * The office's data (SPEC 2 Office, SPEC 3 Office settings and User config):
 * the menu's categories in order, what converting an account means, the
 * exchange rates a transfer between currencies uses and the defaults of the
 * office settings. The server serves them (GET /web-api/office/settings); the
 * core decides with them; the UI only paints what it is given.
 */

/** One item of the office menu: a route of the office (its id in src/protocol/routes.ts). */
export interface OfficeMenuItemDef {
  readonly routeId: string;
  /** Shown only when this office setting (or site switch) is on. */
  readonly when?: 'identificationEnabled' | 'showPromoCodeCheck' | 'showWallets' | 'showClubPoints';
}

export interface OfficeMenuCategoryDef {
  readonly id: string;
  readonly items: readonly OfficeMenuItemDef[];
}

/** The office menu (SPEC "Office menu: menuCategories"), in the order it is drawn. */
export const OFFICE_MENU: readonly OfficeMenuCategoryDef[] = [
  {
    id: 'account',
    items: [
      { routeId: 'officeAccount' },
      { routeId: 'officeTransfers' },
      { routeId: 'officeWallets', when: 'showWallets' },
      { routeId: 'officeCashback' },
      { routeId: 'officePromoCode', when: 'showPromoCodeCheck' },
    ],
  },
  {
    id: 'payments',
    items: [
      { routeId: 'officeRecharge' },
      { routeId: 'officeDeduce' },
      { routeId: 'officeHistoryPay' },
      { routeId: 'officePaymentRequests' },
    ],
  },
  {
    id: 'bets',
    items: [{ routeId: 'officeHistory' }, { routeId: 'officeCasinoHistory' }, { routeId: 'officePaycheck' }],
  },
  {
    id: 'bonuses',
    items: [
      { routeId: 'officeBonusesDeposit' },
      { routeId: 'officeBonusesWager' },
      { routeId: 'officePromotion' },
      { routeId: 'officeRewards' },
      { routeId: 'officeVipCashback' },
      { routeId: 'officePremiumCashback' },
    ],
  },
  {
    id: 'profile',
    items: [
      { routeId: 'officePersonalData' },
      { routeId: 'officeSecurity' },
      { routeId: 'officeSettings' },
      { routeId: 'officeMailing' },
      { routeId: 'officeVerification' },
      { routeId: 'officeIdentification', when: 'identificationEnabled' },
      { routeId: 'officeQrLogin' },
    ],
  },
  {
    id: 'responsible',
    items: [{ routeId: 'officeResponsible' }],
  },
  {
    id: 'help',
    items: [
      { routeId: 'officeMessages' },
      { routeId: 'officeSupport' },
      { routeId: 'officeManager' },
      { routeId: 'officeShareIdea' },
      { routeId: 'officeBringFriend' },
      { routeId: 'officePartnerProgram' },
    ],
  },
];

/**
 * User config's convert value (SPEC 3): which account's money may be
 * converted into another currency, i.e. be the source of a transfer between
 * currencies: 0 none, 1 the main account, 2 an additional (currency) account.
 */
export const CONVERT_ACCOUNT = { none: 0, main: 1, additional: 2 } as const;
export type ConvertAccount = (typeof CONVERT_ACCOUNT)[keyof typeof CONVERT_ACCOUNT];

/**
 * Exchange rates for transfers between currencies: how many minor units of
 * the target one minor unit of the source is worth, as a decimal string
 * scaled by RATE_SCALE (integer arithmetic only: 1 EUR = 1.08 USD is
 * 108_000_000 at scale 1e8). A pair missing here cannot be converted.
 */
export const RATE_SCALE = 100_000_000;
export const EXCHANGE_RATES: Readonly<Record<string, number>> = {
  'EUR:USD': 108_000_000,
  'USD:EUR': 92_000_000,
  'EUR:GBP': 85_000_000,
  'GBP:EUR': 117_000_000,
  'USD:GBP': 79_000_000,
  'GBP:USD': 126_000_000,
  'RUB:EUR': 1_000_000,
  'EUR:RUB': 9_800_000_000,
  'RUB:USD': 1_100_000,
  'USD:RUB': 9_000_000_000,
  'RUB:GBP': 900_000,
  'GBP:RUB': 11_500_000_000,
};

/** The smallest transfer, in minor units of the source. */
export const TRANSFER_MIN_MINOR = 1;

/** The office's read of the player's transfers: the newest this many. */
export const TRANSFER_HISTORY_LIMIT = 50;

/** Cashback modes (SPEC 3). */
export const CASHBACK_MODES = ['points', 'percent'] as const;
export type CashbackMode = (typeof CASHBACK_MODES)[number];

/**
 * The operator's office switches (SPEC 3 Office settings) until a site-config
 * group carries them: what the office shows. The cashback terms are the
 * programs' (src/protocol/constants/cashback.ts).
 */
export const OFFICE_DEFAULTS = {
  showFavoriteTeams: true,
  showPromoCodeCheck: true,
  showWallets: true,
  showClubPoints: false,
  /** The i18n key of the wallets list's title (SPEC walletAttributes "title key"). */
  walletTitleKey: 'officeFrame.wallets.title',
} as const;
