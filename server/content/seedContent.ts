/** Demo news and content pages: en, ru and de in full, ar titles, leads and a short body. */

interface Texts {
  readonly title: string;
  readonly lead: string;
  readonly html: string;
}

export interface SeedArticle {
  readonly slug: string;
  readonly image: string | null;
  readonly publishedAt: string;
  readonly texts: Readonly<Record<string, Texts>>;
}

export interface SeedPage {
  readonly page: string;
  readonly texts: Readonly<Record<string, Texts>>;
}

/** The body's blocks are written one to a line. */
const t = (title: string, lead: string, ...blocks: string[]): Texts => ({ title, lead, html: blocks.join('') });

export const NEWS_SEED: readonly SeedArticle[] = [
  {
    slug: 'cup-final-odds',
    image: '/icons/screenshot-wide.png',
    publishedAt: '2026-11-20T10:00:00Z',
    texts: {
      en: t(
        'Cup final: odds and markets',
        'Every market of the cup final is open, with live betting from kick-off.',
        '<p>The cup final is on the line with more than 300 markets: the winner, the exact score, the first scorer and corners.</p>',
        '<p>Live betting opens at kick-off; a cash-out is offered on most coupons.</p>',
      ),
      ru: t(
        'Финал кубка: коэффициенты и рынки',
        'Все рынки финала кубка открыты, ставки в лайве — с первой минуты.',
        '<p>Финал кубка в линии: более 300 рынков — победитель, точный счёт, первый гол и угловые.</p>',
        '<p>Ставки в лайве открываются с началом матча.</p>',
      ),
      de: t(
        'Pokalfinale: Quoten und Märkte',
        'Alle Märkte des Pokalfinales sind offen, Live-Wetten ab dem Anpfiff.',
        '<p>Das Pokalfinale steht mit über 300 Märkten im Programm: Sieger, genaues Ergebnis, erster Torschütze und Ecken.</p>',
        '<p>Live-Wetten beginnen mit dem Anpfiff.</p>',
      ),
      ar: t(
        'نهائي الكأس: الاحتمالات والأسواق',
        'جميع أسواق نهائي الكأس مفتوحة، مع المراهنة المباشرة منذ البداية.',
        '<p>أكثر من 300 سوق لنهائي الكأس.</p>',
      ),
    },
  },
  {
    slug: 'new-live-casino-tables',
    image: '/icons/icon-512.png',
    publishedAt: '2026-11-12T09:00:00Z',
    texts: {
      en: t(
        'New live casino tables',
        'Roulette and blackjack tables now run around the clock.',
        '<h2>What is new</h2>',
        '<ul><li>Two roulette tables</li>',
        '<li>A blackjack table with side bets</li>',
        '</ul>',
        '<p>Every round can be verified from its seed.</p>',
      ),
      ru: t(
        'Новые столы живого казино',
        'Столы рулетки и блэкджека теперь работают круглосуточно.',
        '<h2>Что нового</h2>',
        '<ul><li>Два стола рулетки</li>',
        '<li>Стол блэкджека с побочными ставками</li>',
        '</ul>',
        '<p>Каждый раунд можно проверить по его сиду.</p>',
      ),
      de: t(
        'Neue Live-Casino-Tische',
        'Roulette- und Blackjack-Tische laufen jetzt rund um die Uhr.',
        '<h2>Was ist neu</h2>',
        '<ul><li>Zwei Roulette-Tische</li>',
        '<li>Ein Blackjack-Tisch mit Nebenwetten</li>',
        '</ul>',
        '<p>Jede Runde lässt sich über ihren Seed prüfen.</p>',
      ),
      ar: t('طاولات كازينو مباشرة جديدة', 'طاولات الروليت والبلاك جاك تعمل الآن على مدار الساعة.', '<p>طاولتا روليت وطاولة بلاك جاك.</p>'),
    },
  },
  {
    slug: 'betting-calculator-is-here',
    image: null,
    publishedAt: '2026-11-05T12:00:00Z',
    texts: {
      en: t(
        'The betting calculator is here',
        'Work out any coupon — single, accumulator or system — before you place it.',
        '<p>The public betting calculator handles all ten coupon types and six odds formats. Share a calculation as a link.</p>',
      ),
      ru: t(
        'Калькулятор ставок',
        'Рассчитайте любой купон — ординар, экспресс или систему — до того, как сделать ставку.',
        '<p>Калькулятор ставок поддерживает все десять типов купонов и шесть форматов коэффициентов.</p>',
      ),
      de: t(
        'Der Wettrechner ist da',
        'Berechnen Sie jeden Wettschein — Einzel-, Kombi- oder Systemwette — vor dem Platzieren.',
        '<p>Der Wettrechner kennt alle zehn Wettscheintypen und sechs Quotenformate.</p>',
      ),
      ar: t('حاسبة الرهانات متاحة', 'احسب أي قسيمة قبل وضعها.', '<p>تدعم الحاسبة عشرة أنواع من القسائم.</p>'),
    },
  },
  {
    slug: 'responsible-gaming-tools',
    image: null,
    publishedAt: '2026-10-28T08:30:00Z',
    texts: {
      en: t(
        'Limits and breaks in your account',
        'Deposit limits, session limits and a reality check are in the office.',
        '<p>Set a daily, weekly or monthly deposit limit, a session limit, or take a break.</p>',
        '<p>See <a href="/en/responsiblegaming">responsible gaming</a>.</p>',
      ),
      ru: t(
        'Лимиты и перерывы в личном кабинете',
        'Лимиты депозита, лимиты сессии и напоминание о времени — в личном кабинете.',
        '<p>Установите лимит депозита на день, неделю или месяц, лимит сессии или возьмите перерыв.</p>',
      ),
      de: t(
        'Limits und Pausen im Konto',
        'Einzahlungslimits, Sitzungslimits und ein Realitätscheck im Kundenbereich.',
        '<p>Legen Sie ein tägliches, wöchentliches oder monatliches Einzahlungslimit fest oder machen Sie eine Pause.</p>',
      ),
      ar: t('الحدود والاستراحات في حسابك', 'حدود الإيداع وحدود الجلسة في حسابك.', '<p>ضع حدًا للإيداع أو خذ استراحة.</p>'),
    },
  },
];

export const PAGES_SEED: readonly SeedPage[] = [
  {
    page: 'promo',
    texts: {
      en: t(
        'Promotions this month',
        'A first-deposit bonus, free bets on accumulators and weekly cashback.',
        '<h2>First deposit</h2>',
        '<p>100% up to 10,000 on your first deposit.</p>',
        '<h2>Accumulators</h2>',
        '<p>A free bet for every five accumulators of three legs or more.</p>',
        '<p><a href="/en/promotions">All promotions</a></p>',
      ),
      ru: t(
        'Акции месяца',
        'Бонус на первый депозит, фрибеты за экспрессы и еженедельный кешбэк.',
        '<h2>Первый депозит</h2>',
        '<p>100% до 10 000 на первый депозит.</p>',
        '<h2>Экспрессы</h2>',
        '<p>Фрибет за каждые пять экспрессов от трёх событий.</p>',
        '<p><a href="/ru/promotions">Все акции</a></p>',
      ),
      de: t(
        'Aktionen des Monats',
        'Ein Bonus auf die erste Einzahlung, Freiwetten für Kombiwetten und wöchentliches Cashback.',
        '<h2>Erste Einzahlung</h2>',
        '<p>100% bis 10.000 auf die erste Einzahlung.</p>',
        '<p><a href="/de/promotions">Alle Aktionen</a></p>',
      ),
      ar: t('عروض هذا الشهر', 'مكافأة الإيداع الأول ورهانات مجانية واسترداد نقدي أسبوعي.', '<p>مكافأة 100% على الإيداع الأول.</p>'),
    },
  },
  {
    page: 'mobile',
    texts: {
      en: t('Bet from your phone', 'Install the site as an app: it opens full screen and keeps working on a weak connection.', ''),
      ru: t('Ставки с телефона', 'Установите сайт как приложение: он открывается на весь экран и работает при слабой связи.', ''),
      de: t('Wetten vom Handy', 'Installieren Sie die Seite als App: Sie öffnet im Vollbild und läuft auch bei schwacher Verbindung.', ''),
      ar: t('راهن من هاتفك', 'ثبّت الموقع كتطبيق: يفتح بملء الشاشة ويعمل مع اتصال ضعيف.', ''),
    },
  },
  {
    page: 'landing/welcome',
    texts: {
      en: t(
        'Welcome to the sportsbook',
        'Live betting on thousands of events a day, a casino and fast payouts.',
        '<ul><li>Live betting with cash-out</li>',
        '<li>Slots and live tables</li>',
        '<li>Payouts within the hour</li>',
        '</ul>',
        '<p><a href="/en/registration">Open an account</a></p>',
      ),
      ru: t(
        'Добро пожаловать в букмекерскую контору',
        'Ставки в лайве на тысячи событий в день, казино и быстрые выплаты.',
        '<ul><li>Ставки в лайве с кешаутом</li>',
        '<li>Слоты и живые столы</li>',
        '<li>Выплаты в течение часа</li>',
        '</ul>',
      ),
      de: t(
        'Willkommen im Sportwetten-Bereich',
        'Live-Wetten auf Tausende Ereignisse am Tag, ein Casino und schnelle Auszahlungen.',
        '<ul><li>Live-Wetten mit Cash-out</li>',
        '<li>Slots und Live-Tische</li>',
        '<li>Auszahlung innerhalb einer Stunde</li>',
        '</ul>',
      ),
      ar: t('مرحبًا بك', 'مراهنات مباشرة على آلاف الأحداث يوميًا.', '<ul><li>مراهنات مباشرة</li><li>كازينو</li></ul>'),
    },
  },
  {
    page: 'bonus-landing/welcome-bonus',
    texts: {
      en: t(
        'A 100% bonus on your first deposit',
        'Open an account, choose the sport bonus and your first deposit is doubled, up to 10,000.',
        '<h2>How it works</h2>',
        '<ol><li>Register and choose the sport bonus.</li><li>Make your first deposit: the bonus lands in your bonus account.</li>',
        '<li>Wager it 5 times on accumulators of three legs or more at odds of 1.40 or more within 30 days.</li>',
        '<li>What you have then moves to your main account.</li></ol>',
        '<p><a href="/en/promotions/first-deposit-bonus">Full terms</a></p>',
      ),
      ru: t(
        'Бонус 100% на первый депозит',
        'Откройте счёт, выберите спортивный бонус — и первый депозит удвоится, до 10 000.',
        '<h2>Как это работает</h2>',
        '<ol><li>Зарегистрируйтесь и выберите спортивный бонус.</li><li>Сделайте первый депозит: бонус поступит на бонусный счёт.</li>',
        '<li>Отыграйте его 5 раз экспрессами от трёх событий с коэффициентом от 1,40 за 30 дней.</li>',
        '<li>Остаток перейдёт на основной счёт.</li></ol>',
        '<p><a href="/ru/promotions/first-deposit-bonus">Полные условия</a></p>',
      ),
      de: t(
        '100 % Bonus auf die erste Einzahlung',
        'Konto eröffnen, den Sportbonus wählen und die erste Einzahlung wird verdoppelt, bis 10.000.',
        '<h2>So funktioniert es</h2>',
        '<ol><li>Registrieren und den Sportbonus wählen.</li><li>Die erste Einzahlung machen: Der Bonus landet auf dem Bonuskonto.</li>',
        '<li>Ihn innerhalb von 30 Tagen 5-mal mit Kombiwetten ab drei Tipps zu Quoten ab 1,40 umsetzen.</li>',
        '<li>Was dann bleibt, geht auf das Hauptkonto.</li></ol>',
        '<p><a href="/de/promotions/first-deposit-bonus">Alle Bedingungen</a></p>',
      ),
      ar: t(
        'مكافأة 100% على الإيداع الأول',
        'افتح حسابًا واختر مكافأة الرياضة وسيتضاعف إيداعك الأول حتى 10,000.',
        '<ol><li>سجّل واختر مكافأة الرياضة.</li><li>قم بالإيداع الأول.</li><li>راهن بالمكافأة 5 مرات خلال 30 يومًا.</li></ol>',
        '<p><a href="/ar/promotions/first-deposit-bonus">الشروط الكاملة</a></p>',
      ),
    },
  },
  {
    page: 'bonus-landing/casino-welcome',
    texts: {
      en: t(
        'Casino welcome: double your first deposit',
        'Choose the casino bonus when you register and play the slots with twice the money.',
        '<p>The bonus is wagered 5 times on slots within 30 days; table games and keno do not count.</p>',
        '<p><a href="/en/slots">Go to the slots</a></p>',
      ),
      ru: t(
        'Приветствие казино: удвойте первый депозит',
        'Выберите бонус казино при регистрации и играйте в слоты с удвоенной суммой.',
        '<p>Бонус отыгрывается 5 раз в слотах за 30 дней; настольные игры и кено не учитываются.</p>',
        '<p><a href="/ru/slots">К слотам</a></p>',
      ),
      de: t(
        'Casino-Willkommen: erste Einzahlung verdoppeln',
        'Bei der Registrierung den Casino-Bonus wählen und mit doppeltem Guthaben an den Slots spielen.',
        '<p>Der Bonus wird innerhalb von 30 Tagen 5-mal an Slots umgesetzt; Tischspiele und Keno zählen nicht.</p>',
        '<p><a href="/de/slots">Zu den Slots</a></p>',
      ),
      ar: t(
        'ترحيب الكازينو: ضاعف إيداعك الأول',
        'اختر مكافأة الكازينو عند التسجيل والعب ماكينات القمار بضعف المبلغ.',
        '<p>تُراهن المكافأة 5 مرات على ماكينات القمار خلال 30 يومًا.</p>',
      ),
    },
  },
  {
    page: 'games-landing/fortuna',
    texts: {
      en: t(
        'Spin the Fortuna wheel free every day',
        'One free spin a day, bonus money or free spins to win, every spin provably fair.',
        '<h2>How it works</h2>',
        '<ol><li>Sign in and open the Fortuna wheel.</li><li>Spin your free try of the day (a new one comes at 00:00 UTC).</li>',
        '<li>Bonus money lands in your bonus account, free spins under Bonuses in your account.</li></ol>',
        '<p><a href="/en/bonus-games/fortuna">Spin the wheel</a> · <a href="/en/allgamesentrance">All bonus games</a></p>',
      ),
      ru: t(
        'Крутите колесо Фортуны бесплатно каждый день',
        'Одно бесплатное вращение в день, бонусные деньги или фриспины, каждое вращение доказуемо честное.',
        '<h2>Как это работает</h2>',
        '<ol><li>Войдите и откройте колесо Фортуны.</li><li>Сыграйте бесплатную попытку дня (новая — в 00:00 UTC).</li>',
        '<li>Бонусные деньги поступят на бонусный счёт, фриспины — в раздел «Бонусы» кабинета.</li></ol>',
        '<p><a href="/ru/bonus-games/fortuna">Крутить колесо</a> · <a href="/ru/allgamesentrance">Все бонусные игры</a></p>',
      ),
      de: t(
        'Drehen Sie das Fortuna-Rad jeden Tag gratis',
        'Ein Gratis-Dreh am Tag, Bonusgeld oder Freispiele zu gewinnen, jeder Dreh nachweislich fair.',
        '<h2>So funktioniert es</h2>',
        '<ol><li>Anmelden und das Fortuna-Rad öffnen.</li><li>Den Gratisversuch des Tages drehen (ein neuer kommt um 00:00 UTC).</li>',
        '<li>Bonusgeld landet auf dem Bonuskonto, Freispiele unter Boni in Ihrem Konto.</li></ol>',
        '<p><a href="/de/bonus-games/fortuna">Rad drehen</a> · <a href="/de/allgamesentrance">Alle Bonusspiele</a></p>',
      ),
      ar: t(
        'أدر عجلة فورتونا مجانًا كل يوم',
        'دورة مجانية واحدة يوميًا، أموال مكافأة أو دورات مجانية، وكل دورة عادلة ويمكن إثباتها.',
        '<ol><li>سجّل الدخول وافتح عجلة فورتونا.</li><li>العب محاولتك المجانية لليوم (تأتي محاولة جديدة عند 00:00 UTC).</li>',
        '<li>تصل أموال المكافأة إلى حساب المكافآت والدورات المجانية إلى قسم المكافآت.</li></ol>',
        '<p><a href="/ar/bonus-games/fortuna">أدر العجلة</a> · <a href="/ar/allgamesentrance">كل الألعاب الإضافية</a></p>',
      ),
    },
  },
  {
    page: 'partners',
    texts: {
      en: t(
        'Our partners',
        'The clubs, leagues and organisations we work with.',
        '<h2>Football</h2>',
        '<p>Official betting partner of the Northern Football League and of three of its clubs since 2024.</p>',
        '<h2>Esports</h2>',
        '<p>Partner of the Open Arena series: every match is on the live line with statistics.</p>',
        '<h2>Responsible gaming</h2>',
        '<p>We fund independent help lines for players and their families.</p>',
        '<p><a href="/en/our-partners/affiliates">Become an affiliate</a> · <a',
        ' href="/en/our-partners/sponsorship">Sponsorship requests</a></p>',
      ),
      ru: t(
        'Наши партнёры',
        'Клубы, лиги и организации, с которыми мы работаем.',
        '<h2>Футбол</h2>',
        '<p>Официальный партнёр Северной футбольной лиги и трёх её клубов с 2024 года.</p>',
        '<h2>Киберспорт</h2>',
        '<p>Партнёр серии Open Arena: все матчи в лайве со статистикой.</p>',
        '<h2>Ответственная игра</h2>',
        '<p>Мы финансируем независимые линии помощи игрокам и их семьям.</p>',
        '<p><a href="/ru/our-partners/affiliates">Стать партнёром</a> · <a',
        ' href="/ru/our-partners/sponsorship">Заявки на спонсорство</a></p>',
      ),
      de: t(
        'Unsere Partner',
        'Die Vereine, Ligen und Organisationen, mit denen wir arbeiten.',
        '<h2>Fußball</h2>',
        '<p>Offizieller Wettpartner der Nördlichen Fußballliga und drei ihrer Vereine seit 2024.</p>',
        '<h2>E-Sport</h2>',
        '<p>Partner der Open-Arena-Serie: Jedes Spiel steht mit Statistiken im Live-Programm.</p>',
        '<p><a href="/de/our-partners/affiliates">Affiliate werden</a> · <a href="/de/our-partners/sponsorship">Sponsoringanfragen</a></p>',
      ),
      ar: t(
        'شركاؤنا',
        'الأندية والدوريات والمنظمات التي نعمل معها.',
        '<p>الشريك الرسمي للمراهنات لدوري كرة القدم الشمالي منذ 2024.</p>',
        '<p><a href="/ar/our-partners/affiliates">كن شريكًا</a></p>',
      ),
    },
  },
  {
    page: 'our-partners/affiliates',
    texts: {
      en: t(
        'Affiliate programme',
        'Earn a share of the revenue from the players you bring.',
        '<ul><li>Up to 40% revenue share, paid monthly</li><li>Tracking links and promo codes for your site</li>',
        '<li>Reports by day, country and campaign</li></ul>',
        '<p>Players you refer are tracked for 60 days from their first visit. Write to affiliates@example.com.</p>',
      ),
      ru: t(
        'Партнёрская программа',
        'Получайте долю дохода от привлечённых вами игроков.',
        '<ul><li>До 40% дохода, выплата ежемесячно</li><li>Ссылки с отслеживанием и промокоды для вашего сайта</li>',
        '<li>Отчёты по дням, странам и кампаниям</li></ul>',
        '<p>Приглашённые игроки отслеживаются 60 дней с первого визита. Пишите на affiliates@example.com.</p>',
      ),
      de: t(
        'Partnerprogramm',
        'Verdienen Sie einen Anteil am Umsatz der Spieler, die Sie bringen.',
        '<ul><li>Bis zu 40 % Umsatzbeteiligung, monatlich ausgezahlt</li><li>Tracking-Links und Promo-Codes für Ihre Seite</li>',
        '<li>Berichte nach Tag, Land und Kampagne</li></ul>',
        '<p>Geworbene Spieler werden 60 Tage ab dem ersten Besuch erfasst. Schreiben Sie an affiliates@example.com.</p>',
      ),
      ar: t(
        'برنامج الشركاء',
        'احصل على حصة من إيرادات اللاعبين الذين تجلبهم.',
        '<ul><li>حتى 40% من الإيرادات شهريًا</li><li>روابط تتبع ورموز ترويجية</li></ul>',
      ),
    },
  },
  {
    page: 'our-partners/sponsorship',
    texts: {
      en: t(
        'Sponsorship',
        'We sponsor clubs, tournaments and community sport.',
        '<p>Send your proposal with the audience, the dates and what you offer',
        ' to sponsorship@example.com; we answer within ten working days.</p>',
      ),
      ru: t(
        'Спонсорство',
        'Мы спонсируем клубы, турниры и любительский спорт.',
        '<p>Пришлите предложение с аудиторией, датами и условиями на sponsorship@example.com;',
        ' мы ответим в течение десяти рабочих дней.</p>',
      ),
      de: t(
        'Sponsoring',
        'Wir sponsern Vereine, Turniere und den Breitensport.',
        '<p>Senden Sie Ihr Angebot mit Publikum, Terminen und Leistungen an',
        ' sponsorship@example.com; wir antworten binnen zehn Werktagen.</p>',
      ),
      ar: t('الرعاية', 'نرعى الأندية والبطولات والرياضة المجتمعية.', '<p>أرسل عرضك إلى sponsorship@example.com.</p>'),
    },
  },
];
