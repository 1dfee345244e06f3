import { Alert } from '../../../../components/ui/alert.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useEmsDemoData } from '../../api/ems-demo.ts';
import { EMS_DEMO_TEXTS as T } from '../../texts-demo.ts';

/**
 * "Demo-meetdata wordt aangemaakt… 42 %" on the EMS screens while the demo database's meter data is
 * generated in the background; nothing once it is done (or on a database without demo data).
 */
export function DemoDataProgress() {
  const { data } = useEmsDemoData();
  if (!data || data.status === 'off' || data.status === 'done') return null;
  if (data.status === 'failed') {
    return (
      <Alert tone="warning" title={T.failed} className="mb-4">
        {data.message}
      </Alert>
    );
  }
  const percent = Math.round(data.progress * 100); // as the progress bar rounds
  return (
    <section
      aria-label={T.label}
      className="mb-4 space-y-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3"
    >
      <p className="text-sm font-medium text-sky-900">
        {data.status === 'running' ? T.running(percent) : T.queued}
      </p>
      <ProgressBar
        value={data.progress}
        label={T.label}
        state={data.status === 'running' ? 'active' : 'created'}
      />
      <p className="text-sm text-slate-600">{T.explain}</p>
    </section>
  );
}
