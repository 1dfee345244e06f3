import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_TOAST_MS } from '@energiek/contracts/constants';
import { ToastProvider } from './toast.tsx';
import { useToast } from './use-toast.ts';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success()}>
        Goed
      </button>
      <button type="button" onClick={() => toast.success('Contact opgeslagen')}>
        Opgeslagen
      </button>
      <button type="button" onClick={() => toast.error()}>
        Fout
      </button>
      <button type="button" onClick={() => toast.error('Vul een omschrijving in')}>
        Eigen fout
      </button>
    </>
  );
}

function setup() {
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );
}

// fireEvent rather than user-event: user-event waits on timers, which are fake here.
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Succes!' with the default text and closes after 2 seconds", () => {
    setup();
    click('Goed');
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Succes!');
    expect(toast.textContent).toContain('Het is gelukt');
    expect(SUCCESS_TOAST_MS).toBe(2000);

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a success text of its own', () => {
    setup();
    click('Opgeslagen');
    expect(screen.getByRole('status').textContent).toContain('Contact opgeslagen');
  });

  it("shows 'Er ging iets mis' with the default text and stays", () => {
    setup();
    click('Fout');
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Er ging iets mis');
    expect(toast.textContent).toContain('Je hebt niet alle verplichte velden ingevuld');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('closes an error toast on a click', () => {
    setup();
    click('Eigen fout');
    expect(screen.getByRole('alert').textContent).toContain('Vul een omschrijving in');
    fireEvent.click(screen.getByRole('alert'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes an error toast with its close button', () => {
    setup();
    click('Fout');
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes the newest error toast on Escape', () => {
    setup();
    click('Fout');
    click('Eigen fout');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    const left = screen.getAllByRole('alert');
    expect(left).toHaveLength(1);
    expect(left[0]?.textContent).toContain('Je hebt niet alle verplichte velden ingevuld');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an error while a success toast comes and goes', () => {
    setup();
    click('Fout');
    click('Goed');
    act(() => vi.advanceTimersByTime(SUCCESS_TOAST_MS));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Buttons />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
