import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExportItem } from '@energiek/contracts/exports';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useJob } from '../../../lib/use-job.ts';
import { EXPORTS_TEXTS } from '../texts.ts';

/** The status of an export; while its job runs, a live progress bar (realtime job.progress). */
export function ExportStatus({ item }: { item: ExportItem }) {
  const running = item.status === 'wachtrij' || item.status === 'bezig';
  const { job, finished } = useJob(running ? item.jobId : null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (running && finished) void queryClient.invalidateQueries({ queryKey: ['exports', 'list'] });
  }, [running, finished, queryClient]);
  if (!running) {
    return (
      <span
        className={item.status === 'mislukt' ? 'text-red-700' : 'text-slate-700'}
        title={item.error ?? undefined}
      >
        {item.statusName}
      </span>
    );
  }
  return (
    <div className="min-w-40">
      <ProgressBar
        label={EXPORTS_TEXTS.progress}
        value={job?.progress ?? item.progress}
        state={job?.state ?? 'created'}
        message={job?.message ?? null}
      />
    </div>
  );
}
