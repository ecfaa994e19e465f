import type { PromotionProduct, PromotionRewardKind, PromotionSection } from '../../src/protocol/constants/promotions';
import type { TextLanguageCode } from '../../src/protocol/constants/languages';
import type { PromotionRewardTerms, PromotionRules } from '../../src/protocol/schemas/promotions';

interface Texts {
  readonly title: string;
  readonly lead: string;
  readonly terms: string;
}

export interface SeedPromotion {
  readonly slug: string;
  readonly product: PromotionProduct;
  readonly section: PromotionSection;
  readonly reward: PromotionRewardKind;
  readonly rules: PromotionRules;
  /** What the reward gives (a freeSpins reward's spins); none: {}. */
  readonly rewardTerms?: PromotionRewardTerms;
  /** Days from the seeding moment (negative: already started or ended). */
  readonly startDay: number;
  readonly endDay: number;
  readonly image: string;
  /** Every offered language (TEXT_LANGUAGE_CODES): the compiler asks for each. */
  readonly texts: Readonly<Record<TextLanguageCode, Texts>>;
}

/** The terms are a list, one item to a string. */
const t = (title: string, lead: string, ...items: string[]): Texts => ({
  title,
  lead,
  terms: `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
});

const OPEN: PromotionRules = { deposit: 'either', currencies: [] };

/**
 * The demo catalogue: running, one upcoming and one ended (still listed for
 * a week), both products and the three bonus sections (`fortuna-week` unlocks bonus game tries), and every slug the
 * old promotion URLs (OLD_PROMOTION_URLS) send to.
 */
export const PROMOTIONS_SEED: readonly SeedPromotion[] = [
  {
    slug: 'first-deposit-bonus',
    product: 'sport',
    section: 'rules',
    reward: 'participation',
    rules: { deposit: 'none_yet', currencies: [] },
    startDay: -30,
    endDay: 335,
    image: '/promotions/sport.svg',
    texts: {
      en: t(
        'First deposit bonus',
        'Double your first deposit: 100% up to 10,000 RUB for sport or casino.',
        'Choose sport or casino when you register; the bonus follows your first deposit.',
        'Wager it 5 times within 30 days: accumulators of 3 legs at odds of 1.40 or more, or slots.',
        'Opting in here tells us to remind you before your first deposit.',
      ),
      ru: t(
        'Бонус на первый депозит',
        'Удвойте первый депозит: 100% до 10 000 RUB на спорт или казино.',
        'Выберите спорт или казино при регистрации — бонус начисляется после первого депозита.',
        'Отыграйте его 5 раз за 30 дней: экспрессы от 3 событий с коэффициентом от 1,40 или слоты.',
        'Участие здесь означает, что мы напомним вам о бонусе перед первым депозитом.',
      ),
      de: t(
        'Bonus auf die erste Einzahlung',
        'Verdoppeln Sie Ihre erste Einzahlung: 100 % bis 10.000 RUB für Sport oder Casino.',
        'Wählen Sie bei der Registrierung Sport oder Casino; der Bonus folgt Ihrer ersten Einzahlung.',
        'Setzen Sie ihn innerhalb von 30 Tagen 5-mal um: Kombiwetten mit 3 Auswahlen ab Quote 1,40 oder Slots.',
        'Mit der Teilnahme erinnern wir Sie vor Ihrer ersten Einzahlung daran.',
      ),
      ar: t(
        'مكافأة الإيداع الأول',
        'ضاعف إيداعك الأول: 100% حتى 10,000 روبل للرياضة أو الكازينو.',
        'اختر الرياضة أو الكازينو عند التسجيل، وتُضاف المكافأة بعد إيداعك الأول.',
        'راهن بها 5 مرات خلال 30 يومًا: رهانات مجمعة من 3 أحداث باحتمالات 1.40 أو أكثر، أو ماكينات السلوت.',
        'الاشتراك هنا يعني أننا سنذكّرك بالمكافأة قبل إيداعك الأول.',
      ),
    },
  },
  {
    slug: 'weekend-reload',
    product: 'casino',
    section: 'rules',
    reward: 'reload',
    rules: { deposit: 'made', currencies: [] },
    startDay: -2,
    endDay: 5,
    image: '/promotions/casino.svg',
    texts: {
      en: t(
        'Weekend reload for the casino',
        'Opt in, deposit again and get 50% of it as a casino bonus.',
        'For players who have made their first deposit.',
        'Your next deposit after opting in earns a 50% bonus up to the cap of your currency.',
        'Wager the bonus 5 times on slots within 14 days.',
        'You can opt out until the bonus is credited.',
      ),
      ru: t(
        'Релоад выходного дня в казино',
        'Подпишитесь, пополните счёт снова и получите 50% суммы бонусом в казино.',
        'Для игроков, уже сделавших первый депозит.',
        'Следующий депозит после подписки приносит бонус 50% в пределах лимита вашей валюты.',
        'Отыграйте бонус 5 раз в слотах за 14 дней.',
        'Отказаться можно, пока бонус не начислен.',
      ),
      de: t(
        'Wochenend-Reload im Casino',
        'Teilnehmen, erneut einzahlen und 50 % davon als Casino-Bonus erhalten.',
        'Für Spieler, die ihre erste Einzahlung bereits getätigt haben.',
        'Ihre nächste Einzahlung nach der Teilnahme bringt 50 % Bonus bis zur Obergrenze Ihrer Währung.',
        'Setzen Sie den Bonus innerhalb von 14 Tagen 5-mal an Slots um.',
        'Sie können sich abmelden, bis der Bonus gutgeschrieben ist.',
      ),
      ar: t(
        'مكافأة إعادة الإيداع لعطلة نهاية الأسبوع في الكازينو',
        'اشترك، أودع مرة أخرى، واحصل على 50% من إيداعك مكافأةً في الكازينو.',
        'للاعبين الذين أجروا إيداعهم الأول.',
        'إيداعك التالي بعد الاشتراك يمنحك مكافأة 50% حتى الحد الأقصى لعملتك.',
        'راهن بالمكافأة 5 مرات على ماكينات السلوت خلال 14 يومًا.',
        'يمكنك إلغاء الاشتراك إلى أن تُضاف المكافأة.',
      ),
    },
  },
  {
    slug: 'cashback',
    product: 'casino',
    section: 'rules',
    reward: 'participation',
    rules: OPEN,
    startDay: -10,
    endDay: 20,
    image: '/promotions/casino.svg',
    texts: {
      en: t(
        'Weekly casino cashback',
        'VIP players get 5% and premium players 10% of their net casino losses back every Monday.',
        'Counted from Monday 00:00 to Sunday 23:59 UTC, on real-money rounds only.',
        'Paid as real money, no wagering: VIP from 1,000 RUB of net losses (up to 50,000 RUB), premium from 500 RUB (up to 200,000 RUB).',
        'Every player also collects club points on sport losses. Your programs and this week so far: Account, Cashback.',
      ),
      ru: t(
        'Еженедельный кешбэк в казино',
        'VIP-игроки получают 5%, премиум-игроки — 10% чистого проигрыша в казино каждый понедельник.',
        'Считается с понедельника 00:00 до воскресенья 23:59 UTC, только по игре на реальные деньги.',
        'Выплата деньгами без отыгрыша: VIP — от 1 000 RUB чистого проигрыша (до 50 000 RUB), премиум — от 500 RUB (до 200 000 RUB).',
        'Все игроки также копят клубные баллы за проигрыш в спорте. Ваши программы и текущая неделя: Кабинет, Кешбэк.',
      ),
      de: t(
        'Wöchentliches Casino-Cashback',
        'VIP-Spieler erhalten jeden Montag 5 %, Premium-Spieler 10 % ihrer Netto-Verluste im Casino zurück.',
        'Gezählt von Montag 00:00 bis Sonntag 23:59 UTC, nur Echtgeldrunden.',
        'Ausgezahlt als Echtgeld ohne Umsatz: VIP ab 1.000 RUB Netto-Verlust (bis 50.000 RUB), Premium ab 500 RUB (bis 200.000 RUB).',
        'Alle Spieler sammeln zudem Clubpunkte auf Sportverluste. Ihre Programme und diese Woche: Konto, Cashback.',
      ),
      ar: t(
        'استرداد نقدي أسبوعي في الكازينو',
        'يسترد لاعبو VIP نسبة 5% واللاعبون المميزون 10% من صافي خسائرهم في الكازينو كل يوم اثنين.',
        'يُحتسب من الاثنين 00:00 حتى الأحد 23:59 بالتوقيت العالمي، على الجولات بالمال الحقيقي فقط.',
        'يُدفع نقدًا دون شروط رهان: VIP من 1,000 روبل صافي خسارة (حتى 50,000)، والمميز من 500 روبل (حتى 200,000).',
        'يجمع كل اللاعبين أيضًا نقاط النادي على خسائر الرياضة. برامجك وهذا الأسبوع: الحساب، الاسترداد النقدي.',
      ),
    },
  },
  {
    slug: 'birthday-bonus',
    product: 'sport',
    section: 'rules',
    reward: 'participation',
    rules: { deposit: 'made', currencies: [] },
    startDay: -60,
    endDay: 300,
    image: '/promotions/sport.svg',
    texts: {
      en: t(
        'Birthday free bet',
        'A free bet on your birthday, from us.',
        'For players with a verified date of birth and at least one deposit.',
        'The free bet is credited on your birthday and is valid for 7 days.',
      ),
      ru: t(
        'Фрибет на день рождения',
        'Бесплатная ставка в ваш день рождения — от нас.',
        'Для игроков с подтверждённой датой рождения и хотя бы одним депозитом.',
        'Фрибет начисляется в день рождения и действует 7 дней.',
      ),
      de: t(
        'Gratiswette zum Geburtstag',
        'Eine Gratiswette zu Ihrem Geburtstag – von uns.',
        'Für Spieler mit bestätigtem Geburtsdatum und mindestens einer Einzahlung.',
        'Die Gratiswette wird an Ihrem Geburtstag gutgeschrieben und gilt 7 Tage.',
      ),
      ar: t(
        'رهان مجاني في عيد ميلادك',
        'رهان مجاني في يوم ميلادك، هدية منا.',
        'للاعبين الذين وثّقوا تاريخ ميلادهم وأجروا إيداعًا واحدًا على الأقل.',
        'يُضاف الرهان المجاني في يوم ميلادك ويبقى صالحًا 7 أيام.',
      ),
    },
  },
  {
    slug: 'accumulator-of-the-day',
    product: 'sport',
    section: 'rules',
    reward: 'participation',
    rules: OPEN,
    startDay: -1,
    endDay: 1,
    image: '/promotions/sport.svg',
    texts: {
      en: t(
        'Accumulator of the day',
        'Our pick of the day with a 10% boost on the odds.',
        'Place the accumulator of the day as offered, without changing its legs.',
        'The boost is paid with the winnings; cashed-out coupons do not get it.',
      ),
      ru: t(
        'Экспресс дня',
        'Наш выбор дня с повышением коэффициента на 10%.',
        'Поставьте экспресс дня в предложенном виде, не меняя событий.',
        'Повышение выплачивается вместе с выигрышем; на выкупленные купоны не действует.',
      ),
      de: t(
        'Kombiwette des Tages',
        'Unsere Auswahl des Tages mit 10 % höherer Quote.',
        'Platzieren Sie die Kombiwette des Tages wie angeboten, ohne Auswahlen zu ändern.',
        'Der Aufschlag wird mit dem Gewinn ausgezahlt; ausgecashte Scheine erhalten ihn nicht.',
      ),
      ar: t(
        'الرهان المجمع لليوم',
        'اختيارنا لليوم مع زيادة 10% على الاحتمالات.',
        'ضع الرهان المجمع لليوم كما هو دون تغيير أحداثه.',
        'تُدفع الزيادة مع الأرباح، ولا تشمل القسائم التي صُرفت مبكرًا.',
      ),
    },
  },
  {
    slug: 'lucky-friday',
    product: 'casino',
    section: 'games',
    reward: 'freeSpins',
    rewardTerms: { freeSpins: { gameId: '1001', count: 20, stake: 100, days: 7 } },
    rules: OPEN,
    startDay: -1,
    endDay: 6,
    image: '/promotions/casino.svg',
    texts: {
      en: t(
        'Lucky Friday: 20 free spins',
        'Take part this week and get 20 free spins on Book of Sands.',
        '20 spins of 1.00 each (0.05 on each of the 20 lines) on Book of Sands, to play within 7 days of taking part.',
        'What the spins win becomes a casino bonus, wagered 35 times on slots within 7 days; at most 5 times the winnings turn into cash.',
        'Find the spins under Bonuses in your account, with a Play button.',
      ),
      ru: t(
        'Счастливая пятница: 20 фриспинов',
        'Участвуйте на этой неделе и получите 20 фриспинов в Book of Sands.',
        '20 вращений по 1,00 (0,05 на каждую из 20 линий) в Book of Sands — сыграть в течение 7 дней после участия.',
        'Выигрыш с фриспинов становится бонусом казино: отыграйте его 35 раз в слотах за 7 дней; на счёт переходит не более 5 выигрышей.',
        'Фриспины — в разделе «Бонусы» личного кабинета, с кнопкой «Играть».',
      ),
      de: t(
        'Glücksfreitag: 20 Freispiele',
        'Machen Sie diese Woche mit und erhalten Sie 20 Freispiele für Book of Sands.',
        '20 Drehs zu je 1,00 (0,05 auf jede der 20 Linien) an Book of Sands, innerhalb von 7 Tagen nach der Teilnahme zu spielen.',
        'Gewinne der Freispiele werden ein Casino-Bonus: 35-mal an Slots binnen 7 Tagen umzusetzen; höchstens das 5-Fache wird Guthaben.',
        'Die Freispiele finden Sie unter Boni in Ihrem Konto, mit einer Spielen-Schaltfläche.',
      ),
      ar: t(
        'الجمعة المحظوظة: 20 دورة مجانية',
        'شارك هذا الأسبوع واحصل على 20 دورة مجانية في Book of Sands.',
        '20 دورة بقيمة 1.00 لكل منها (0.05 على كل خط من الخطوط العشرين) في Book of Sands، تُلعب خلال 7 أيام من المشاركة.',
        'ما تربحه الدورات يصبح مكافأة كازينو تُراهن 35 مرة على السلوت خلال 7 أيام، ويتحول إلى نقد ما لا يزيد عن 5 أضعاف الأرباح.',
        'تجد الدورات في قسم المكافآت في حسابك مع زر اللعب.',
      ),
    },
  },
  {
    slug: 'fortuna-week',
    product: 'casino',
    section: 'games',
    reward: 'bonusGameTries',
    rewardTerms: { bonusGameTries: { game: 'fortuna', tries: 3 } },
    rules: OPEN,
    startDay: -1,
    endDay: 6,
    image: '/promotions/casino.svg',
    texts: {
      en: t(
        'Fortuna week: 3 extra spins of the wheel',
        'Take part and spin the Fortuna wheel three more times, on top of your daily free try.',
        'Three tries of the Fortuna bonus game, kept until you play them.',
        'Each spin may win bonus money (wagered 10 times on slots within 7 days) or free spins on Book of Sands.',
        'Every spin is provably fair: it is drawn with your casino seeds.',
      ),
      ru: t(
        'Неделя Фортуны: 3 дополнительных вращения колеса',
        'Участвуйте и крутите колесо Фортуны ещё три раза, помимо ежедневной бесплатной попытки.',
        'Три попытки бонусной игры «Фортуна» — сохраняются, пока вы их не сыграете.',
        'Каждое вращение может принести бонусные деньги (отыгрыш 10 раз в слотах за 7 дней) или фриспины в Book of Sands.',
        'Каждое вращение доказуемо честное: оно разыгрывается вашими сидами казино.',
      ),
      de: t(
        'Fortuna-Woche: 3 zusätzliche Drehs am Rad',
        'Machen Sie mit und drehen Sie das Fortuna-Rad dreimal mehr, zusätzlich zu Ihrem täglichen Gratisversuch.',
        'Drei Versuche des Bonusspiels Fortuna, die bleiben, bis Sie sie spielen.',
        'Jeder Dreh kann Bonusgeld (10-mal an Slots binnen 7 Tagen umzusetzen) oder Freispiele für Book of Sands gewinnen.',
        'Jeder Dreh ist nachweislich fair: Er wird mit Ihren Casino-Seeds gezogen.',
      ),
      ar: t(
        'أسبوع فورتونا: 3 دورات إضافية للعجلة',
        'شارك وأدر عجلة فورتونا ثلاث مرات إضافية فوق محاولتك المجانية اليومية.',
        'ثلاث محاولات في لعبة فورتونا الإضافية، تبقى حتى تلعبها.',
        'قد تربح كل دورة أموال مكافأة (تُراهن 10 مرات على السلوت خلال 7 أيام) أو دورات مجانية في Book of Sands.',
        'كل دورة عادلة ويمكن إثباتها: تُسحب ببذور الكازينو الخاصة بك.',
      ),
    },
  },
  {
    slug: 'slots-tournament',
    product: 'casino',
    section: 'games',
    reward: 'participation',
    rules: OPEN,
    startDay: 3,
    endDay: 10,
    image: '/promotions/casino.svg',
    texts: {
      en: t(
        'Slots tournament',
        'A week-long race for the biggest win multiplier.',
        'Your best win multiplier on a single spin counts.',
        'The top 50 players share the prize pool.',
      ),
      ru: t(
        'Турнир по слотам',
        'Недельная гонка за самый крупный множитель выигрыша.',
        'Учитывается ваш лучший множитель выигрыша за один спин.',
        'Призовой фонд делят 50 лучших игроков.',
      ),
      de: t(
        'Slot-Turnier',
        'Ein einwöchiges Rennen um den höchsten Gewinnmultiplikator.',
        'Es zählt Ihr bester Gewinnmultiplikator auf einem einzelnen Spin.',
        'Die besten 50 Spieler teilen sich den Preispool.',
      ),
      ar: t(
        'بطولة السلوت',
        'سباق لمدة أسبوع على أعلى مضاعف ربح.',
        'يُحتسب أفضل مضاعف ربح لك في دورة واحدة.',
        'يتقاسم أفضل 50 لاعبًا مجموع الجوائز.',
      ),
    },
  },
  {
    slug: 'advancebet',
    product: 'sport',
    section: 'rules',
    reward: 'participation',
    rules: OPEN,
    startDay: -20,
    endDay: -3,
    image: '/promotions/sport.svg',
    texts: {
      en: t(
        'Advance bet',
        'Bet before your deposit arrives, against your unsettled bets.',
        'The advance is up to 50% of the potential winnings of your unsettled bets.',
        'It is repaid from the first settled winnings.',
      ),
      ru: t(
        'Ставка в долг',
        'Ставьте до поступления депозита под нерассчитанные ставки.',
        'Аванс — до 50% возможного выигрыша по нерассчитанным ставкам.',
        'Он погашается из первого рассчитанного выигрыша.',
      ),
      de: t(
        'Vorschusswette',
        'Wetten Sie, bevor Ihre Einzahlung eintrifft – gegen Ihre offenen Wetten.',
        'Der Vorschuss beträgt bis zu 50 % des möglichen Gewinns Ihrer offenen Wetten.',
        'Er wird aus dem ersten abgerechneten Gewinn zurückgezahlt.',
      ),
      ar: t(
        'رهان مقدّم',
        'راهن قبل وصول إيداعك، مقابل رهاناتك غير المسوّاة.',
        'تصل الدفعة المقدّمة إلى 50% من الأرباح المحتملة لرهاناتك غير المسوّاة.',
        'تُسدَّد من أول أرباح تتم تسويتها.',
      ),
    },
  },
  {
    slug: 'partner-cup',
    product: 'sport',
    section: 'partners',
    reward: 'participation',
    rules: OPEN,
    startDay: -5,
    endDay: 25,
    image: '/promotions/partners.svg',
    texts: {
      en: t(
        'Partner club cup',
        'Back our partner club this season and win signed shirts.',
        'Each bet of 200 RUB or more on the partner club’s matches is an entry.',
        'Ten signed shirts are drawn at the end of the promotion.',
      ),
      ru: t(
        'Кубок клуба-партнёра',
        'Поддержите клуб-партнёр в этом сезоне и выиграйте футболки с автографами.',
        'Каждая ставка от 200 RUB на матчи клуба-партнёра — одна заявка.',
        'В конце акции разыгрываются десять футболок с автографами.',
      ),
      de: t(
        'Partnerklub-Pokal',
        'Unterstützen Sie diese Saison unseren Partnerklub und gewinnen Sie signierte Trikots.',
        'Jede Wette ab 200 RUB auf Spiele des Partnerklubs ist ein Los.',
        'Zum Ende der Aktion werden zehn signierte Trikots verlost.',
      ),
      ar: t(
        'كأس النادي الشريك',
        'ادعم نادينا الشريك هذا الموسم واربح قمصانًا موقّعة.',
        'كل رهان بقيمة 200 روبل أو أكثر على مباريات النادي الشريك يُعد مشاركة.',
        'تُسحب عشرة قمصان موقّعة في نهاية العرض.',
      ),
    },
  },
];
