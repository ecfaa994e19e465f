import { DEFAULT_FALLBACK_LANGUAGE } from '../routes';
import { TEXT_LANGUAGE_CODES, type TextLanguageCode } from './languages';
/**
 * The texts of the pages the server also renders as plain HTML (not found,
 * maintenance, old browser): the server's fallback and the React page must
 * say the same words, so both read them here. The UI merges this tree into
 * its translations (src/ui/i18n) under the same keys the pages use.
 */
export type PlainPageTexts = {
  readonly not_found: { readonly title: string; readonly body: string; readonly home: string };
  /** What a browser with JavaScript turned off shows in place of the site (the server writes it into index.html's <noscript>). */
  readonly noscript: string;
  readonly shell: {
    readonly maintenance: { readonly title: string; readonly body: string };
    readonly status: { readonly oldbrowser: { readonly title: string; readonly body: string } };
  };
};

export const PLAIN_PAGE_TEXTS: Readonly<Record<TextLanguageCode, PlainPageTexts>> = {
  en: {
    not_found: {
      title: 'This page could not be found',
      body: 'The address may be mistyped, or the page was moved.',
      home: 'Go to the home page',
    },
    noscript: "This site needs JavaScript. Please turn it on in your browser's settings.",
    shell: {
      maintenance: {
        title: 'Technical maintenance',
        body: 'The site is undergoing scheduled maintenance. We will be back soon.',
      },
      status: {
        oldbrowser: {
          title: 'Your browser is out of date',
          body: 'Please update your browser or install a modern one to use the site.',
        },
      },
    },
  },
  ru: {
    not_found: {
      title: 'Страница не найдена',
      body: 'Возможно, адрес введён с ошибкой или страница была перемещена.',
      home: 'На главную',
    },
    noscript: 'Для работы сайта нужен JavaScript. Включите его в настройках браузера.',
    shell: {
      maintenance: {
        title: 'Технические работы',
        body: 'На сайте проводятся плановые технические работы. Скоро мы вернёмся.',
      },
      status: {
        oldbrowser: {
          title: 'Ваш браузер устарел',
          body: 'Обновите браузер или установите современный, чтобы пользоваться сайтом.',
        },
      },
    },
  },
  ar: {
    not_found: {
      title: 'تعذّر العثور على هذه الصفحة',
      body: 'ربما كُتب العنوان بشكل خاطئ، أو نُقلت الصفحة.',
      home: 'الانتقال إلى الصفحة الرئيسية',
    },
    noscript: 'يحتاج هذا الموقع إلى JavaScript. يُرجى تفعيله في إعدادات متصفحك.',
    shell: {
      maintenance: {
        title: 'صيانة فنية',
        body: 'يخضع الموقع لصيانة مجدولة. سنعود قريبًا.',
      },
      status: {
        oldbrowser: {
          title: 'متصفحك قديم',
          body: 'يرجى تحديث متصفحك أو تثبيت متصفح حديث لاستخدام الموقع.',
        },
      },
    },
  },
  de: {
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
  },
};

/** A language without texts of its own reads the English ones (SPEC 9). */
export function plainPageTextsOf(lang: string): PlainPageTexts {
  const own = (TEXT_LANGUAGE_CODES as readonly string[]).includes(lang);
  return PLAIN_PAGE_TEXTS[own ? (lang as TextLanguageCode) : DEFAULT_FALLBACK_LANGUAGE];
}
