import type { PlainPageTexts } from './type';

/** The plain pages' texts in English. */
const texts: PlainPageTexts = {
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
};
export default texts;
