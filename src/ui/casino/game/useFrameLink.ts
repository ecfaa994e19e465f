import { useCallback, useEffect, useState, type RefObject } from 'react';
import { frameMessageSchema, type FrameMessage } from '../../../protocol/casino/play';

/**
 * The page's side of the postMessage link with the game frame. The frame is
 * sandboxed without allow-same-origin, so its messages come from the opaque
 * origin "null": the page takes them only from that iframe's own window, and
 * posts to it only at the games origin the launch named.
 */
export function useFrameLink(frame: RefObject<HTMLIFrameElement | null>, frameOrigin: string | null) {
  const [frameBalance, setFrameBalance] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== 'null') return;
      const parsed = frameMessageSchema.safeParse(event.data);
      if (parsed.success && parsed.data.type === 'balance') setFrameBalance(parsed.data.balance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  const post = useCallback(
    (message: FrameMessage) => {
      // The sandboxed document's origin is opaque: a message to it must target "*", and only its own window receives it.
      if (frameOrigin) frame.current?.contentWindow?.postMessage(message, '*');
    },
    [frame, frameOrigin],
  );
  return { frameBalance, post };
}
