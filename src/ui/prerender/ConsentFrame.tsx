import { ConsentQuestion } from '../shell/consent/ConsentQuestion';

/**
 * The cookie question as the served frame shows it to a visitor without an
 * answer's cookie (server/seo/frames.ts): the app's markup and texts, so on
 * a first visit the page's largest text paints with the HTML, and the app's
 * own question takes its place at the same size. Not interactive before the
 * app runs (the frame is hidden from assistive technology): the choices are
 * the buttons' look only; the policy's link works without the script.
 */
export function ConsentFrame({ lang }: { lang: string }) {
  return (
    <ConsentQuestion
      policy={(label) => (
        <a href={`/${lang}/cookies`} tabIndex={-1}>
          {label}
        </a>
      )}
      choice={(choice, label) => (
        <span key={choice.value} className={`button${choice.primary ? ' button--primary' : ''}`}>
          {label}
        </span>
      )}
    />
  );
}
