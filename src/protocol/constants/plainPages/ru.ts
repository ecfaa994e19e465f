import type { PlainPageTexts } from './type';

/** The plain pages' texts in Russian. */
const texts: PlainPageTexts = {
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
};
export default texts;
