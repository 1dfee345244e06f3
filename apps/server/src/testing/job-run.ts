import type { JobRun } from '../core/jobs/job-definition.ts';

// A JobRun for calling a job's run() directly in a test (no queue): progress reports are recorded.

export function testJobRun<TData>(data: TData): JobRun<TData> & { reports: [number, string | null][] } {
  const reports: [number, string | null][] = [];
  return {
    id: '00000000-0000-4000-8000-000000000000',
    data,
    attempt: 1,
    signal: new AbortController().signal,
    reports,
    async progress(fraction, message) {
      reports.push([fraction, message ?? null]);
    },
  };
}
