// The top-bar timer (timer module) registers time; the hours lists (hours module) refresh after it.
// Neither module imports the other: they meet on this mutation key.

/** The mutation key of the timer's registration (POST customers/{customerId}/hours/timer). */
export const TIMER_REGISTRATION_KEY = ['timer', 'registration'] as const;
