import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isJobFinished, jobResponseSchema, type JobStatus } from '@energiek/contracts/jobs';
import { apiRequest } from './api-client.ts';
import { useRealtimeEvent } from './realtime.ts';

// A background job's status (GET jobs/{id}), kept current by the realtime event job.progress: one request
// when the screen opens, then pushes only (a push never causes a request, see realtime.ts). Show it with
// <ProgressBar value={job.progress} state={job.state} message={job.message} />.
// A push can overtake the GET: a short job publishes `completed` before pg-boss has marked it completed,
// so a GET read just before answers `active` after the push arrived. The GET's answer therefore never
// replaces a newer view (newerJob), else the screen would wait for a push that never comes again.

export const jobKey = (id: string) => ['jobs', id] as const;

export function fetchJob(id: string, signal?: AbortSignal): Promise<JobStatus> {
  return apiRequest(`jobs/${encodeURIComponent(id)}`, { schema: jobResponseSchema, signal }).then(
    (response) => response.data,
  );
}

/** The later of two views of one job: an end state wins, otherwise the later update. */
export function newerJob(current: JobStatus | undefined, next: JobStatus): JobStatus {
  if (!current) return next;
  const currentDone = isJobFinished(current.state);
  if (currentDone !== isJobFinished(next.state)) return currentDone ? current : next;
  return Date.parse(next.updatedAt) >= Date.parse(current.updatedAt) ? next : current;
}

/** The job's status; `finished` once it completed, failed or was cancelled. No id: nothing is fetched. */
export function useJob(id: string | null | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKey(id ?? ''),
    queryFn: async ({ signal }) => {
      const fetched = await fetchJob(id ?? '', signal);
      return newerJob(queryClient.getQueryData<JobStatus>(jobKey(id ?? '')), fetched);
    },
    enabled: Boolean(id),
    staleTime: Infinity,
  });
  useRealtimeEvent('job.progress', (event) => {
    if (!id || event.job.id !== id) return;
    queryClient.setQueryData<JobStatus>(jobKey(id), (current) => newerJob(current, event.job));
  });
  return { ...query, job: query.data, finished: query.data ? isJobFinished(query.data.state) : false };
}
