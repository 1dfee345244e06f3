import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_COUNTDOWN_SECONDS, IDLE_WARNING_SECONDS } from '@energiek/contracts/constants';
import { onApiResponse } from '../../lib/api-client.ts';

// User input that counts as activity. Scroll is captured, as it does not bubble.
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export type IdleState = { warning: false } | { warning: true; remaining: number };

/**
 * Spec §4: after IDLE_WARNING_SECONDS without user input or API response the warning opens and counts
 * down from IDLE_COUNTDOWN_SECONDS, each second; at zero `onExpire` runs. While the warning is open only
 * `resume` closes it: a stray mouse move must not hide it unread.
 */
export function useIdleTimer(onExpire: () => void): IdleState & { resume: () => void } {
  const lastActivity = useRef(0);
  const [warningSince, setWarningSince] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  const resume = useCallback(() => {
    lastActivity.current = Date.now();
    setWarningSince(null);
  }, []);

  // Activity only moves a timestamp (cheap on every pointer move); the timeout checks it when it fires.
  useEffect(() => {
    if (warningSince !== null) return;
    // Mounting (entering the signed-in shell) counts as activity.
    if (lastActivity.current === 0) lastActivity.current = Date.now();
    const markActive = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, markActive, { capture: true, passive: true });
    }
    const unsubscribe = onApiResponse(markActive);
    let timeout: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const due = lastActivity.current + IDLE_WARNING_SECONDS * 1000 - Date.now();
      if (due <= 0) {
        const at = Date.now();
        setNow(at);
        setWarningSince(at);
        return;
      }
      timeout = setTimeout(schedule, due);
    };
    schedule();
    return () => {
      clearTimeout(timeout);
      unsubscribe();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive, { capture: true });
    };
  }, [warningSince]);

  // The countdown derives from the clock, so a throttled background tab still ends on time.
  useEffect(() => {
    if (warningSince === null) return;
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, [warningSince]);

  const remaining =
    warningSince === null
      ? IDLE_COUNTDOWN_SECONDS
      : Math.max(0, IDLE_COUNTDOWN_SECONDS - Math.floor((now - warningSince) / 1000));

  useEffect(() => {
    if (warningSince !== null && remaining === 0) expire.current();
  }, [warningSince, remaining]);

  return warningSince === null ? { warning: false, resume } : { warning: true, remaining, resume };
}
