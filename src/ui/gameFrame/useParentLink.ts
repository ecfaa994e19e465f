import { useEffect, useRef, useState } from 'react';
import { frameMessageSchema, type FrameMessage } from '../../protocol/casino/play';

/**
 * The frame's side of the postMessage link with the site's page: it takes
 * messages only from its parent window at the site's origin (the server
 * names it), and posts only to that origin.
 */
export function useParentLink(siteOrigin: string | null, initialToken: string) {
  const token = useRef(initialToken);
  const [paused, setPaused] = useState<string | null>(null);
  useEffect(() => {
    if (!siteOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== siteOrigin) return;
      const parsed = frameMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'pause') setPaused(message.reason);
      else if (message.type === 'resume') setPaused(null);
      else if (message.type === 'token') token.current = message.token;
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [siteOrigin]);
  const post = (message: FrameMessage) => {
    if (siteOrigin && window.parent !== window) window.parent.postMessage(message, siteOrigin);
  };
  return { token, paused, post };
}
