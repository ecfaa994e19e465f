import type { InfoSeed, SeoSeed } from './seedContent';
import { p, ul } from './seedHtml';

/**
 * German content of every demo information page and German SEO rows for the
 * demo site (which offers de: server/db/seedData.ts), in a German operator's
 * words and the formal address.
 */
export const INFO_PAGES_DE: Readonly<Record<string, InfoSeed>> = {
  'rules/1': {
    title: 'Wettregeln',
    html:
      p(
        'Diese Regeln gelten für jede von BetHouse angenommene Wette. Mit der Abgabe einer Wette bestätigen Sie, dass Sie die Regeln ' +
          'gelesen und akzeptiert haben. Weicht eine Regel einer bestimmten Sportart von den allgemeinen Regeln ab, gilt die Regel der ' +
          'Sportart.',
      ) +
      '<h2>Inhalt</h2><ol><li><a href="/de/rules/1/1">Allgemeine Bestimmungen</a></li><li><a href="/de/rules/1/2">Annahme und ' +
      'Abrechnung von Wetten</a></li><li><a href="/de/rules/1/3">Streitfälle und Beschwerden</a></li></ol>',
  },
  'rules/1/1': {
    title: 'Regeln, Kapitel 1: Allgemeine Bestimmungen',
    html:
      '<h2>1.1 Wer wetten darf</h2>' +
      p(
        'Wetten werden nur von registrierten Spielern angenommen, die das in ihrem Wohnsitzland für Glücksspiel vorgeschriebene Alter ' +
          'und mindestens 18 Jahre erreicht haben. Jeder Spieler darf nur ein Konto führen; doppelte Konten werden geschlossen und die ' +
          'darauf platzierten Wetten für ungültig erklärt.',
      ) +
      '<h2>1.2 Quoten und Limits</h2>' +
      p(
        'Quoten werden zum Zeitpunkt der Wettannahme angezeigt und können sich bis zur Bestätigung der Wette ändern. Das Unternehmen ' +
          'legt Mindest- und Höchsteinsätze je Markt fest und kann die Höchstauszahlung einer einzelnen Wette begrenzen.',
      ) +
      p(
        'Offensichtliche Fehler bei Quoten, Ergebnissen oder Ereignisdaten („offensichtlicher Irrtum“) berechtigen das Unternehmen, ' +
          'die Wette zur korrekten Quote abzurechnen oder für ungültig zu erklären.',
      ),
  },
  'rules/1/2': {
    title: 'Regeln, Kapitel 2: Annahme und Abrechnung von Wetten',
    html:
      '<h2>2.1 Annahme einer Wette</h2>' +
      p(
        'Eine Wette gilt als angenommen, sobald sie mit einer Identifikationsnummer in Ihrer Wetthistorie erscheint. Nach Beginn eines ' +
          'Ereignisses platzierte Wetten sind ungültig, sofern das Ereignis nicht live angeboten wird.',
      ) +
      '<h2>2.2 Abrechnung</h2>' +
      p(
        'Wetten werden nach dem offiziellen Ergebnis am Ende der regulären Spielzeit einschließlich Nachspielzeit abgerechnet, jedoch ' +
          'ohne Verlängerung und Elfmeterschießen, sofern der Markt nichts anderes vorsieht.',
      ) +
      '<table><thead><tr><th scope="col">Wettart</th><th scope="col">Wann sie gewinnt</th></tr></thead><tbody><tr><td>Einzelwette</td>' +
      '<td>Der eine Tipp gewinnt</td></tr><tr><td>Kombiwette</td><td>Alle Tipps gewinnen; die Quoten werden multipliziert</td></tr>' +
      '<tr><td>Systemwette</td><td>Genügend Kombinationen der gewählten Größe gewinnen</td></tr></tbody></table>',
  },
  'rules/1/3': {
    title: 'Regeln, Kapitel 3: Streitfälle und Beschwerden',
    html:
      p(
        'Wenn Sie mit der Abrechnung einer Wette nicht einverstanden sind, schreiben Sie innerhalb von 14 Tagen nach der Abrechnung ' +
          'unter Angabe der Wettnummer an den Kundenservice. Wir beantworten jede Beschwerde innerhalb von 10 Werktagen.',
      ) +
      p(
        'Klärt die Antwort die Angelegenheit nicht, können Sie sich an die unabhängige Schlichtungsstelle wenden, die auf der Seite <a ' +
          'href="/de/disputeresolution">Streitbeilegung</a> genannt ist.',
      ),
  },
  contacts: {
    title: 'Kontakt',
    html:
      p(
        'Unser Kundenservice ist rund um die Uhr an jedem Tag des Jahres für Sie da. Am schnellsten erreichen Sie uns über die ' +
          'Chat-Schaltfläche in der Ecke jeder Seite.',
      ) +
      ul(
        'E-Mail: <a href="mailto:support@bethouse.example">support@bethouse.example</a>',
        'Telefon: <a href="tel:+35620000000">+356 2000 0000</a> (kostenlos)',
        'Postanschrift: BetHouse Ltd, 1 Harbour Street, Valletta, Malta',
      ) +
      p('Halten Sie bei Fragen zu Zahlungen bitte Ihre Kontonummer und das Datum der Transaktion bereit.'),
  },
  about: {
    title: 'Über uns',
    html:
      p(
        'BetHouse ist ein 2012 gegründeter Online-Buchmacher mit Casino. Wir bieten Pre-Match- und Live-Wetten auf mehr als vierzig ' +
          'Sportarten, ein Casino mit Tausenden von Slots und Live-Dealer-Tischen, Poker, TV-Spiele und Lotterien.',
      ) +
      p(
        'Wir sind lizenziert und werden regelmäßig geprüft. Spielergelder werden getrennt von den Unternehmensgeldern verwahrt, und ' +
          'jedes Spiel in unserem Casino verwendet einen zertifizierten Zufallszahlengenerator.',
      ) +
      p(
        'Unser Ziel ist einfach: faire Quoten, schnelle Auszahlungen und Wetten, die Spaß machen. Sollten Sie einmal das Gefühl haben, ' +
          'dass es keinen Spaß mehr macht, sind unsere Werkzeuge für <a href="/de/responsiblegaming">verantwortungsvolles Spielen</a> ' +
          'nur einen Klick entfernt.',
      ),
  },
  howbet: {
    title: 'So platzieren Sie eine Wette',
    html:
      '<ol><li>Melden Sie sich an oder registrieren Sie sich und zahlen Sie ein.</li><li>Wählen Sie im Bereich Sportwetten oder Live ' +
      'eine Sportart, einen Wettbewerb und ein Ereignis.</li><li>Klicken Sie auf die Quote des Ausgangs, den Sie erwarten: Er landet ' +
      'auf dem Wettschein.</li><li>Geben Sie Ihren Einsatz ein und bestätigen Sie die Wette.</li></ol>' +
      p(
        'Sie können Tipps aus verschiedenen Ereignissen zu einer Kombiwette verbinden: Die Quoten werden multipliziert, und jeder Tipp ' +
          'muss gewinnen.',
      ),
  },
  payment: {
    title: 'Ein- und Auszahlungen',
    html:
      p(
        'Sie können per Bankkarte, E-Wallet und Banküberweisung einzahlen. Einzahlungen werden sofort gutgeschrieben; die ' +
          'Mindesteinzahlung beträgt 10 Einheiten Ihrer Kontowährung.',
      ) +
      p(
        'Auszahlungen erfolgen nach Möglichkeit über die Methode, mit der Sie eingezahlt haben. Wir bearbeiten Anträge innerhalb von ' +
          '24 Stunden; hinzu kommt die Bearbeitungszeit Ihrer Bank oder Ihres E-Wallets.',
      ) +
      p('Vor der ersten Auszahlung können wir Sie bitten, Ihre Identität zu bestätigen, wie es das Gesetz verlangt.'),
  },
  cookies: {
    title: 'Cookie-Richtlinie',
    html:
      p(
        'Wir verwenden Cookies, damit Sie angemeldet bleiben, um Ihre Sprache und Anzeigeeinstellungen zu speichern und um zu ' +
          'verstehen, wie die Website genutzt wird.',
      ) +
      ul(
        '<strong>Notwendige</strong> Cookies sorgen dafür, dass die Website funktioniert, und können nicht deaktiviert werden.',
        '<strong>Funktionale</strong> Cookies merken sich Einstellungen wie ausgeblendete Seitenspalten; wir speichern sie nur mit ' +
          'Ihrer Einwilligung.',
        '<strong>Analyse-Cookies</strong> helfen uns, die Website zu verbessern, und werden anonymisiert.',
      ) +
      p('Sie können Ihre Auswahl jederzeit im Cookie-Banner oder in den Einstellungen Ihres Browsers ändern.'),
  },
  licenses: {
    title: 'Lizenzen',
    html:
      p(
        'BetHouse Ltd verfügt über eine Glücksspiellizenz der nationalen Glücksspielbehörde mit der Lizenznummer 00000 für Sportwetten ' +
          'und Casinospiele.',
      ) +
      p(
        'In einigen Ländern sind wir über lokale Partner unter deren Lizenzen tätig; die für Sie geltende Lizenz ist am Ende jeder ' +
          'Seite angegeben.',
      ),
  },
  taxation: {
    title: 'Besteuerung von Gewinnen',
    html:
      p(
        'Je nach Wohnsitzland können Gewinne der Einkommensteuer unterliegen. Wo das Gesetz es vorschreibt, behalten wir die Steuer bei ' +
          'der Auszahlung ein und melden sie der Steuerbehörde.',
      ) +
      p(
        'Ihr Kontoauszug weist jeden einbehaltenen Betrag aus. Wenn Sie sich über Ihre Pflichten unsicher sind, wenden Sie sich bitte ' +
          'an einen Steuerberater.',
      ),
  },
  consent: {
    title: 'Einwilligung in die Verarbeitung personenbezogener Daten',
    html:
      p(
        'Mit Ihrer Registrierung willigen Sie ein, dass BetHouse Ihre personenbezogenen Daten verarbeitet, um Ihr Konto zu eröffnen und ' +
          'zu führen, Ihre Identität und Ihr Alter zu prüfen und unsere gesetzlichen Pflichten zu erfüllen.',
      ) +
      p(
        'Ihre Einwilligung in Werbung können Sie jederzeit in Ihren Kontoeinstellungen widerrufen. Die für die Kontoführung nötige ' +
          'Einwilligung gilt, solange das Konto besteht, und für die gesetzliche Aufbewahrungsfrist.',
      ),
  },
  simpleidentification: {
    title: 'Vereinfachte Identifizierung',
    html:
      p(
        'Die vereinfachte Identifizierung gleicht Ihren Namen, Ihr Geburtsdatum und Ihre Ausweisnummer mit amtlichen Datenbanken ab. ' +
          'Sie dauert wenige Minuten und schaltet Auszahlungen bis zum Standardlimit frei.',
      ) +
      ul(
        'Öffnen Sie den Bereich Identifizierung in Ihrem Konto.',
        'Geben Sie Ihre Daten genau wie in Ihrem Ausweis ein.',
        'Warten Sie auf die Bestätigung.',
      ),
  },
  amlkyc: {
    title: 'Geldwäscheprävention und KYC',
    html:
      p(
        'Wir halten die Vorschriften zur Bekämpfung der Geldwäsche (AML) und die Verfahren zur Kundenidentifizierung (KYC) ein. Wir ' +
          'prüfen die Identität der Spieler und die Herkunft der Mittel, wenn die Beträge oder das Spielverhalten es erfordern.',
      ) +
      p(
        'Während einer Prüfung können wir ein Konto vorübergehend sperren und verdächtige Transaktionen den Behörden melden, wie es das ' +
          'Gesetz verlangt.',
      ),
  },
  smsbets: {
    title: 'Wetten per SMS',
    html:
      p(
        'Registrierte Spieler können Einzelwetten per SMS platzieren. Senden Sie den Ereigniscode, den Tippcode und den Einsatz, ' +
          'jeweils durch Leerzeichen getrennt, an die Kurzwahlnummer, die in Ihrem Konto angezeigt wird.',
      ) +
      p(
        'Sie erhalten eine Bestätigung mit der Wettnummer. Für Wetten per SMS gelten dieselben Regeln und Limits wie für Wetten auf ' +
          'der Website.',
      ),
  },
  amlpolicy: {
    title: 'Richtlinie zur Geldwäscheprävention',
    html:
      p(
        'BetHouse nimmt keine Gelder krimineller Herkunft an und lässt nicht zu, dass seine Dienste zur Geldwäsche oder ' +
          'Terrorismusfinanzierung genutzt werden.',
      ) +
      ul(
        'Ein- und Auszahlungen müssen über Konten auf den eigenen Namen des Spielers erfolgen.',
        'Eingezahlte Gelder müssen eingesetzt werden, bevor sie ausgezahlt werden können.',
        'Hohe oder ungewöhnliche Transaktionen werden von unserem Compliance-Team geprüft.',
      ),
  },
  disputeresolution: {
    title: 'Streitbeilegung',
    html:
      p(
        'Wir möchten jede Beschwerde fair und schnell klären. Wenden Sie sich zuerst an unseren Kundenservice; die meisten Fragen ' +
          'beantworten wir noch am selben Tag.',
      ) +
      p(
        'Sind Sie mit unserer abschließenden Antwort nicht zufrieden, können Sie den Streitfall innerhalb von 12 Monaten nach unserer ' +
          'Antwort kostenlos der unabhängigen Schlichtungsstelle vorlegen, die in unserer Lizenz genannt ist.',
      ),
  },
  kycpolicy: {
    title: 'Richtlinie zur Kundenidentifizierung (KYC)',
    html:
      p(
        'Um Spieler zu schützen und das Gesetz einzuhalten, prüfen wir die Identität und das Alter jedes Kontoinhabers. Wir können ein ' +
          'Foto eines Ausweisdokuments, einen Adressnachweis und bei hohen Beträgen einen Nachweis über die Herkunft der Mittel ' +
          'anfordern.',
      ) + p('Dokumente werden verschlüsselt gespeichert und ausschließlich zur Prüfung verwendet.'),
  },
  responsiblegaming: {
    title: 'Verantwortungsvolles Spielen',
    html:
      p(
        'Wetten sollen Unterhaltung sein, niemals ein Weg, Geld zu verdienen oder Problemen zu entfliehen. Legen Sie sich ein Budget ' +
          'fest und halten Sie sich daran.',
      ) +
      '<h2>Werkzeuge in Ihrem Konto</h2>' +
      ul(
        'Einzahlungslimits pro Tag, Woche und Monat',
        'Limits für die Sitzungsdauer und Erinnerungen an die Spielzeit',
        'Spielpause von 1 bis 30 Tagen',
        'Selbstausschluss für sechs Monate oder länger',
      ) +
      p(
        'Wenn Glücksspiel Ihnen schadet, erhalten Sie bei nationalen Beratungsstellen kostenlose und vertrauliche Hilfe. Spielern unter ' +
          '18 Jahren ist Glücksspiel nicht gestattet.',
      ),
  },
  cash_terminals: {
    title: 'Bargeldterminals',
    html:
      p(
        'Sie können Ihr Konto an den Zahlungsterminals unserer Partner bar aufladen. Wählen Sie im Menü des Terminals BetHouse, geben ' +
          'Sie Ihre Kontonummer ein und zahlen Sie die Scheine ein.',
      ) +
      p('Das Geld wird innerhalb weniger Minuten gutgeschrieben. Die Terminals geben kein Wechselgeld und können eigene Gebühren erheben.'),
  },
  'betting-calculator': {
    title: 'Wettrechner',
    html:
      p(
        'Der Wettrechner zeigt den möglichen Gewinn einer Wette, bevor Sie sie platzieren. Bei einer Einzelwette ist der Gewinn der ' +
          'Einsatz multipliziert mit der Quote; bei einer Kombiwette der Einsatz multipliziert mit dem Produkt aller Quoten.',
      ) + p('Beispiel: Ein Einsatz von 10 auf eine Kombiwette mit 1,50, 2,00 und 1,80 ergibt 10 × 5,40 = 54.'),
  },
  'betting-awards': {
    title: 'Wett-Auszeichnungen',
    html:
      p(
        'Jeden Monat belohnen wir die Spieler mit den treffsichersten Tipps. Punkte gibt es für jede gewonnene Wette mit einer Quote ' +
          'ab 1,5; je höher die Quote, desto mehr Punkte.',
      ) +
      p(
        'Die zwanzig besten Spieler des Monats teilen sich den Preispool. Die Ergebnisse werden am ersten Werktag des Folgemonats ' +
          'veröffentlicht.',
      ),
  },
};

export const SEO_PAGES_DE: readonly SeoSeed[] = [
  {
    lang: 'de',
    routeId: '*',
    title: '{companyName} – Sportwetten und Casino',
    description:
      'Wetten Sie vor dem Spiel und live auf Fußball, Tennis, Eishockey und vierzig weitere Sportarten oder spielen Sie Slots und ' +
      'Live-Casino bei {companyName}.',
  },
  {
    lang: 'de',
    routeId: 'home',
    title: 'Sportwetten online – {companyName}',
    description: 'Live- und Pre-Match-Wetten mit hohen Quoten, schnelle Auszahlungen und ein Casino mit Tausenden von Spielen.',
  },
  { lang: 'de', routeId: 'liveCasino', title: 'Live-Casino – {companyName}' },
  { lang: 'de', routeId: 'slots', title: 'Slots – {companyName}' },
  { lang: 'de', routeId: 'notFound', title: 'Seite nicht gefunden – {companyName}', metaRobots: 'noindex, follow' },
  { lang: 'de', routeId: 'maintenance', title: 'Wartungsarbeiten – {companyName}', metaRobots: 'noindex, nofollow' },
  {
    lang: 'de',
    routeId: 'about',
    title: 'Über uns – {companyName}',
    description: 'Lernen Sie {companyName} kennen: lizenzierter Buchmacher mit Casino seit 2012.',
  },
  {
    lang: 'de',
    routeId: 'contacts',
    title: 'Kontakt – {companyName}',
    description: 'Der Kundenservice von {companyName} ist rund um die Uhr per Chat, E-Mail und Telefon erreichbar.',
  },
  {
    lang: 'de',
    routeId: 'rules',
    title: 'Wettregeln – {companyName}',
    description: 'Die Wettregeln von {companyName}: allgemeine Bestimmungen, Annahme und Abrechnung von Wetten, Streitfälle.',
  },
  {
    lang: 'de',
    routeId: 'howBet',
    title: 'So platzieren Sie eine Wette – {companyName}',
    description: 'In wenigen Schritten zu Ihrer ersten Einzel- oder Kombiwette bei {companyName}.',
  },
  {
    lang: 'de',
    routeId: 'payment',
    title: 'Ein- und Auszahlungen – {companyName}',
    description: 'Zahlungsmethoden für Ein- und Auszahlungen bei {companyName} und die Bearbeitungszeiten.',
  },
  {
    lang: 'de',
    routeId: 'responsibleGaming',
    title: 'Verantwortungsvolles Spielen – {companyName}',
    description: 'Einzahlungslimits, Spielpausen und Selbstausschluss: die Werkzeuge für verantwortungsvolles Spielen bei {companyName}.',
  },
];
