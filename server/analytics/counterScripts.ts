import { z } from 'zod';
import { COUNTER_PIXEL_FILE, COUNTER_SCRIPT_PREFIX, COUNTER_TYPES, type CounterKind } from '../../src/protocol/constants/analyticsCounters';
import { sendError } from '../http/respond';
import type { Router } from '../http/router';

/**
 * The reference server's stand-ins for the vendors' counter scripts
 * (docs/analytics-counters.md), so the demo config's counters load from this
 * site and a test can see what each received. Each does to the page what the
 * real script does to its snippet's stub (replays the queue, takes over the
 * global) and records every call in window.__referenceCounters[kind]:
 * `{ loaded: true, calls: [...] }`. Static text: nothing of the request goes
 * into it.
 */

/** The record every fake starts with; `rec` is this kind's record. */
const prelude = (kind: CounterKind) =>
  `var w=window,s=[].slice,r=(w.__referenceCounters=w.__referenceCounters||{}),` + `rec=r.${kind}=r.${kind}||{loaded:true,calls:[]};`;

/** A queue array whose push the vendor takes over (dataLayer, _tmr): what was queued and what follows are recorded. */
const arrayTakeover = (global: string, keep: string) =>
  `var l=w.${global}=w.${global}||[];for(var i=0;i<l.length;i++)if(${keep})rec.calls.push(l[i]);` +
  `var p=l.push;l.push=function(){for(var i=0;i<arguments.length;i++){var x=arguments[i];` +
  `if(${keep.replaceAll('l[i]', 'x')})rec.calls.push(x);}return p.apply(l,arguments);};`;

/** A global function whose queue (`queue` on it) the script replays before it replaces the function. */
const functionTakeover = (global: string, queue: string) =>
  `var q=(w.${global}&&w.${global}.${queue})||[];w.${global}=function(){rec.calls.push(s.call(arguments));};` +
  `for(var i=0;i<q.length;i++)w.${global}.apply(null,q[i]);`;

/** A global function that keeps itself and hands calls to a handler it gains (fbq.callMethod, snaptr.handleRequest). */
const handlerTakeover = (global: string, queue: string, handler: string) =>
  `var f=w.${global};if(f){f.${handler}=function(){rec.calls.push(s.call(arguments));};` +
  `var q=f.${queue}||[];f.${queue}=[];for(var i=0;i<q.length;i++)f.${handler}.apply(f,q[i]);}`;

/** An array with methods (ttq, mixpanel): the queued [method, ...args] are replayed and the methods replaced. */
const methodsTakeover = (global: string, methods: readonly string[]) =>
  `var t=w.${global}=w.${global}||[];var q=t.splice(0,t.length);` +
  `${JSON.stringify(methods)}.forEach(function(m){t[m]=function(){rec.calls.push([m].concat(s.call(arguments)));};});` +
  `for(var i=0;i<q.length;i++)t[q[i][0]].apply(t,q[i].slice(1));`;

const BODIES: Readonly<Record<CounterKind, string>> = {
  // Plain objects only: the site tag pushes its argument lists onto the same dataLayer.
  tagManager: arrayTakeover('dataLayer', '!Array.isArray(l[i])&&Object.prototype.toString.call(l[i])!=="[object Arguments]"'),
  searchCounter: functionTakeover('ym', 'a'),
  siteTag: arrayTakeover('dataLayer', '(Array.isArray(l[i])||Object.prototype.toString.call(l[i])==="[object Arguments]")'),
  socialPixel: handlerTakeover('fbq', 'queue', 'callMethod'),
  videoPixel: methodsTakeover('ttq', ['page', 'track', 'identify', 'load']),
  messengerPixel: handlerTakeover('snaptr', 'queue', 'handleRequest'),
  productAnalytics: methodsTakeover('mixpanel', ['init', 'track']),
  heatmap: functionTakeover('hj', 'q'),
  portalCounter: arrayTakeover('_tmr', 'true'),
  imagePixel: '',
  // A radar measures the visitor's connection to the operator's hosts; this one only says it ran.
  radar: '',
};

/** The served files by name: `${script}.js` of every type but the image pixel, and the pixel's image. */
export const COUNTER_SCRIPTS: ReadonlyMap<string, string> = new Map(
  Object.values(COUNTER_TYPES)
    .filter((type) => type.kind !== 'imagePixel')
    .map((type) => [
      `${type.script}.js`,
      `/* Reference stand-in for ${type.provider}. */\n(function(){${prelude(type.kind)}${BODIES[type.kind]}})();\n`,
    ]),
);

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The folder's path below its prefix: a script's file name or the pixel's; any other name is a 404 naming those served. */
const counterPathSchema = z.object({ rest: z.string() });

export function registerCounterScripts(router: Router): void {
  router.under(
    COUNTER_SCRIPT_PREFIX,
    ['GET'],
    ({ res, url }) => {
      const { rest: name } = counterPathSchema.parse({ rest: url.pathname.slice(COUNTER_SCRIPT_PREFIX.length) });
      if (name === COUNTER_PIXEL_FILE) {
        res.writeHead(200, { 'content-type': 'image/gif', 'content-length': PIXEL.length, 'cache-control': 'no-store' });
        res.end(PIXEL);
        return;
      }
      const body = COUNTER_SCRIPTS.get(name);
      if (body === undefined) {
        return sendError(res, 404, 'not_found', `No counter script ${name}; served: ${[...COUNTER_SCRIPTS.keys()].join(', ')}`);
      }
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'cache-control': 'public, max-age=300',
        'x-content-type-options': 'nosniff',
      });
      res.end(body);
    },
    { input: { params: counterPathSchema } },
  );
}
