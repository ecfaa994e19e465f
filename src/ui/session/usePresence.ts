import { useEffect } from 'react';
import { SESSION_TIMINGS } from '../../protocol/constants/session';
import { useSessionRequest } from './useSession';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'mousemove', 'touchstart', 'wheel'] as const;

/**
 * Tells the worker whether this tab is visible, whether the player does
 * something (throttled to one report per 100 ms, SPEC 9) and whether media
 * plays (SPEC 4: playing counts as activity). The worker's timers do the rest.
 */
export function usePresence(): void {
  const request = useSessionRequest();
  useEffect(() => {
    let lastActivity = 0;
    const playing = new Set<EventTarget>();
    const report = (active: boolean) =>
      void request({ kind: 'presence', visible: document.visibilityState === 'visible', active, mediaPlaying: playing.size > 0 });
    const onActivity = () => {
      const now = performance.now();
      if (now - lastActivity < SESSION_TIMINGS.activityThrottleMs) return;
      lastActivity = now;
      report(true);
    };
    const onVisibility = () => report(document.visibilityState === 'visible');
    const onPlay = (event: Event) => {
      if (event.target) playing.add(event.target);
      report(true);
    };
    const onStop = (event: Event) => {
      if (event.target) playing.delete(event.target);
      report(true);
    };
    report(true);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('play', onPlay, true);
    document.addEventListener('pause', onStop, true);
    document.addEventListener('ended', onStop, true);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('play', onPlay, true);
      document.removeEventListener('pause', onStop, true);
      document.removeEventListener('ended', onStop, true);
    };
  }, [request]);
}
