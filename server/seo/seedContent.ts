import type { RouteId, SECTION_ROUTE_ID } from '../../src/protocol/routes';
import { p, ul } from './seedHtml';

/**
 * Demo content of the information pages (en, ru, ar; de in seedContentDe.ts)
 * and demo SEO rows for the "BetHouse" site of server/db/seedData.ts. Plausible operator text; the
 * English "How to bet" page deliberately carries a script, an event handler
 * and a javascript: link, which the server must strip on every answer.
 */

export interface InfoSeed {
  readonly title: string;
  readonly html: string;
  readonly style?: string;
}

/** en and ru for every page; ar for the pages the site links first (the others fall back to English, infoStore.ts). */
export const INFO_PAGES_SEED: Readonly<Record<string, { readonly en: InfoSeed; readonly ru: InfoSeed; readonly ar?: InfoSeed }>> = {
  'rules/1': {
    en: {
      title: 'Betting rules',
      html:
        p(
          'These rules govern every bet accepted by BetHouse. By placing a bet you confirm that you have read and accepted them. ' +
            'Where a rule of a specific sport differs from the general rules, the sport rule applies.',
        ) +
        '<h2>Contents</h2><ol><li><a href="/en/rules/1/1">General provisions</a></li><li><a href="/en/rules/1/2">Accepting and ' +
        'settling bets</a></li><li><a href="/en/rules/1/3">Disputes and complaints</a></li></ol>',
    },
    ru: {
      title: 'Правила приёма ставок',
      html:
        p(
          'Настоящие правила распространяются на все ставки, принимаемые BetHouse. Делая ставку, вы подтверждаете, что ознакомились ' +
            'с правилами и согласны с ними. Если правила отдельного вида спорта отличаются от общих, применяются правила вида спорта.',
        ) +
        '<h2>Содержание</h2><ol><li><a href="/ru/rules/1/1">Общие положения</a></li><li><a href="/ru/rules/1/2">Приём и расчёт ' +
        'ставок</a></li><li><a href="/ru/rules/1/3">Споры и претензии</a></li></ol>',
    },
    ar: {
      title: 'قواعد المراهنة',
      html:
        p(
          'تسري هذه القواعد على كل رهان تقبله BetHouse. بوضعك رهانًا تؤكد أنك قرأت القواعد ووافقت عليها. إذا اختلفت قواعد رياضة ' +
            'معينة عن القواعد العامة، تُطبَّق قواعد تلك الرياضة.',
        ) +
        '<h2>المحتويات</h2><ol><li><a href="/ar/rules/1/1">أحكام عامة</a></li><li><a href="/ar/rules/1/2">قبول الرهانات وتسويتها</a>' +
        '</li><li><a href="/ar/rules/1/3">النزاعات والشكاوى</a></li></ol>',
    },
  },
  'rules/1/1': {
    en: {
      title: 'Rules, chapter 1: General provisions',
      html:
        '<h2>1.1 Who may bet</h2>' +
        p(
          'Bets are accepted only from registered players who have reached the legal age for gambling in their country of residence ' +
            'and at least 18 years. A player may hold one account only; duplicate accounts are closed and their bets voided.',
        ) +
        '<h2>1.2 Odds and limits</h2>' +
        p(
          'Odds are shown at the moment the bet is accepted and may change before the bet is confirmed. The company sets minimum and ' +
            'maximum stakes per market and may limit the maximum payout of a single bet.',
        ) +
        p(
          'Obvious errors in odds, results or event dates (a "palpable error") allow the company to settle the bet at the correct ' +
            'odds or to void it.',
        ),
    },
    ru: {
      title: 'Правила, глава 1: Общие положения',
      html:
        '<h2>1.1 Кто может делать ставки</h2>' +
        p(
          'Ставки принимаются только от зарегистрированных игроков, достигших возраста, с которого азартные игры разрешены в стране ' +
            'их проживания, и не моложе 18 лет. Игрок может иметь только один счёт; повторные счета закрываются, а ставки по ним ' +
            'аннулируются.',
        ) +
        '<h2>1.2 Коэффициенты и лимиты</h2>' +
        p(
          'Коэффициенты фиксируются в момент приёма ставки и могут измениться до её подтверждения. Компания устанавливает ' +
            'минимальные и максимальные суммы ставок по каждому рынку и может ограничить максимальную выплату по одной ставке.',
        ) +
        p(
          'Очевидные ошибки в коэффициентах, результатах или датах событий позволяют компании рассчитать ставку по правильному ' +
            'коэффициенту или аннулировать её.',
        ),
    },
  },
  'rules/1/2': {
    en: {
      title: 'Rules, chapter 2: Accepting and settling bets',
      html:
        '<h2>2.1 Accepting a bet</h2>' +
        p(
          'A bet is accepted once it appears in your bet history with an identification number. Bets placed after the start of an ' +
            'event are void unless the event is offered live.',
        ) +
        '<h2>2.2 Settlement</h2>' +
        p(
          'Bets are settled on the official result announced at the end of regular time, including injury time but excluding extra ' +
            'time and penalties, unless the market says otherwise.',
        ) +
        '<table><thead><tr><th scope="col">Coupon type</th><th scope="col">How it wins</th></tr></thead><tbody><tr><td>Single</td>' +
        '<td>The one selection wins</td></tr><tr><td>Express</td><td>Every selection wins; odds are multiplied</td></tr><tr><td>' +
        'System</td><td>Enough combinations of the chosen size win</td></tr></tbody></table>',
    },
    ru: {
      title: 'Правила, глава 2: Приём и расчёт ставок',
      html:
        '<h2>2.1 Приём ставки</h2>' +
        p(
          'Ставка считается принятой, когда она появилась в истории ставок с идентификационным номером. Ставки, сделанные после ' +
            'начала события, аннулируются, если событие не предлагалось в режиме лайв.',
        ) +
        '<h2>2.2 Расчёт</h2>' +
        p(
          'Ставки рассчитываются по официальному результату основного времени с учётом добавленного, но без дополнительного времени ' +
            'и серии пенальти, если в описании рынка не сказано иное.',
        ) +
        '<table><thead><tr><th scope="col">Тип купона</th><th scope="col">Когда выигрывает</th></tr></thead><tbody><tr><td>Ординар' +
        '</td><td>Выиграл единственный исход</td></tr><tr><td>Экспресс</td><td>Выиграли все исходы; коэффициенты перемножаются</td>' +
        '</tr><tr><td>Система</td><td>Выиграло достаточно комбинаций выбранного размера</td></tr></tbody></table>',
    },
  },
  'rules/1/3': {
    en: {
      title: 'Rules, chapter 3: Disputes and complaints',
      html:
        p(
          'If you disagree with the settlement of a bet, write to support within 14 days of the settlement and give the bet number. ' +
            'We answer every complaint within 10 working days.',
        ) +
        p(
          'If the answer does not resolve the matter, you may refer it to the independent dispute resolution service named on the <a ' +
            'href="/en/disputeresolution">dispute resolution</a> page.',
        ),
    },
    ru: {
      title: 'Правила, глава 3: Споры и претензии',
      html:
        p(
          'Если вы не согласны с расчётом ставки, напишите в службу поддержки в течение 14 дней после расчёта и укажите номер ' +
            'ставки. Мы отвечаем на каждую претензию в течение 10 рабочих дней.',
        ) +
        p(
          'Если ответ не решил вопрос, вы можете обратиться в независимую службу разрешения споров, указанную на странице <a ' +
            'href="/ru/disputeresolution">разрешения споров</a>.',
        ),
    },
  },
  contacts: {
    en: {
      title: 'Contacts',
      html:
        p(
          'Our support team works around the clock, every day of the year. The quickest way to reach us is the chat button in the ' +
            'corner of any page.',
        ) +
        ul(
          'E-mail: <a href="mailto:support@bethouse.example">support@bethouse.example</a>',
          'Phone: <a href="tel:+35620000000">+356 2000 0000</a> (free of charge)',
          'Postal address: BetHouse Ltd, 1 Harbour Street, Valletta, Malta',
        ) +
        p('For questions about payments, please have your account number and the transaction date ready.'),
    },
    ru: {
      title: 'Контакты',
      html:
        p(
          'Служба поддержки работает круглосуточно и без выходных. Быстрее всего связаться с нами через кнопку чата в углу любой страницы.',
        ) +
        ul(
          'Электронная почта: <a href="mailto:support@bethouse.example">support@bethouse.example</a>',
          'Телефон: <a href="tel:+35620000000">+356 2000 0000</a> (бесплатно)',
          'Почтовый адрес: BetHouse Ltd, 1 Harbour Street, Валлетта, Мальта',
        ) +
        p('По вопросам платежей держите под рукой номер счёта и дату операции.'),
    },
    ar: {
      title: 'اتصل بنا',
      html:
        p('يعمل فريق الدعم على مدار الساعة طوال أيام السنة. أسرع طريقة للتواصل معنا هي زر الدردشة في زاوية أي صفحة.') +
        ul(
          'البريد الإلكتروني: <a href="mailto:support@bethouse.example">support@bethouse.example</a>',
          'الهاتف: <a href="tel:+35620000000">+356 2000 0000</a> (مجانًا)',
          'العنوان البريدي: BetHouse Ltd, 1 Harbour Street, فاليتا، مالطا',
        ) +
        p('للاستفسارات المتعلقة بالمدفوعات، يُرجى تجهيز رقم حسابك وتاريخ العملية.'),
    },
  },
  about: {
    en: {
      title: 'About us',
      html:
        p(
          'BetHouse is an online bookmaker and casino founded in 2012. We offer pre-match and live betting on more than forty ' +
            'sports, a casino with thousands of slots and live dealer tables, poker, TV games and lotteries.',
        ) +
        p(
          'We are licensed and regularly audited. Player funds are kept separate from company funds, and every game in our casino ' +
            'uses a certified random number generator.',
        ) +
        p(
          'Our goal is simple: fair odds, fast payouts and betting that stays fun. If you ever feel it stops being fun, our <a ' +
            'href="/en/responsiblegaming">responsible gaming</a> tools are one click away.',
        ),
    },
    ru: {
      title: 'О компании',
      html:
        p(
          'BetHouse — онлайн-букмекер и казино, основанные в 2012 году. Мы принимаем ставки до матча и в лайве на более чем сорок ' +
            'видов спорта, предлагаем казино с тысячами слотов и столами с живыми дилерами, покер, ТВ-игры и лотереи.',
        ) +
        p(
          'Мы работаем по лицензии и регулярно проходим аудит. Средства игроков хранятся отдельно от средств компании, а все игры ' +
            'казино используют сертифицированный генератор случайных чисел.',
        ) +
        p(
          'Наша цель проста: честные коэффициенты, быстрые выплаты и игра, которая остаётся развлечением. Если вам покажется, что ' +
            'это уже не так, инструменты <a href="/ru/responsiblegaming">ответственной игры</a> всегда под рукой.',
        ),
    },
    ar: {
      title: 'من نحن',
      html:
        p(
          'BetHouse شركة مراهنات وكازينو عبر الإنترنت تأسست عام 2012. نقبل الرهانات قبل المباراة وأثناءها على أكثر من أربعين رياضة، ' +
            'ونقدّم كازينو يضم آلاف ألعاب السلوتس وطاولات الموزعين المباشرين والبوكر والألعاب التلفزيونية واليانصيب.',
        ) +
        p(
          'نعمل بموجب ترخيص ونخضع للتدقيق بانتظام. تُحفظ أموال اللاعبين منفصلة عن أموال الشركة، وتستخدم جميع ألعاب الكازينو مولّد ' +
            'أرقام عشوائية معتمدًا.',
        ) +
        p(
          'هدفنا بسيط: احتمالات عادلة وسحب سريع ومراهنة تبقى متعة. وإذا شعرت يومًا أنها لم تعد كذلك، فأدوات <a ' +
            'href="/ar/responsiblegaming">اللعب المسؤول</a> في متناول يدك.',
        ),
    },
  },
  howbet: {
    en: {
      title: 'How to place a bet',
      html:
        '<ol><li>Sign in or register and make a deposit.</li><li>Choose a sport, a competition and an event in the line or live ' +
        'section.</li><li>Click the odds of the outcome you expect: it goes to the bet slip.</li><li>Enter your stake and confirm ' +
        'the bet.</li></ol>' +
        p('You can combine selections from different events into an express bet: the odds are multiplied, and every selection must win.') +
        // Deliberately unsafe markup: the sanitiser must remove all three.
        '<script>document.cookie="stolen=1"</script><p>Watch the <img src="x" onerror="alert(1)">video guide or <a ' +
        'href="javascript:alert(1)">open the demo</a>.</p>',
    },
    ru: {
      title: 'Как сделать ставку',
      html:
        '<ol><li>Войдите или зарегистрируйтесь и пополните счёт.</li><li>Выберите вид спорта, турнир и событие в линии или лайве.' +
        '</li><li>Нажмите на коэффициент исхода, который ожидаете: он попадёт в купон.</li><li>Введите сумму и подтвердите ставку.' +
        '</li></ol>' +
        p('Исходы разных событий можно объединить в экспресс: коэффициенты перемножаются, и выиграть должен каждый исход.'),
    },
    ar: {
      title: 'كيف تضع رهانًا',
      html:
        '<ol><li>سجّل الدخول أو أنشئ حسابًا وقم بالإيداع.</li><li>اختر الرياضة والبطولة والحدث في قسم الرياضة أو المباشر.</li><li>' +
        'انقر على احتمال النتيجة التي تتوقعها لتنتقل إلى قسيمة الرهان.</li><li>أدخل مبلغ الرهان وأكّده.</li></ol>' +
        p('يمكنك الجمع بين اختيارات من أحداث مختلفة في رهان مركّب: تُضرب الاحتمالات ببعضها، ويجب أن يفوز كل اختيار.'),
    },
  },
  payment: {
    en: {
      title: 'Deposits and withdrawals',
      html:
        p(
          'You can deposit with bank cards, e-wallets and bank transfer. Deposits are credited instantly; the minimum deposit is 10 ' +
            'units of your account currency.',
        ) +
        p(
          'Withdrawals go back to the method you deposited with where possible. We process requests within 24 hours; the time your ' +
            'bank or wallet needs comes on top.',
        ) +
        p('Before the first withdrawal we may ask you to verify your identity, as the law requires.'),
    },
    ru: {
      title: 'Пополнение и вывод средств',
      html:
        p(
          'Пополнить счёт можно банковской картой, электронным кошельком или банковским переводом. Зачисление мгновенное; ' +
            'минимальный депозит — 10 единиц валюты счёта.',
        ) +
        p(
          'Выплаты по возможности производятся тем же способом, которым был сделан депозит. Мы обрабатываем заявки в течение 24 ' +
            'часов; к этому добавляется время обработки в банке или кошельке.',
        ) +
        p('Перед первым выводом мы можем попросить подтвердить личность, как того требует закон.'),
    },
    ar: {
      title: 'الإيداع والسحب',
      html:
        p(
          'يمكنك الإيداع بالبطاقات المصرفية والمحافظ الإلكترونية والتحويل المصرفي. تُضاف الإيداعات فورًا، والحد الأدنى للإيداع 10 ' +
            'وحدات من عملة حسابك.',
        ) +
        p(
          'يتم السحب إلى الوسيلة التي أودعت بها متى أمكن ذلك. نعالج الطلبات خلال 24 ساعة، ويُضاف إليها الوقت الذي يحتاجه مصرفك أو ' +
            'محفظتك.',
        ) +
        p('قبل أول عملية سحب قد نطلب منك التحقق من هويتك كما يقتضي القانون.'),
    },
  },
  cookies: {
    en: {
      title: 'Cookie policy',
      html:
        p('We use cookies to keep you signed in, remember your language and display settings, and understand how the site is used.') +
        ul(
          '<strong>Necessary</strong> cookies make the site work and cannot be switched off.',
          '<strong>Functional</strong> cookies remember choices such as hidden side columns; we store them only with your consent.',
          '<strong>Analytics</strong> cookies help us improve the site and are anonymised.',
        ) +
        p('You can change your choice at any time in the cookie banner or in your browser settings.'),
    },
    ru: {
      title: 'Политика использования cookie',
      html:
        p(
          'Мы используем файлы cookie, чтобы вы оставались в системе, чтобы запоминать язык и настройки отображения и понимать, как ' +
            'используется сайт.',
        ) +
        ul(
          '<strong>Необходимые</strong> cookie обеспечивают работу сайта, их нельзя отключить.',
          '<strong>Функциональные</strong> cookie запоминают, например, скрытые боковые колонки; мы сохраняем их только с вашего согласия.',
          '<strong>Аналитические</strong> cookie помогают улучшать сайт и обезличены.',
        ) +
        p('Изменить выбор можно в любой момент в баннере cookie или в настройках браузера.'),
    },
  },
  licenses: {
    en: {
      title: 'Licences',
      html:
        p(
          'BetHouse Ltd holds a gaming licence issued by the national gaming authority, licence number 00000, for betting and casino ' +
            'games.',
        ) +
        p(
          'In some countries we operate through local partners under their licences; the licence that applies to you is shown at the ' +
            'bottom of every page.',
        ),
    },
    ru: {
      title: 'Лицензии',
      html:
        p('BetHouse Ltd имеет лицензию национального регулятора азартных игр № 00000 на приём ставок и проведение игр казино.') +
        p(
          'В ряде стран мы работаем через местных партнёров по их лицензиям; лицензия, которая действует для вас, указана внизу ' +
            'каждой страницы.',
        ),
    },
  },
  taxation: {
    en: {
      title: 'Taxation of winnings',
      html:
        p(
          'Depending on your country of residence, winnings may be subject to income tax. Where the law requires it, we withhold the ' +
            'tax when paying out and report it to the tax authority.',
        ) +
        p('Your account statement lists every withheld amount. If you are unsure about your obligations, please consult a tax adviser.'),
    },
    ru: {
      title: 'Налогообложение выигрышей',
      html:
        p(
          'В зависимости от страны проживания выигрыши могут облагаться налогом на доходы. Если этого требует закон, мы удерживаем ' +
            'налог при выплате и сообщаем о нём в налоговый орган.',
        ) +
        p(
          'В выписке по счёту отражается каждая удержанная сумма. Если вы не уверены в своих обязательствах, обратитесь к налоговому ' +
            'консультанту.',
        ),
    },
  },
  consent: {
    en: {
      title: 'Consent to the processing of personal data',
      html:
        p(
          'By registering you consent to BetHouse processing your personal data to open and run your account, to verify your ' +
            'identity and age, and to meet our legal duties.',
        ) +
        p(
          'You may withdraw consent to marketing at any time in your account settings. Consent needed to run the account lasts while ' +
            'the account exists and for the retention period the law sets.',
        ),
    },
    ru: {
      title: 'Согласие на обработку персональных данных',
      html:
        p(
          'Регистрируясь, вы даёте BetHouse согласие на обработку ваших персональных данных для открытия и ведения счёта, проверки ' +
            'личности и возраста и выполнения обязанностей, установленных законом.',
        ) +
        p(
          'Согласие на рекламные рассылки можно отозвать в любой момент в настройках аккаунта. Согласие, необходимое для ведения ' +
            'счёта, действует, пока существует счёт, и в течение срока хранения, установленного законом.',
        ),
    },
  },
  simpleidentification: {
    en: {
      title: 'Simple identification',
      html:
        p(
          'Simple identification confirms your name, date of birth and document number against official databases. It takes a few ' +
            'minutes and unlocks withdrawals up to the standard limit.',
        ) +
        ul(
          'Open the identification section of your account.',
          'Enter your details exactly as in your passport.',
          'Wait for the confirmation message.',
        ),
    },
    ru: {
      title: 'Упрощённая идентификация',
      html:
        p(
          'Упрощённая идентификация проверяет ваше имя, дату рождения и номер документа по официальным базам данных. Она занимает ' +
            'несколько минут и открывает вывод средств в пределах стандартного лимита.',
        ) + ul('Откройте раздел идентификации в личном кабинете.', 'Введите данные точно как в паспорте.', 'Дождитесь подтверждения.'),
    },
  },
  amlkyc: {
    en: {
      title: 'AML and KYC',
      html:
        p(
          'We follow anti-money-laundering (AML) rules and know-your-customer (KYC) procedures. We check the identity of players and ' +
            'the source of funds where the amounts or patterns of play require it.',
        ) +
        p(
          'We may suspend an account while a check is in progress and report suspicious transactions to the authorities, as the law ' +
            'requires.',
        ),
    },
    ru: {
      title: 'ПОД/ФТ и проверка клиентов',
      html:
        p(
          'Мы соблюдаем правила противодействия отмыванию денег (ПОД/ФТ) и процедуры проверки клиентов (KYC). Мы проверяем личность ' +
            'игроков и источник средств, когда этого требуют суммы или характер игры.',
        ) +
        p(
          'На время проверки счёт может быть приостановлен; о подозрительных операциях мы сообщаем в уполномоченные органы, как того ' +
            'требует закон.',
        ),
    },
  },
  smsbets: {
    en: {
      title: 'Bets by SMS',
      html:
        p(
          'Signed-up players can place single bets by text message. Send the event code, the outcome code and the stake, separated ' +
            'by spaces, to the short number shown in your account.',
        ) + p('You receive a confirmation with the bet number. Bets by SMS follow the same rules and limits as bets on the site.'),
    },
    ru: {
      title: 'Ставки по SMS',
      html:
        p(
          'Зарегистрированные игроки могут делать ординарные ставки по SMS. Отправьте код события, код исхода и сумму через пробел ' +
            'на короткий номер, указанный в личном кабинете.',
        ) +
        p(
          'В ответ придёт подтверждение с номером ставки. На ставки по SMS распространяются те же правила и лимиты, что и на ставки ' +
            'на сайте.',
        ),
    },
  },
  amlpolicy: {
    en: {
      title: 'Anti-money-laundering policy',
      html:
        p(
          'BetHouse does not accept funds of criminal origin and does not allow its services to be used to launder money or finance ' +
            'terrorism.',
        ) +
        ul(
          "Deposits and withdrawals must go through accounts in the player's own name.",
          'Funds deposited must be wagered before they can be withdrawn.',
          'Large or unusual transactions are reviewed by our compliance team.',
        ),
    },
    ru: {
      title: 'Политика противодействия отмыванию денег',
      html:
        p(
          'BetHouse не принимает средства преступного происхождения и не допускает использования своих услуг для отмывания денег или ' +
            'финансирования терроризма.',
        ) +
        ul(
          'Пополнения и выплаты проводятся только через счета, открытые на имя игрока.',
          'Внесённые средства должны быть использованы в игре до вывода.',
          'Крупные или необычные операции проверяет служба комплаенса.',
        ),
    },
  },
  disputeresolution: {
    en: {
      title: 'Dispute resolution',
      html:
        p(
          'We want to resolve every complaint fairly and quickly. First contact our support team; most questions are answered the ' +
            'same day.',
        ) +
        p(
          'If you are not satisfied with our final answer, you may refer the dispute, free of charge, to the independent alternative ' +
            'dispute resolution body named in our licence, within 12 months of our answer.',
        ),
    },
    ru: {
      title: 'Разрешение споров',
      html:
        p(
          'Мы стремимся разрешить каждую жалобу честно и быстро. Сначала обратитесь в службу поддержки: на большинство вопросов мы ' +
            'отвечаем в тот же день.',
        ) +
        p(
          'Если окончательный ответ вас не устроил, вы можете бесплатно передать спор в независимый орган внесудебного ' +
            'урегулирования, указанный в нашей лицензии, в течение 12 месяцев после ответа.',
        ),
    },
  },
  kycpolicy: {
    en: {
      title: 'Know your customer policy',
      html:
        p(
          'To protect players and meet the law we verify the identity and age of every account holder. We may ask for a photo of an ' +
            'identity document, a proof of address and, for large amounts, a proof of the source of funds.',
        ) + p('Documents are stored encrypted and used only for verification.'),
    },
    ru: {
      title: 'Политика «Знай своего клиента»',
      html:
        p(
          'Чтобы защитить игроков и выполнить требования закона, мы проверяем личность и возраст каждого владельца счёта. Мы можем ' +
            'запросить фото документа, подтверждение адреса, а при крупных суммах — подтверждение источника средств.',
        ) + p('Документы хранятся в зашифрованном виде и используются только для проверки.'),
    },
  },
  responsiblegaming: {
    en: {
      title: 'Responsible gaming',
      html:
        p('Betting should be entertainment, never a way to make money or escape problems. Set yourself a budget and stick to it.') +
        '<h2>Tools in your account</h2>' +
        ul(
          'Deposit limits per day, week and month',
          'Session time limits and reality-check reminders',
          'Time-out from 1 to 30 days',
          'Self-exclusion for six months or longer',
        ) +
        p(
          'If gambling is causing you harm, free and confidential help is available from national support lines. Players under 18 ' +
            'are not allowed to gamble.',
        ),
    },
    ru: {
      title: 'Ответственная игра',
      html:
        p(
          'Ставки должны оставаться развлечением, а не способом заработка или ухода от проблем. Определите свой бюджет и ' +
            'придерживайтесь его.',
        ) +
        '<h2>Инструменты в личном кабинете</h2>' +
        ul(
          'Лимиты депозитов на день, неделю и месяц',
          'Ограничение времени сессии и напоминания о времени в игре',
          'Перерыв от 1 до 30 дней',
          'Самоисключение на полгода и дольше',
        ) +
        p(
          'Если игра причиняет вам вред, бесплатную и конфиденциальную помощь окажут национальные службы поддержки. Лицам младше 18 ' +
            'лет азартные игры запрещены.',
        ),
    },
    ar: {
      title: 'اللعب المسؤول',
      html:
        p('يجب أن تبقى المراهنة وسيلة للترفيه، لا طريقة لكسب المال أو الهروب من المشكلات. حدّد لنفسك ميزانية والتزم بها.') +
        '<h2>أدوات في حسابك</h2>' +
        ul(
          'حدود الإيداع اليومية والأسبوعية والشهرية',
          'حدود مدة الجلسة وتذكيرات دورية',
          'استراحة من يوم واحد إلى 30 يومًا',
          'الاستبعاد الذاتي لمدة ستة أشهر أو أكثر',
        ) +
        p(
          'إذا كانت المقامرة تسبب لك ضررًا، فالمساعدة المجانية والسرية متاحة عبر خطوط الدعم الوطنية. لا يُسمح بالمقامرة لمن هم دون 18 ' +
            'عامًا.',
        ),
    },
  },
  cash_terminals: {
    en: {
      title: 'Cash terminals',
      html:
        p(
          'You can top up your account in cash at partner payment terminals. Choose BetHouse in the terminal menu, enter your ' +
            'account number and insert the notes.',
        ) + p('The money is credited within a few minutes. Terminals do not give change and may charge their own fee.'),
    },
    ru: {
      title: 'Платёжные терминалы',
      html:
        p(
          'Пополнить счёт наличными можно в платёжных терминалах партнёров. Выберите BetHouse в меню терминала, введите номер счёта ' +
            'и внесите купюры.',
        ) + p('Деньги зачисляются в течение нескольких минут. Терминалы не выдают сдачу и могут взимать собственную комиссию.'),
    },
  },
  'betting-calculator': {
    en: {
      title: 'Betting calculator',
      html:
        p(
          'The calculator shows the possible return of a bet before you place it. For a single bet the return is the stake ' +
            'multiplied by the odds; for an express, the stake multiplied by the product of all odds.',
        ) + p('Example: a stake of 10 on an express of 1.50, 2.00 and 1.80 returns 10 × 5.40 = 54.'),
    },
    ru: {
      title: 'Калькулятор ставок',
      html:
        p(
          'Калькулятор показывает возможный выигрыш до того, как вы сделаете ставку. Для ординара выигрыш равен сумме ставки, ' +
            'умноженной на коэффициент; для экспресса — сумме, умноженной на произведение всех коэффициентов.',
        ) + p('Пример: ставка 10 на экспресс с коэффициентами 1,50, 2,00 и 1,80 даёт 10 × 5,40 = 54.'),
    },
  },
  'betting-awards': {
    en: {
      title: 'Betting awards',
      html:
        p(
          'Every month we reward the players with the most accurate predictions. Points are given for each winning bet with odds of ' +
            '1.5 or more; the higher the odds, the more points.',
        ) +
        p('The top twenty players of the month share the prize fund. Results are published on the first working day of the next month.'),
    },
    ru: {
      title: 'Премия за ставки',
      html:
        p(
          'Каждый месяц мы награждаем игроков с самыми точными прогнозами. Очки начисляются за каждую выигравшую ставку с ' +
            'коэффициентом от 1,5; чем выше коэффициент, тем больше очков.',
        ) + p('Двадцать лучших игроков месяца делят призовой фонд. Итоги публикуются в первый рабочий день следующего месяца.'),
    },
  },
};

export interface SeoSeed {
  readonly lang: string;
  /** '*' is the site default. */
  readonly routeId?: RouteId | typeof SECTION_ROUTE_ID | '*';
  readonly pathPattern?: string;
  readonly title?: string;
  readonly description?: string;
  readonly metaRobots?: string;
  readonly hierarchyMetaRobots?: string;
  readonly metas?: readonly { name: string; content: string }[];
}

export const SEO_PAGES_SEED: readonly SeoSeed[] = [
  // Site default: every page without a row of its own.
  {
    lang: 'en',
    routeId: '*',
    title: '{companyName} — sports betting and casino',
    description:
      'Bet on football, tennis, hockey and forty more sports before the match and live, or play slots and live casino at {companyName}.',
  },
  {
    lang: 'ru',
    routeId: '*',
    title: '{companyName} — ставки на спорт и казино',
    description: 'Ставки на футбол, теннис, хоккей и ещё сорок видов спорта до матча и в лайве, слоты и живое казино в {companyName}.',
  },
  { lang: '*', routeId: '*', metas: [{ name: 'format-detection', content: 'telephone=no' }] },
  {
    lang: 'en',
    routeId: 'home',
    title: 'Sports betting online — {companyName}',
    description: 'Live and pre-match betting with high odds, fast payouts and a casino with thousands of games.',
  },
  {
    lang: 'ru',
    routeId: 'home',
    title: 'Ставки на спорт онлайн — {companyName}',
    description: 'Ставки в лайве и до матча с высокими коэффициентами, быстрые выплаты и казино с тысячами игр.',
  },
  { lang: 'en', routeId: 'liveCasino', title: 'Live casino — {companyName}' },
  { lang: 'ru', routeId: 'liveCasino', title: 'Живое казино — {companyName}' },
  { lang: 'en', routeId: 'slots', title: 'Slots — {companyName}' },
  { lang: 'ru', routeId: 'slots', title: 'Слоты — {companyName}' },
  { lang: 'en', routeId: 'notFound', title: 'Page not found — {companyName}', metaRobots: 'noindex, follow' },
  { lang: 'ru', routeId: 'notFound', title: 'Страница не найдена — {companyName}', metaRobots: 'noindex, follow' },
  { lang: 'en', routeId: 'maintenance', title: 'Maintenance — {companyName}', metaRobots: 'noindex, nofollow' },
  { lang: 'ru', routeId: 'maintenance', title: 'Технические работы — {companyName}', metaRobots: 'noindex, nofollow' },
  {
    lang: 'ar',
    routeId: '*',
    title: '{companyName} — المراهنات الرياضية والكازينو',
    description:
      'راهن على كرة القدم والتنس والهوكي وأكثر من أربعين رياضة قبل المباراة وأثناءها، أو العب السلوتس والكازينو المباشر في {companyName}.',
  },
  {
    lang: 'ar',
    routeId: 'home',
    title: 'المراهنات الرياضية عبر الإنترنت — {companyName}',
    description: 'رهانات مباشرة وقبل المباراة باحتمالات عالية وسحب سريع وكازينو يضم آلاف الألعاب.',
  },
  { lang: 'ar', routeId: 'liveCasino', title: 'الكازينو المباشر — {companyName}' },
  { lang: 'ar', routeId: 'slots', title: 'السلوتس — {companyName}' },
  { lang: 'ar', routeId: 'notFound', title: 'الصفحة غير موجودة — {companyName}', metaRobots: 'noindex, follow' },
  { lang: 'ar', routeId: 'maintenance', title: 'أعمال صيانة — {companyName}', metaRobots: 'noindex, nofollow' },
  {
    lang: 'ar',
    routeId: 'about',
    title: 'من نحن — {companyName}',
    description: 'تعرّف على {companyName}: شركة مراهنات وكازينو مرخّصة منذ 2012.',
  },
  {
    lang: 'ar',
    routeId: 'contacts',
    title: 'اتصل بنا — {companyName}',
    description: 'فريق دعم {companyName} متاح على مدار الساعة عبر الدردشة والبريد الإلكتروني والهاتف.',
  },
  {
    lang: 'ar',
    routeId: 'rules',
    title: 'قواعد المراهنة — {companyName}',
    description: 'قواعد المراهنة في {companyName}: أحكام عامة، قبول الرهانات وتسويتها، النزاعات.',
  },
  {
    lang: 'ar',
    routeId: 'howBet',
    title: 'كيف تضع رهانًا — {companyName}',
    description: 'خطوات بسيطة لوضع رهانك الأول والرهانات المركّبة في {companyName}.',
  },
  {
    lang: 'ar',
    routeId: 'payment',
    title: 'الإيداع والسحب — {companyName}',
    description: 'طرق الإيداع والسحب في {companyName} ومدة معالجة الطلبات.',
  },
  {
    lang: 'ar',
    routeId: 'responsibleGaming',
    title: 'اللعب المسؤول — {companyName}',
    description: 'حدود الإيداع والاستراحة والاستبعاد الذاتي: أدوات اللعب المسؤول في {companyName}.',
  },
  // The player's own pages and service pages are not for search engines.
  { lang: '*', pathPattern: 'office', hierarchyMetaRobots: 'noindex, nofollow' },
  { lang: '*', pathPattern: 'print-coupon', hierarchyMetaRobots: 'noindex, nofollow' },
  { lang: '*', pathPattern: 'debugger', metaRobots: 'noindex, nofollow' },
  {
    lang: 'en',
    pathPattern: 'rules/1',
    description: 'The betting rules of {companyName}: general provisions, accepting and settling bets, disputes.',
  },
];
