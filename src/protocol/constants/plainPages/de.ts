import type { PlainPageTexts } from './type';

/** The plain pages' texts in German. */
const texts: PlainPageTexts = {
  not_found: {
    title: 'Diese Seite wurde nicht gefunden',
    body: 'Möglicherweise wurde die Adresse falsch eingegeben oder die Seite wurde verschoben.',
    home: 'Zur Startseite',
  },
  noscript: 'Diese Website benötigt JavaScript. Bitte aktivieren Sie es in den Einstellungen Ihres Browsers.',
  shell: {
    maintenance: {
      title: 'Wartungsarbeiten',
      body: 'Auf der Website finden planmäßige Wartungsarbeiten statt. Wir sind bald wieder für Sie da.',
    },
    status: {
      oldbrowser: {
        title: 'Ihr Browser ist veraltet',
        body: 'Bitte aktualisieren Sie Ihren Browser oder installieren Sie einen aktuellen, um die Website zu nutzen.',
      },
    },
  },
};
export default texts;
