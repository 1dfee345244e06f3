import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoDataState } from '@energiek/contracts/ems-demo';
import { fakeJsonApi, renderWithQueries } from '../../../../test/render-page.tsx';
import { DemoDataProgress } from './demo-data-progress.tsx';

const stubFetch = (data: DemoDataState) => fakeJsonApi({ data });
const renderProgress = () => renderWithQueries(<DemoDataProgress />);

afterEach(() => vi.unstubAllGlobals());

describe('DemoDataProgress', () => {
  it('says how far the demo meter data is while the job runs', async () => {
    const urls = stubFetch({
      jobId: 'x',
      status: 'running',
      progress: 0.4237,
      message: 'Demo-meetdata 2026-10',
    });
    renderProgress();
    expect(await screen.findByText(/^Demo-meetdata wordt aangemaakt… 42\s%$/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Demo-meetdata' }).getAttribute('aria-valuenow')).toBe(
      '42',
    );
    expect(urls[0]).toContain('/ems/demo-data');
  });

  it('shows nothing once done or without demo data', async () => {
    const urls = stubFetch({ jobId: null, status: 'off', progress: 0, message: null });
    const { container } = renderProgress();
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    expect(container.innerHTML).toBe('');
  });

  it('warns when the generation failed', async () => {
    stubFetch({ jobId: 'x', status: 'failed', progress: 0.3, message: 'database full' });
    renderProgress();
    expect(await screen.findByText('Het aanmaken van de demo-meetdata is mislukt.')).toBeTruthy();
    expect(screen.getByText('database full')).toBeTruthy();
  });
});
