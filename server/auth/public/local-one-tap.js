/*
 * The built-in provider's one-tap script. It speaks the part of Google
 * Identity Services' `google.accounts.id` API the site uses (initialize,
 * prompt with a moment listener, cancel), so the page has one adapter for
 * every one-tap provider. Like Google's, it offers a credential only to a
 * visitor the provider already knows (its own session, from an earlier
 * sign-in with it) and only on the visitor's click. It builds its card with
 * DOM calls, never HTML strings: the site enforces Trusted Types.
 */
(() => {
  const script = document.currentScript;
  const credentialUrl = new URL('credential', script && script.src ? script.src : location.href);
  let options = null;
  let card = null;

  const moment = (type, reason) => ({
    getMomentType: () => type,
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display' && reason === null,
    isNotDisplayed: () => type === 'display' && reason !== null,
    getNotDisplayedReason: () => (type === 'display' ? reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  });

  const close = () => {
    if (card) card.remove();
    card = null;
  };

  const element = (tag, style, text) => {
    const node = document.createElement(tag);
    node.setAttribute('style', style);
    if (text) node.textContent = text;
    return node;
  };

  const show = (answer, listener) => {
    card = element(
      'div',
      'position:fixed;top:16px;inset-inline-end:16px;z-index:2147483000;max-width:320px;padding:16px;border-radius:8px;' +
        'background:#fff;color:#1f1f1f;box-shadow:0 4px 16px rgba(0,0,0,.3);font:14px/1.4 system-ui,sans-serif',
    );
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-label', 'Sign in with Local ID');
    card.setAttribute('data-testid', 'local-one-tap');
    card.append(element('p', 'margin:0 0 4px;font-weight:600', 'Sign in with Local ID'));
    card.append(element('p', 'margin:0 0 12px', `${answer.name || answer.email} (${answer.email})`));
    const go = element('button', 'padding:6px 12px;margin-inline-end:8px;cursor:pointer', `Continue as ${answer.name || answer.email}`);
    go.type = 'button';
    go.addEventListener('click', () => {
      close();
      if (listener) listener(moment('dismissed', 'credential_returned'));
      options.callback({ credential: answer.credential, select_by: 'btn', clientId: options.client_id });
    });
    const dismiss = element('button', 'padding:6px 12px;cursor:pointer', 'Close');
    dismiss.type = 'button';
    dismiss.addEventListener('click', () => {
      close();
      if (listener) listener(moment('skipped', 'user_cancel'));
    });
    card.append(go, dismiss);
    document.body.append(card);
  };

  const prompt = async (listener) => {
    const notify = (m) => {
      if (listener) listener(m);
    };
    if (!options || !options.client_id) return notify(moment('display', 'missing_client_id'));
    if (card) return;
    const query = new URLSearchParams({ client_id: options.client_id });
    if (options.nonce) query.set('nonce', options.nonce);
    let answer;
    try {
      const response = await fetch(`${credentialUrl.href}?${query}`, { credentials: 'same-origin', cache: 'no-store' });
      if (!response.ok) return notify(moment('display', 'invalid_client'));
      answer = await response.json();
    } catch {
      return notify(moment('display', 'unknown_reason'));
    }
    if (!answer.credential) return notify(moment('display', 'opt_out_or_no_session'));
    show(answer, listener);
    notify(moment('display', null));
  };

  const google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.id = {
    initialize: (given) => {
      options = given;
    },
    prompt: (listener) => void prompt(listener),
    cancel: close,
    disableAutoSelect: () => {},
  };
})();
