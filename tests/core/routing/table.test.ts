import { describe, expect, it } from 'vitest';
import { BLOCK_REASON_ROUTES, REDIRECTS, ROUTES } from '../../../src/protocol/routes';
import { resolveRoute, type Resolution } from '../../../src/core/routing/resolve';
import { makeEnv, url, VISITORS, type VisitorName } from './fixtures';

/**
 * The route table of SPEC section 2, answered for four visitors: a guest, a
 * signed-in player, a banned player (ban level 45, ban version 2) and a guest
 * on the VIP domain of a site that requires signing in there
 * (isMainVipDomainAuthNeed on). Every expectation is written out by hand from
 * SPEC 2, 5 and 6, never derived from the guard data it checks: a wrong guard,
 * group or redirect in src/protocol/routes.ts makes a row fail.
 *
 *   'page'   the route's own page
 *   'login'  the login dropdown opens and the visitor goes to the language root (loginRequired;
 *            the site leaves loginRequiredTarget at 'home', signIn.test.ts covers the others)
 *   '404'    the 404 page;  '500' the general error page with status 500
 *   '→/x'    a redirect to /x
 *
 * The site enables every optional route (available-routes numbers), the
 * payment page needs sign-in (isShowPaymentPageOnlyAuth), registration and
 * identification are on, promoBonusToOffer is off, it is not production.
 */
type Answer = string;
type Row = readonly [routeId: string, path: string, guest: Answer, signedIn: Answer, banned: Answer, vipGuest: Answer];

// prettier-ignore
const TABLE: readonly Row[] = [
  ['home',                               '/en',                                         'page',       'page',       '→/en/block', 'login'],
  ['bettingSection',                     '/en/line',                                    'page',       'page',       '→/en/block', 'login'],
  ['bettingMenuSection',                 '/en/line/v-menusection',                      'page',       'page',       '→/en/block', 'login'],
  ['bettingSport',                       '/en/line/v-menusection/v-sport',              'page',       'page',       '→/en/block', 'login'],
  ['bettingChamp',                       '/en/line/v-menusection/v-sport/v-champ',      'page',       'page',       '→/en/block', 'login'],
  ['bettingGame',                        '/en/line/v-menusection/v-sport/v-champ/v-game',
                                                                                        'page',       'page',       '→/en/block', 'login'],
  ['betsOnYour',                         '/en/betsonyour/a/b',                          'page',       'page',       '→/en/block', 'login'],
  ['topGame',                            '/en/topgame/a/b',                             'page',       'page',       '→/en/block', 'login'],
  ['marble',                             '/en/marble/a/b',                              'page',       'page',       '→/en/block', 'login'],
  ['ufc',                                '/en/ufc/a/b',                                 'page',       'page',       '→/en/block', 'login'],
  ['politics',                           '/en/politics/a/b',                            'page',       'page',       '→/en/block', 'login'],
  ['team',                               '/en/team/v-section/v-team',                   'page',       'page',       '→/en/block', 'login'],
  ['teamGame',                           '/en/team/v-section/v-team/v-game',            'page',       'page',       '→/en/block', 'login'],
  ['champHome',                          '/en/champ',                                   'page',       'page',       '→/en/block', 'login'],
  ['champGame',                          '/en/champ/game/v-game',                       'page',       'page',       '→/en/block', 'login'],
  ['champFinal',                         '/en/champ/final',                             'page',       'page',       '→/en/block', 'login'],
  ['eplHome',                            '/en/epl',                                     'page',       'page',       '→/en/block', 'login'],
  ['eplGame',                            '/en/epl/game/v-game',                         'page',       'page',       '→/en/block', 'login'],
  ['eplFinal',                           '/en/epl/final',                               'page',       'page',       '→/en/block', 'login'],
  ['laligaHome',                         '/en/laliga',                                  'page',       'page',       '→/en/block', 'login'],
  ['laligaGame',                         '/en/laliga/game/v-game',                      'page',       'page',       '→/en/block', 'login'],
  ['laligaFinal',                        '/en/laliga/final',                            'page',       'page',       '→/en/block', 'login'],
  ['europaleagueHome',                   '/en/europaleague',                            'page',       'page',       '→/en/block', 'login'],
  ['europaleagueGame',                   '/en/europaleague/game/v-game',                'page',       'page',       '→/en/block', 'login'],
  ['europaleagueFinal',                  '/en/europaleague/final',                      'page',       'page',       '→/en/block', 'login'],
  ['iplHome',                            '/en/ipl',                                     'page',       'page',       '→/en/block', 'login'],
  ['iplGame',                            '/en/ipl/game/v-game',                         'page',       'page',       '→/en/block', 'login'],
  ['iplFinal',                           '/en/ipl/final',                               'page',       'page',       '→/en/block', 'login'],
  ['multi',                              '/en/multi',                                   'page',       'page',       '→/en/block', 'login'],
  ['champs',                             '/en/champs/v-champid',                        'page',       'page',       '→/en/block', 'login'],
  ['toto',                               '/en/toto/v-totosection',                      'page',       'page',       '→/en/block', 'login'],
  ['totoDraw',                           '/en/toto/v-totosection/draw',                 'page',       'page',       '→/en/block', 'login'],
  ['totoNext',                           '/en/toto/v-totosection/next',                 'page',       'page',       '→/en/block', 'login'],
  ['totoCoupons',                        '/en/toto/v-totosection/coupons',              'page',       'page',       '→/en/block', 'login'],
  ['totoDraws',                          '/en/toto/v-totosection/draws',                'page',       'page',       '→/en/block', 'login'],
  ['totoNominees',                       '/en/toto/v-totosection/nonimees',             'page',       'page',       '→/en/block', 'login'],
  ['totoFrame',                          '/en/totoframe',                               'page',       'page',       '→/en/block', 'login'],
  ['lotto',                              '/en/lotto/v-sectionname',                     'page',       'page',       '→/en/block', 'login'],
  ['cyberType',                          '/en/cyber/v-type',                            'page',       'page',       '→/en/block', 'login'],
  ['cyberMain',                          '/en/cyber/v-type/main',                       'page',       'page',       '→/en/block', 'login'],
  ['cyberAll',                           '/en/cyber/v-type/all',                        'page',       'page',       '→/en/block', 'login'],
  ['cyberDiscipline',                    '/en/cyber/v-type/v-discipline',               'page',       'page',       '→/en/block', 'login'],
  ['cyberDisciplineChamps',              '/en/cyber/v-type/v-discipline/champs',        'page',       'page',       '→/en/block', 'login'],
  ['cyberDisciplineSection',             '/en/cyber/v-type/v-discipline/line',          'page',       'page',       '→/en/block', 'login'],
  ['cyberChamp',                         '/en/cyber/v-type/v-discipline/v-champ',       'page',       'page',       '→/en/block', 'login'],
  ['cyberGame',                          '/en/cyber/v-type/v-discipline/v-champ/line/v-game',
                                                                                        'page',       'page',       '→/en/block', 'login'],
  ['bingo',                              '/en/bingo',                                   'page',       'page',       '→/en/block', 'login'],
  ['bonusCasino',                        '/en/bonus/casino',                            'page',       'page',       '→/en/block', 'login'],
  ['bonusCasinoPromotion',               '/en/bonus/casino/promotions/v-id',            'page',       'page',       '→/en/block', 'login'],
  ['casinoBrand',                        '/en/casino/brand',                            'page',       'page',       '→/en/block', 'login'],
  ['fishingHunting',                     '/en/fishinghunting',                          'page',       'page',       '→/en/block', 'login'],
  ['poker',                              '/en/poker/v-game',                            'page',       'page',       '→/en/block', 'login'],
  ['scratchCards',                       '/en/scratchcards',                            'page',       'page',       '→/en/block', 'login'],
  ['keno',                               '/en/keno',                                    'page',       'page',       '→/en/block', 'login'],
  ['slots',                              '/en/slots/v-subcategory',                     'page',       'page',       '→/en/block', 'login'],
  ['slotsGame',                          '/en/slots/v-subcategory/game/v-gameid/v-gamename',
                                                                                        'page',       'page',       '→/en/block', 'login'],
  ['liveCasino',                         '/en/casino/v-subcategory',                    'page',       'page',       '→/en/block', 'login'],
  ['liveCasinoGame',                     '/en/casino/v-subcategory/game/v-gameid/v-gamename',
                                                                                        'page',       'page',       '→/en/block', 'login'],
  ['slotFirstDeposit',                   '/en/casino/slot-first-deposit',               'page',       'page',       '→/en/block', 'login'],
  ['tvGames',                            '/en/tvgames',                                 'page',       'page',       '→/en/block', 'login'],
  ['virtualSports',                      '/en/virtualsports',                           'page',       'page',       '→/en/block', 'login'],
  ['fastGames',                          '/en/fast-games',                              'page',       'page',       '→/en/block', 'login'],
  ['fastBet',                            '/en/fast-bet',                                'page',       'page',       '→/en/block', 'login'],
  ['slotsVulkan',                        '/en/slots/vulkan',                            'page',       'page',       '→/en/block', 'login'],
  ['asianGames',                         '/en/asian-games',                             'page',       'page',       '→/en/block', 'login'],
  ['cardGames',                          '/en/card-games',                              'page',       'page',       '→/en/block', 'login'],
  ['crashGames',                         '/en/crash-games',                             'page',       'page',       '→/en/block', 'login'],
  ['skillGames',                         '/en/skill-games',                             'page',       'page',       '→/en/block', 'login'],
  ['myCasino',                           '/en/my-casino',                               'login',      'page',       '→/en/block', 'login'],
  ['myCasinoFavorites',                  '/en/my-casino/favorites',                     'login',      'page',       '→/en/block', 'login'],
  ['casinoLobby',                        '/en/casino-lobby',                            'page',       'page',       '→/en/block', 'login'],
  ['providers',                          '/en/providers',                               'page',       'page',       '→/en/block', 'login'],
  ['provider',                           '/en/providers/v-provider',                    'page',       'page',       '→/en/block', 'login'],
  ['casinoSearch',                       '/en/casino-search',                           'page',       'page',       '→/en/block', 'login'],
  ['bonusCasinoPromo',                   '/en/bonus/casino/promo',                      'page',       'page',       '→/en/block', 'login'],
  ['bonusCasinoTournaments',             '/en/bonus/casino/tournaments',                'page',       'page',       '→/en/block', 'login'],
  ['bonusCasinoTournament',              '/en/bonus/casino/tournaments/v-id',           'page',       'page',       '→/en/block', 'login'],
  ['bonusCasinoItem',                    '/en/bonus/casino/v-id',                       'page',       'page',       '→/en/block', 'login'],
  ['otherGames',                         '/en/othergames',                              'page',       'page',       '→/en/block', 'login'],
  ['thankYou',                           '/en/v-section/thankyou',                      'page',       'page',       '→/en/block', 'login'],
  ['rules',                              '/en/rules/v-rulegroup/v-chapter',             'page',       'page',       'page',       'page'],
  ['contacts',                           '/en/contacts',                                'page',       'page',       'page',       'page'],
  ['about',                              '/en/about',                                   'page',       'page',       'page',       'page'],
  ['howBet',                             '/en/howbet',                                  'page',       'page',       'page',       'page'],
  ['payment',                            '/en/payment',                                 'login',      'page',       'page',       'login'],
  ['cookies',                            '/en/cookies',                                 'page',       'page',       'page',       'page'],
  ['licenses',                           '/en/licenses',                                'page',       'page',       'page',       'page'],
  ['taxation',                           '/en/taxation',                                'page',       'page',       'page',       'page'],
  ['consent',                            '/en/consent',                                 'page',       'page',       'page',       'page'],
  ['simpleIdentification',               '/en/simpleidentification',                    'page',       'page',       'page',       'page'],
  ['amlKyc',                             '/en/amlkyc',                                  'page',       'page',       'page',       'page'],
  ['smsBets',                            '/en/smsbets',                                 'page',       'page',       'page',       'page'],
  ['amlPolicy',                          '/en/amlpolicy',                               'page',       'page',       'page',       'page'],
  ['disputeResolution',                  '/en/disputeresolution',                       'page',       'page',       'page',       'page'],
  ['kycPolicy',                          '/en/kycpolicy',                               'page',       'page',       'page',       'page'],
  ['responsibleGaming',                  '/en/responsiblegaming',                       'page',       'page',       'page',       'page'],
  ['cashTerminals',                      '/en/cash_terminals',                          'page',       'page',       'page',       'page'],
  ['bettingCalculator',                  '/en/betting-calculator',                      'page',       'page',       'page',       'page'],
  ['bettingAwards',                      '/en/betting-awards',                          'page',       'page',       'page',       'page'],
  ['office',                             '/en/office',                                  'login',      'page',       '→/en/block', 'login'],
  ['officeAccount',                      '/en/office/account',                          'login',      'page',       '→/en/block', 'login'],
  ['officePaycheck',                     '/en/office/paycheck',                         'login',      'page',       '→/en/block', 'login'],
  ['officeHistory',                      '/en/office/history',                          'login',      'page',       '→/en/block', 'login'],
  ['officeHistoryPay',                   '/en/office/historypay',                       'login',      'page',       '→/en/block', 'login'],
  ['officeRecharge',                     '/en/office/recharge',                         'login',      'page',       '→/en/block', 'login'],
  ['officeSecurity',                     '/en/office/security',                         'login',      'page',       '→/en/block', 'login'],
  ['officeResponsible',                  '/en/office/responsible',                      'login',      'page',       '→/en/block', 'login'],
  ['officeSettings',                     '/en/office/settings',                         'login',      'page',       '→/en/block', 'login'],
  ['officeBonusesDeposit',               '/en/office/bonuses/deposit',                  'login',      'page',       '→/en/block', 'login'],
  ['officeBonusesWager',                 '/en/office/bonuses/wager',                    'login',      'page',       '→/en/block', 'login'],
  ['officeVipCashback',                  '/en/office/casino/vipcashback',               'login',      'page',       '→/en/block', 'login'],
  ['officePremiumCashback',              '/en/office/casino/premiumcashback',           'login',      'page',       '→/en/block', 'login'],
  ['officeDeduce',                       '/en/office/deduce',                           'login',      'page',       'page',       'login'],
  ['officePromotion',                    '/en/office/promotion',                        'login',      'page',       '→/en/block', 'login'],
  ['officeBringFriend',                  '/en/office/bringfriend',                      'login',      'page',       '→/en/block', 'login'],
  ['officeSupport',                      '/en/office/support',                          'login',      'page',       'page',       'login'],
  ['officeManager',                      '/en/office/manager',                          'login',      'page',       '→/en/block', 'login'],
  ['officeRewards',                      '/en/office/rewards',                          'login',      'page',       '→/en/block', 'login'],
  ['officeVerification',                 '/en/office/verification',                     'login',      'page',       'page',       'login'],
  ['officeIdentification',               '/en/office/identification',                   'login',      'page',       'page',       'login'],
  ['officeShareIdea',                    '/en/office/share-idea',                       'login',      'page',       '→/en/block', 'login'],
  ['officePaymentRequests',              '/en/office/payment/requests',                 'login',      'page',       '→/en/block', 'login'],
  ['officePaymentCreateRequest',         '/en/office/payment/create-request',           'login',      'page',       '→/en/block', 'login'],
  ['officePaymentCreateRequestTopic',    '/en/office/payment/create-request/v-topicid', 'login',      'page',       '→/en/block', 'login'],
  ['officePaymentCreateRequestSubTopic', '/en/office/payment/create-request/v-topicid/v-subtopicid',
                                                                                        'login',      'page',       '→/en/block', 'login'],
  ['officePaymentTransactions',          '/en/office/payment/requests/v-topicid/transactions',
                                                                                        'login',      'page',       '→/en/block', 'login'],
  ['officePaymentTransaction',           '/en/office/payment/requests/v-topicid/transactions/v-transactionid',
                                                                                        'login',      'page',       '→/en/block', 'login'],
  ['officeBetsHistory',                  '/en/office/bets-history',                     'login',      'page',       '→/en/block', 'login'],
  ['officeCasinoHistory',                '/en/office/casino-history',                   'login',      'page',       '→/en/block', 'login'],
  ['officeWithdrawal',                   '/en/office/withdrawal',                       'login',      'page',       '→/en/block', 'login'],
  ['officeTransfers',                    '/en/office/transfers',                        'login',      'page',       '→/en/block', 'login'],
  ['officePersonalData',                 '/en/office/personal-data',                    'login',      'page',       '→/en/block', 'login'],
  ['officePartnerProgram',               '/en/office/partner-program',                  'login',      'page',       '→/en/block', 'login'],
  // A guest opens office/qr-login: the scanning device of QR sign-in is not signed in yet.
  ['officeQrLogin',                      '/en/office/qr-login',                         'page',       'page',       '→/en/block', 'login'],
  ['officeMailing',                      '/en/office/mailing',                          'login',      'page',       '→/en/block', 'login'],
  ['officePromoCode',                    '/en/office/promo-code',                       'login',      'page',       '→/en/block', 'login'],
  ['officeCashback',                     '/en/office/cashback',                         'login',      'page',       '→/en/block', 'login'],
  ['officeWallets',                      '/en/office/wallets',                          'login',      'page',       '→/en/block', 'login'],
  ['officeMessages',                     '/en/office/messages',                         'login',      'page',       'page',       'login'],
  ['playPaused',                         '/en/play-paused',                             'login',      'page',       '→/en/block', 'login'],
  ['allGamesEntrance',                   '/en/allgamesentrance',                        'page',       'page',       '→/en/block', 'login'],
  ['allGamesEntranceGame',               '/en/allgamesentrance/fortuna',                'page',       'page',       '→/en/block', 'login'],
  ['bonusGame',                          '/en/bonus-games/fortuna',                     'page',       'page',       '→/en/block', 'login'],
  ['gamesLanding',                       '/en/games-landing/v-landingroute',            'page',       'page',       '→/en/block', 'login'],
  ['bonusRules',                         '/en/bonus/rules',                             'page',       'page',       '→/en/block', 'login'],
  ['bonusRule',                          '/en/bonus/rules/v-id',                        'page',       'page',       '→/en/block', 'login'],
  ['bonusGames',                         '/en/bonus/games',                             'page',       'page',       '→/en/block', 'login'],
  ['bonusGamesItem',                     '/en/bonus/games/v-id',                        'page',       'page',       '→/en/block', 'login'],
  ['bonusPartners',                      '/en/bonus/partners',                          'page',       'page',       '→/en/block', 'login'],
  ['bonusPartner',                       '/en/bonus/partners/v-id',                     'page',       'page',       '→/en/block', 'login'],
  ['offers',                             '/en/bonuses-offers',
                                         '→/en/bonus/rules', '→/en/bonus/rules', '→/en/bonus/rules', 'login'],
  ['offer',                              '/en/bonus-offer/v-id',
                                         '→/en/bonus/rules/v-id', '→/en/bonus/rules/v-id', '→/en/bonus/rules/v-id', 'login'],
  ['offersGames',                        '/en/bonuses-offers-games',
                                         '→/en/bonus/games', '→/en/bonus/games', '→/en/bonus/games', 'login'],
  ['offersGamesItem',                    '/en/bonuses-offers-games/v-id',
                                         '→/en/bonus/games/v-id', '→/en/bonus/games/v-id', '→/en/bonus/games/v-id', 'login'],
  ['offerPartners',                      '/en/bonus-offer-partner',
                                         '→/en/bonus/partners', '→/en/bonus/partners', '→/en/bonus/partners', 'login'],
  ['offerPartner',                       '/en/bonus-offer-partner/v-id',
                                         '→/en/bonus/partners/v-id', '→/en/bonus/partners/v-id', '→/en/bonus/partners/v-id', 'login'],
  ['promotions',                         '/en/promotions',                              'page',       'page',       '→/en/block', 'login'],
  ['promotion',                          '/en/promotions/v-promotionid',                'page',       'page',       '→/en/block', 'login'],
  ['bonusLanding',                       '/en/bonus/landing/v-landingid',               'page',       'page',       '→/en/block', 'login'],
  ['ourPartners',                        '/en/our-partners/v-section',                  'page',       'page',       '→/en/block', 'login'],
  ['partners',                           '/en/partners',                                'page',       'page',       '→/en/block', 'login'],
  ['registration',                       '/en/registration/v-socialregistration',       'page',       '→/en',       '→/en/block', 'login'],
  ['statistic',                          '/en/statistic',                               'page',       'page',       '→/en/block', 'login'],
  ['statisticPopup',                     '/en/statisticpopup',                          'page',       'page',       '→/en/block', 'login'],
  ['results',                            '/en/results/live',                            'page',       'page',       '→/en/block', 'login'],
  ['mobile',                             '/en/mobile',                                  'page',       'page',       '→/en/block', 'login'],
  ['promo',                              '/en/promo',                                   'page',       'page',       '→/en/block', 'login'],
  ['bettingAlphabet',                    '/en/betting-alphabet/v-block/v-category/v-slug',
                                                                                        'page',       'page',       '→/en/block', 'login'],
  ['news',                               '/en/news/v-slug',                             'page',       'page',       '→/en/block', 'login'],
  ['landingPage',                        '/en/landing-page/v-landingid',                'page',       'page',       '→/en/block', 'login'],
  ['printCoupon',                        '/en/print-coupon/123',                        'page',       'page',       '→/en/block', 'login'],
  ['recharge',                           '/en/recharge',                                'login',      'page',       '→/en/block', 'login'],
  ['debugger',                           '/en/debugger',                                'page',       'page',       'page',       'page'],
  ['oldBrowser',                         '/en/oldbrowser',                              'page',       'page',       'page',       'page'],
  ['notFound',                           '/en/404',                                     '404',        '404',        '404',        '404'],
  ['serverError',                        '/en/500',                                     '500',        '500',        '500',        '500'],
  ['internalVpn',                        '/en/internal-vpn',                            'page',       'page',       'page',       'page'],
  ['confirmTerms',                       '/en/confirm-terms',                           '→/en',       '→/en',       '→/en',       '→/en'],
  ['userAccountVerify',                  '/en/user/accountverify',                      'page',       'page',       'page',       'page'],
  ['userActivate',                       '/en/user/activatefast',                       'page',       'page',       'page',       'page'],
  ['userPasswordReset',                  '/en/user/passwordreset',                      'page',       '→/en',       'page',       'page'],
  ['userStopNewsletter',                 '/en/user/stopnewsletter',                     'page',       'page',       'page',       'page'],
  ['block',                              '/en/block',                                   '→/en',       '→/en',       'page',       '→/en'],
  ['blockIe',                            '/en/block-ie',                                '→/en',       '→/en',       '→/en',       '→/en'],
  ['blockUa',                            '/en/block-ua',                                '→/en',       '→/en',       '→/en',       '→/en'],
  ['siteUpdates',                        '/en/site-updates',                            '→/en',       '→/en',       '→/en',       '→/en'],
  ['comingSoon',                         '/en/coming-soon',                             '→/en',       '→/en',       '→/en',       '→/en'],
  ['suspension',                         '/en/suspension',                              '→/en',       '→/en',       '→/en',       '→/en'],
  ['onpaySuccess',                       '/en/onpay/success',                           'page',       'page',       'page',       'page'],
  ['onpayFail',                          '/en/onpay/fail',                              'page',       'page',       'page',       'page'],
  ['onpayPending',                       '/en/onpay/pending',                           'page',       'page',       'page',       'page'],
  ['onpayCancel',                        '/en/onpay/cancel',                            'page',       'page',       'page',       'page'],
  ['onpayWithdrawSuccess',               '/en/onpay/withdraw/success',                  'page',       'page',       'page',       'page'],
  ['onpayWithdrawFail',                  '/en/onpay/withdraw/fail',                     'page',       'page',       'page',       'page'],
  ['onpayWithdrawPending',               '/en/onpay/withdraw/pending',                  'page',       'page',       'page',       'page'],
  ['onpayWithdrawCancel',                '/en/onpay/withdraw/cancel',                   'page',       'page',       'page',       'page'],
  ['blockAppealHistory',                 '/en/block-appeal-history',                    'login',      'page',       'page',       'login'],
  ['maintenance',                        '/en/maintenance',                             '→/en',       '→/en',       '→/en',       '→/en'],
];

/** Optional segments left out, and parameters that break their route's rule (SPEC 5): the same four visitors. */
// prettier-ignore
const VARIANTS: readonly Row[] = [
  ['poker',                              '/en/poker',                                   'page',       'page',       '→/en/block', 'login'],
  ['slots',                              '/en/slots',                                   'page',       'page',       '→/en/block', 'login'],
  ['slotsGame',                          '/en/slots/game/42/x',                         'page',       'page',       '→/en/block', 'login'],
  ['liveCasino',                         '/en/casino',                                  'page',       'page',       '→/en/block', 'login'],
  ['toto',                               '/en/toto',                                    'page',       'page',       '→/en/block', 'login'],
  ['rules',                              '/en/rules/1',                                 'page',       'page',       'page',       'page'],
  ['registration',                       '/en/registration',                            'page',       '→/en',       '→/en/block', 'login'],
  ['results',                            '/en/results',                                 'page',       'page',       '→/en/block', 'login'],
  ['results',                            '/en/results/zone',                            'page',       'page',       '→/en/block', 'login'],
  ['results',                            '/en/results/old',                             '404',        '404',        '404',        'login'],
  ['printCoupon',                        '/en/print-coupon/12a',                        '404',        '404',        '404',        'login'],
  ['allGamesEntranceGame',               '/en/allgamesentrance/roulette',               '404',        '404',        '404',        'login'],
  ['bonusGame',                          '/en/bonus-games/roulette',                    '404',        '404',        '404',        'login'],
  ['userActivate',                       '/en/user/activate',                           'page',       'page',       'page',       'page'],
  ['userActivate',                       '/en/user/deactivate',                         '404',        '404',        '404',        'login'],
  ['section',                            '/en/esports/dota-2',                          'page',       'page',       '→/en/block', 'login'],
  ['news',                               '/en/news',                                    'page',       'page',       '→/en/block', 'login'],
];

/** Every redirect of the table, with the query kept (SPEC 2), for each setting it depends on. */
// prettier-ignore
const REDIRECT_TABLE: readonly (readonly [promoBonusToOffer: boolean, from: string, to: string, status: 301 | 302])[] = [
  [false, '/en/cyber?utm_source=x',                              '/en/cyber/real?utm_source=x',                           301],
  [false, '/en/cyber/real/disciplines?utm_source=x',             '/en/cyber/real/all?utm_source=x',                       301],
  [false, '/en/tvgames/view/poker?utm_source=x',                 '/en/poker?utm_source=x',                                301],
  [false, '/en/vulkan?utm_source=x',                             '/en/slots/vulkan?utm_source=x',                         301],
  [false, '/en/rules?utm_source=x',                              '/en/rules/1?utm_source=x',                              301],
  [false, '/en/lpage/summer?utm_source=x',                       '/en/landing-page/summer?utm_source=x',                  301],
  [false, '/en/user/forgotpassword?utm_source=x',                '/en?utm_source=x&showForgotPasswordModal=1',            302],
  [false, '/en/user/coupon?utm_source=x',                        '/en?utm_source=x',                                      302],
  [false, '/en/home?utm_source=x',                               '/en?utm_source=x',                                      301],
  [false, '/en/home/line/football?utm_source=x',                 '/en/line/football?utm_source=x',                        301],
  [false, '/en/bonus/cashback?utm_source=x',                     '/en/promotions/cashback?utm_source=x',                  301],
  [false, '/en/bonus/birthday?utm_source=x',                     '/en/promotions/birthday-bonus?utm_source=x',            301],
  [false, '/en/bonus/accumulator-of-the-day?utm_source=x',       '/en/promotions/accumulator-of-the-day?utm_source=x',    301],
  [false, '/en/bonus/first-deposit?utm_source=x',                '/en/promotions/first-deposit-bonus?utm_source=x',       301],
  [false, '/en/advancebet?utm_source=x',                         '/en/promotions/advancebet?utm_source=x',                301],
  [false, '/en/luckyfriday?utm_source=x',                        '/en/promotions/lucky-friday?utm_source=x',              301],
  [false, '/en/promo/welcome?utm_source=x',                      '/en/promotions/first-deposit-bonus?utm_source=x',       301],
  [false, '/en/bonus/rules/slot_first_deposit?utm_source=x',     '/en/casino/slot-first-deposit?utm_source=x',            301],
  [false, '/en/bonus-offer/slot_first_deposit?utm_source=x',     '/en/casino/slot-first-deposit?utm_source=x',            301],
  [false, '/en/bonuses-offers?utm_source=x',                     '/en/bonus/rules?utm_source=x',                          302],
  [false, '/en/bonus-offer/7?utm_source=x',                      '/en/bonus/rules/7?utm_source=x',                        302],
  [false, '/en/bonuses-offers-games?utm_source=x',               '/en/bonus/games?utm_source=x',                          302],
  [false, '/en/bonuses-offers-games/7?utm_source=x',             '/en/bonus/games/7?utm_source=x',                        302],
  [false, '/en/bonus-offer-partner?utm_source=x',                '/en/bonus/partners?utm_source=x',                       302],
  [false, '/en/bonus-offer-partner/7?utm_source=x',              '/en/bonus/partners/7?utm_source=x',                     302],
  [true,  '/en/bonus/rules/slot_first_deposit?utm_source=x',     '/en/casino/slot-first-deposit?utm_source=x',            301],
  [true,  '/en/bonus/rules?utm_source=x',                        '/en/bonuses-offers?utm_source=x',                       302],
  [true,  '/en/bonus/rules/7?utm_source=x',                      '/en/bonus-offer/7?utm_source=x',                        302],
  [true,  '/en/bonus/games?utm_source=x',                        '/en/bonuses-offers-games?utm_source=x',                 302],
  [true,  '/en/bonus/games/7?utm_source=x',                      '/en/bonuses-offers-games/7?utm_source=x',               302],
  [true,  '/en/bonus/partners?utm_source=x',                     '/en/bonus-offer-partner?utm_source=x',                  302],
  [true,  '/en/bonus/partners/7?utm_source=x',                   '/en/bonus-offer-partner/7?utm_source=x',                302],
];

function shortOf(r: Resolution, routeId: string): Answer {
  switch (r.kind) {
    case 'page':
      return r.routeId === routeId ? 'page' : `page of ${r.routeId}`;
    case 'redirect':
      return `→${r.to}`;
    case 'loginRequired':
      return r.redirectTo === '/en' && r.openLogin ? 'login' : `login to ${r.redirectTo}`;
    case 'notFound':
      return '404';
    case 'error':
      return String(r.status);
    case 'mobileSite':
      return `mobile ${r.to}`;
  }
}

// The sign-in target has its own tests (signIn.test.ts): here 'home', so a guest's answer reads "login" for any page that needs sign-in.
const env = makeEnv({}, { isMainVipDomainAuthNeed: true, loginRequiredTarget: 'home' });
const WHO: readonly VisitorName[] = ['guest', 'signedIn', 'banned', 'vipGuest'];

describe('route table: every route for every visitor (literal expectations)', () => {
  for (const [routeId, path, ...answers] of [...TABLE, ...VARIANTS]) {
    it(`${path} (${routeId})`, () => {
      const got = Object.fromEntries(WHO.map((who) => [who, shortOf(resolveRoute(url(path), VISITORS[who], env), routeId)]));
      expect(got).toEqual(Object.fromEntries(WHO.map((who, i) => [who, answers[i]])));
    });
  }

  it('has a row for every route of the table, so a new route must state its answers', () => {
    expect(new Set(TABLE.map(([id]) => id))).toEqual(new Set(ROUTES.map((r) => r.id)));
  });

  it('keeps the query and the language on every page, right to left in Arabic', () => {
    expect(resolveRoute(url('/en/contacts?a=1'), VISITORS.guest, env)).toMatchObject({
      kind: 'page',
      language: 'en',
      direction: 'ltr',
      query: { a: '1' },
    });
    expect(resolveRoute(url('/ar/contacts'), VISITORS.guest, env)).toMatchObject({
      kind: 'page',
      routeId: 'contacts',
      language: 'ar',
      direction: 'rtl',
    });
  });

  // prettier-ignore
  it.each([
    ['/en',                      'main',    'line',   'default', 'default'],
    ['/en/slots',                'main',    'casino', 'casino',  'casino'],
    ['/en/allgamesentrance',     'main',    'games',  'games',   'default'],
    ['/en/office/account',       'main',    'office', 'office',  'minimal'],
    ['/en/contacts',             'main',    'info',   'default', 'default'],
    ['/en/cyber/real',           'main',    'cyber',  'default', 'default'],
    ['/en/block-appeal-history', 'blocked', 'office', 'minimal', 'minimal'],
    ['/en/oldbrowser',           'empty',   'none',   'minimal', 'hidden'],
    ['/en/onpay/success',        'empty',   'none',   'minimal', 'hidden'],
  ] as const)('%s: layout %s, preloader %s, header %s, footer %s', (path, layout, preloader, headerTheme, footerTheme) => {
    const meta = { preloader, headerTheme, footerTheme };
    expect(resolveRoute(url(path), VISITORS.signedIn, env)).toMatchObject({ kind: 'page', layout, meta });
  });

  it('the block and maintenance pages use their own layouts while they apply', () => {
    expect(resolveRoute(url('/en/block-ua'), VISITORS.guest, makeEnv({ blockReason: 13 }))).toMatchObject({
      kind: 'page',
      layout: 'empty',
    });
    expect(resolveRoute(url('/en/maintenance'), VISITORS.guest, makeEnv({ maintenanceCookie: '1' }))).toMatchObject({
      kind: 'page',
      layout: 'maintenance',
      httpStatus: 503,
    });
  });
});

describe('route table: every redirect (literal expectations)', () => {
  for (const [promoBonusToOffer, from, to, status] of REDIRECT_TABLE) {
    it(`${from} → ${to} (${status}${promoBonusToOffer ? ', promoBonusToOffer' : ''})`, () => {
      const redirectEnv = makeEnv({}, { promoBonusToOffer, isSlotFirstDepositRedirect: true });
      for (const who of WHO) {
        expect(resolveRoute(url(from), VISITORS[who], redirectEnv), who).toEqual({ kind: 'redirect', to, status, reason: 'table' });
      }
    });
  }

  it('has a row for every redirect entry', () => {
    const matched = new Set<string>();
    for (const [promoBonusToOffer, from] of REDIRECT_TABLE) {
      const path = from.slice('/en/'.length).split('?')[0] ?? '';
      for (const r of REDIRECTS) {
        const pattern = new RegExp(`^${r.from.replace(/:[A-Za-z]+\??/g, '[^/]+').replace('/*', '(/.*)?')}$`);
        const applies =
          r.when === undefined || r.when === 'slotFirstDepositRedirect' || (r.when === 'promoBonusToOffer') === promoBonusToOffer;
        if (applies && pattern.test(path)) matched.add(r.id);
      }
    }
    expect([...REDIRECTS.map((r) => r.id)].filter((id) => !matched.has(id))).toEqual([]);
  });

  it('does not redirect when the condition is off', () => {
    const off = makeEnv({}, { isSlotFirstDepositRedirect: false, promoBonusToOffer: false });
    expect(resolveRoute(url('/en/bonus/rules/slot_first_deposit'), VISITORS.guest, off)).toMatchObject({
      kind: 'page',
      routeId: 'bonusRule',
      params: { id: 'slot_first_deposit' },
    });
    expect(resolveRoute(url('/en/bonus/rules/7'), VISITORS.guest, off)).toMatchObject({ kind: 'page', routeId: 'bonusRule' });
  });
});

describe('route table: well-formed data', () => {
  it('has unique route ids and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('has no route whose first segment could be read as a language', () => {
    for (const r of [...ROUTES.map((x) => x.path), ...REDIRECTS.map((x) => x.from)]) {
      expect(r.split('/')[0]).not.toMatch(/^[a-zA-Z]{2}$/);
    }
  });

  it('uses in every redirect target only parameters its source has', () => {
    for (const r of REDIRECTS) {
      const fromParams = new Set(
        r.from
          .split('/')
          .filter((p) => p.startsWith(':') || p === '*')
          .map((p) => p.replace(/^:|\?$/g, '')),
      );
      for (const p of r.to.split('/').filter((x) => x.startsWith(':') || x === '*')) {
        expect(fromParams.has(p.replace(/^:|\?$/g, ''))).toBe(true);
      }
    }
  });

  it('points every block reason at a route of the empty layout', () => {
    for (const id of Object.values(BLOCK_REASON_ROUTES)) {
      expect(ROUTES.find((r) => r.id === id)?.layout).toBe('empty');
    }
  });
});
