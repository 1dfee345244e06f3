import type { RealtimeCacheHandler } from './realtime.ts';

/**
 * Wired into useRealtime by the shell: after a reconnect the jobs on screen (use-job.ts, query keys
 * ['jobs', id]) are fetched again, as pushes were missed. Its own file with type imports only, so the
 * shell's first load does not take use-job.ts and the job contract's zod with it.
 */
export const jobsRealtime: RealtimeCacheHandler = {
  resync: (queryClient) => void queryClient.invalidateQueries({ queryKey: ['jobs'] }),
};
