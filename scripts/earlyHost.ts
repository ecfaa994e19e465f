import type { Plugin } from 'vite';
import { EARLY_HOST_POLICY } from '../src/protocol/constants/trustedTypes';
import { EARLY_HOST_GLOBAL, SHARED_WORKER_NAME } from '../src/protocol/handshake';

/** The worker the page hosts its store in: src/ui/runtime/sharedPath.ts's `new URL('../../worker/entry/shared.ts', …)`. */
const SHARED_WORKER_FILE = /^assets\/shared-[\w-]+\.js$/;

/**
 * The served HTML starts the SharedWorker itself, from a small inline script
 * at the top of the head: the worker's fetch, compile and evaluation (most of
 * the way to the first projection) then begin as the HTML is parsed, not once
 * the page's script has arrived, compiled and begun to evaluate. The page's
 * first connection takes the worker it left (EARLY_HOST_GLOBAL). It stands
 * before the stylesheet, which would hold a classic script until it loaded.
 *
 * Under Trusted Types the script URL comes from a policy of its own that
 * passes the one URL written here; anything going wrong (no SharedWorker, a
 * policy refused) leaves the page to start the worker as before. The server
 * allows the script by its hash (inlineScriptHashes).
 */
export function earlyHost(): Plugin {
  return {
    name: 'early-host',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) => SHARED_WORKER_FILE.test(file));
        if (files.length !== 1)
          throw new Error(`early-host: expected one shared worker script in the build, found ${files.join(', ') || 'none'}`);
        const charset = /<meta charset="[^"]+"\s*\/?>/i.exec(html);
        if (!charset) throw new Error('early-host: the HTML has no <meta charset> to follow');
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    <script>${startScript(`/${files[0]}`)}</script>${html.slice(at)}`;
      },
    },
  };
}

/** ES5 on purpose: it runs before anything checks the browser (src/ui/shell/oldBrowser.ts). */
function startScript(url: string): string {
  const u = JSON.stringify(url);
  return (
    `(function(){try{if(typeof SharedWorker!=="function")return;var u=${u},t=self.trustedTypes,` +
    `p=t&&t.createPolicy(${JSON.stringify(EARLY_HOST_POLICY)},{createScriptURL:function(s){if(s!==u)throw new TypeError(s);return s}});` +
    `self[${JSON.stringify(EARLY_HOST_GLOBAL)}]=new SharedWorker(p?p.createScriptURL(u):u,` +
    `{type:"module",name:${JSON.stringify(SHARED_WORKER_NAME)}})}catch(e){}})();`
  );
}
