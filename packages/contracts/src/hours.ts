import { z } from 'zod';

// Time registration (spec §3 Time registration payload, §4 Timer). The hours screens come later.

export const HOUR_MESSAGES = {
  descriptionRequired: 'Vul een omschrijving in.',
  descriptionTooLong: 'De omschrijving mag maximaal 1000 tekens bevatten.',
  secondsRange: 'De tijd moet tussen 1 seconde en 24 uur liggen.',
} as const;

/** A registration covers at most one day. */
export const MAX_HOUR_SECONDS = 86_400;

export const timerRegistrationSchema = z
  .object({
    seconds: z
      .number({ error: HOUR_MESSAGES.secondsRange })
      .int(HOUR_MESSAGES.secondsRange)
      .min(1, HOUR_MESSAGES.secondsRange)
      .max(MAX_HOUR_SECONDS, HOUR_MESSAGES.secondsRange)
      .describe('Timed seconds, 1 to 86400.'),
    description: z
      .string({ error: HOUR_MESSAGES.descriptionRequired })
      .trim()
      .min(1, HOUR_MESSAGES.descriptionRequired)
      .max(1000, HOUR_MESSAGES.descriptionTooLong),
    topbar: z.boolean().default(true).describe('Registered from the top-bar timer.'),
  })
  .describe('Time registration payload (spec §3).');
export type TimerRegistration = z.input<typeof timerRegistrationSchema>;

export const hourSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    customerId: z.number().int(),
    date: z.string().describe('YYYY-MM-DD (Europe/Amsterdam).'),
    seconds: z.number().int(),
    description: z.string(),
    source: z.enum(['timer', 'manual']),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('A registered amount of time of a user on a customer.');
export type HourItem = z.infer<typeof hourSchema>;
