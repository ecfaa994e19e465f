import { officeMenu } from '../../src/core/office';
import { CASHBACK_PROGRAMS } from '../../src/protocol/constants/cashback';
import { EXCHANGE_RATES, OFFICE_DEFAULTS } from '../../src/protocol/constants/office';
import type { OfficeSettings } from '../../src/protocol/schemas/office';
import { listAccounts } from '../auth/accounts';
import type { UserRow } from '../auth/users';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Queryable } from '../db/db';
import { clubPointsOf, gatheredPointsOf } from '../cashback';

/** SPEC 3's cashbackSetting is the sport program's terms (src/protocol/constants/cashback.ts); percent is 0 in points mode. */
function sportCashbackSetting(): OfficeSettings['cashbackSetting'] {
  const { reward } = CASHBACK_PROGRAMS.sport;
  return reward.mode === 'percent' ? { mode: 'percent', percent: reward.percent } : { mode: 'points', percent: 0 };
}

/**
 * The office settings of SPEC 3 for one player, with the menu: the user
 * config's parts (disallowed sports, mailing, convert setting), the accounts'
 * points, the operator's switches (OFFICE_DEFAULTS), the site config's
 * identification switch and first-deposit bonus, and the sports list.
 */
export async function officeSettingsOf(db: Queryable, user: UserRow): Promise<OfficeSettings> {
  const [accounts, config, sports, points, gathered] = await Promise.all([
    listAccounts(db, user),
    readSiteConfig(db, { country: user.country_code, lang: undefined }),
    db.query<{ id: number; name_en: string }>('SELECT id, name_en FROM live_sport WHERE NOT is_cyber ORDER BY sort_order, id'),
    // Club points are the cashback job's (server/cashback): points are not money, so not an account's.
    clubPointsOf(db, user.id),
    gatheredPointsOf(db, user.id),
  ]);
  const site = config.ok ? config.config : null;
  const main = accounts.all_accounts.find((a) => a.id === accounts.mainAccount) ?? null;
  const flags = {
    identificationEnabled: site?.isShowIdentification ?? false,
    showPromoCodeCheck: OFFICE_DEFAULTS.showPromoCodeCheck,
    showWallets: OFFICE_DEFAULTS.showWallets,
    showClubPoints: OFFICE_DEFAULTS.showClubPoints,
  };
  const sportList = sports.map((s) => ({ sportId: s.id, name: s.name_en }));
  return {
    commonSettings: { currency: main?.iso ?? null, country: user.country_code, hideBalance: user.hide_balance },
    otherSettings: {},
    notificationSettings: {
      enable_mail_news: user.enable_mail_news,
      enable_mail_deposit: user.enable_mail_deposit,
      enable_mail_bets: user.enable_mail_bets,
      enable_sms_news: user.enable_sms_news,
    },
    cashbackSetting: sportCashbackSetting(),
    bonusSetting: { choice: user.bonus_choice },
    firstDepositBonusSetting: {
      available: accounts.isFirstDepositBonusAvailable,
      percent: site?.firstDepositBonusSetting?.percent ?? null,
    },
    pointsAccumulated: gathered,
    availableCurrencies: accounts.available_currencies,
    sports: sportList,
    lineSports: sportList,
    liveSports: sportList,
    lineDisallowSports: user.disallow_line_sport,
    liveDisallowSports: user.disallow_live_sport,
    showFavoriteTeams: OFFICE_DEFAULTS.showFavoriteTeams,
    showPromoCodeCheck: flags.showPromoCodeCheck,
    showWallets: flags.showWallets,
    clubPoints: points,
    showClubPoints: flags.showClubPoints,
    walletAttributes: { titleKey: OFFICE_DEFAULTS.walletTitleKey },
    promoSetting: { promoCodeCheckSection: { isAvailable: flags.showPromoCodeCheck } },
    menuCategories: officeMenu(flags).map((c) => ({ id: c.id, items: c.items.map((i) => ({ routeId: i.routeId, path: i.path })) })),
    menuUserData: { id: user.id, login: user.login, name: user.user_name, email: user.email ?? '' },
    convertAccount: user.convert_account,
    exchangeRates: { ...EXCHANGE_RATES },
  };
}
