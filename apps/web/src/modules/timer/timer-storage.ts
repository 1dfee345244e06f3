// The timer lives in localStorage so it survives a reload: the moment it was (re)started and the
// seconds counted before that. Elapsed time is computed from timestamps, never from ticks, so a
// throttled background tab or a reload loses nothing.

const TIMER_STORAGE_PREFIX = 'topbar-timer:';

/** One timer per admin, so another admin signing in on the same browser does not inherit it. */
export function timerStorageKey(userId: number): string {
  return `${TIMER_STORAGE_PREFIX}${userId}`;
}

export type TimerState = { startedAt: number | null; accumulated: number };

export const STOPPED: TimerState = { startedAt: null, accumulated: 0 };

export function readTimer(key: string, storage: Storage = window.localStorage): TimerState {
  try {
    const raw = storage.getItem(key);
    if (!raw) return STOPPED;
    const value = JSON.parse(raw) as Partial<TimerState>;
    const startedAt = typeof value.startedAt === 'number' ? value.startedAt : null;
    const accumulated =
      typeof value.accumulated === 'number' && value.accumulated >= 0 ? Math.floor(value.accumulated) : 0;
    return { startedAt, accumulated };
  } catch {
    return STOPPED;
  }
}

export function writeTimer(key: string, state: TimerState, storage: Storage = window.localStorage): void {
  if (state.startedAt === null && state.accumulated === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(state));
}

export function elapsedSeconds(state: TimerState, now: number): number {
  const running = state.startedAt === null ? 0 : Math.max(0, Math.floor((now - state.startedAt) / 1000));
  return state.accumulated + running;
}

export function startTimer(state: TimerState, now: number): TimerState {
  return state.startedAt === null ? { ...state, startedAt: now } : state;
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  return { startedAt: null, accumulated: elapsedSeconds(state, now) };
}
