import { z } from 'zod';
import { text } from './primitives.ts';

// GET ems/demo-data: how far the background generation of the demo meter data is (embedded demo
// database only; elsewhere the status is 'off').

export const DEMO_DATA_STATUSES = ['off', 'queued', 'running', 'done', 'failed'] as const;
export type DemoDataStatus = (typeof DEMO_DATA_STATUSES)[number];

export const demoDataStateSchema = z.object({
  jobId: text()
    .nullable()
    .describe('The generating job (GET jobs/{id} for admins), or null when there is none.'),
  status: z.enum(DEMO_DATA_STATUSES).describe("'off' when this database gets no demo meter data."),
  progress: z.number().min(0).max(1).describe('0–1; 1 once done.'),
  message: text().nullable().describe('What the job is doing now (Dutch), or null.'),
});
export type DemoDataState = z.infer<typeof demoDataStateSchema>;

export const demoDataResponseSchema = z.object({ data: demoDataStateSchema });
