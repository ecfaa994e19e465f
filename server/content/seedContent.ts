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
];
