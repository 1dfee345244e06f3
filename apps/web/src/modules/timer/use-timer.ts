import { useCallback, useEffect, useState } from 'react';
import {
  STOPPED,
  elapsedSeconds,
  pauseTimer,
  readTimer,
  startTimer,
  timerStorageKey,
  writeTimer,
  type TimerState,
} from './timer-storage.ts';

export type TimerStatus = 'stopped' | 'running' | 'paused';

/** The top-bar timer (spec §4): stopped → running → paused (seconds > 0) → registered/discarded → stopped. */
export function useTimer(userId: number) {
  const key = timerStorageKey(userId);
  const [state, setState] = useState<TimerState>(() => readTimer(key));
  const [now, setNow] = useState(() => Date.now());
  const running = state.startedAt !== null;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);

  // Other tabs of the same browser share the timer.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) {
        setNow(Date.now());
        setState(readTimer(key));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  const update = useCallback(
    (next: (current: TimerState, at: number) => TimerState) => {
      const at = Date.now();
      const value = next(readTimer(key), at);
      writeTimer(key, value);
      setNow(at);
      setState(value);
    },
    [key],
  );

  const seconds = elapsedSeconds(state, now);
  const status: TimerStatus = running ? 'running' : seconds > 0 ? 'paused' : 'stopped';

  return {
    status,
    seconds,
    start: useCallback(() => update(startTimer), [update]),
    pause: useCallback(() => update(pauseTimer), [update]),
    reset: useCallback(() => update(() => STOPPED), [update]),
  };
}
