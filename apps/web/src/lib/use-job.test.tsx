import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobStatus } from '@energiek/contracts/jobs';
import type { RealtimeEvent } from '@energiek/contracts/realtime';
import { ProgressBar } from '../components/ui/progress-bar.tsx';
import { fakeJsonApi, renderWithQueries } from '../test/render-page.tsx';
import { newerJob, useJob } from './use-job.ts';

// useJob: one GET jobs/{id}, then job.progress events of that job only; an end state is never undone.

const handlers = vi.hoisted(() => new Set<(event: RealtimeEvent) => void>());
vi.mock('./realtime.ts', () => ({
  useRealtimeEvent: (type: string, handler: (event: RealtimeEvent) => void) => {
    handlers.clear();
    handlers.add((event) => {
      if (event.type === type) handler(event);
    });
  },
}));

const ID = '6f1c2a52-5f0a-4a53-9a52-3f4b3c2d1e00';
const job = (patch: Partial<JobStatus> = {}): JobStatus => ({
  id: ID,
  name: 'services.recompute-modules',
  state: 'active',
  progress: 0.2,
  message: '2 van 10 klanten bijgewerkt',
  result: null,
  error: null,
  attempts: 1,
  createdAt: '2026-11-23T20:00:00.000Z',
  updatedAt: '2026-11-23T20:00:01.000Z',
  ...patch,
});

function Watcher({ id }: { id: string | null }) {
  const { job: status, finished } = useJob(id);
  if (!status) return <p>geen taak</p>;
  return (
    <div data-finished={String(finished)}>
      <ProgressBar value={status.progress} state={status.state} message={status.message} />
    </div>
  );
}

const stubFetch = (body: JobStatus) => fakeJsonApi({ data: body });
const renderWatcher = (id: string | null) => renderWithQueries(<Watcher id={id} />);

const emit = (event: RealtimeEvent) => act(() => handlers.forEach((handler) => handler(event)));

describe('useJob', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the job once and follows its job.progress events to the end', async () => {
    const urls = stubFetch(job());
    renderWatcher(ID);
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain(`/api/v3/jobs/${ID}`);

    emit({ type: 'job.progress', job: job({ id: 'another', progress: 0.9 }) });
    // Let the query cache deliver whatever it would (it notifies on a timer, not synchronously).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    emit({ type: 'job.progress', job: job({ progress: 0.6, updatedAt: '2026-11-23T20:00:05.000Z' }) });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
    emit({
      type: 'job.progress',
      job: job({ state: 'completed', progress: 1, message: null, updatedAt: '2026-11-23T20:00:09.000Z' }),
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('100% – Klaar'));
    expect(screen.getByRole('progressbar').closest('[data-finished]')?.getAttribute('data-finished')).toBe(
      'true',
    );
    expect(urls).toHaveLength(1);
  });

  it('keeps a pushed end state when the GET that was under way answers an older state', async () => {
    // A short job: its `completed` push overtakes the GET read before pg-boss marked it completed.
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWatcher(ID);
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    emit({
      type: 'job.progress',
      job: job({ state: 'completed', progress: 1, message: null, updatedAt: '2026-11-23T20:00:09.000Z' }),
    });
    await act(async () => {
      answer(
        new Response(JSON.stringify({ data: job() }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuetext')).toBe('100% – Klaar');
    expect(bar.closest('[data-finished]')?.getAttribute('data-finished')).toBe('true');
  });

  it('fetches nothing without an id', () => {
    const urls = stubFetch(job());
    renderWatcher(null);
    expect(screen.getByText('geen taak')).toBeTruthy();
    expect(urls).toHaveLength(0);
  });
});

describe('newerJob', () => {
  it('keeps an end state and otherwise takes the later update', () => {
    const done = job({ state: 'failed', updatedAt: '2026-11-23T20:00:02.000Z' });
    expect(newerJob(done, job({ updatedAt: '2026-11-23T20:00:09.000Z' }))).toBe(done);
    const early = job({ updatedAt: '2026-11-23T20:00:01.000Z' });
    const late = job({ progress: 0.5, updatedAt: '2026-11-23T20:00:03.000Z' });
    expect(newerJob(late, early)).toBe(late);
    expect(newerJob(early, late)).toBe(late);
    expect(newerJob(undefined, early)).toBe(early);
  });
});
