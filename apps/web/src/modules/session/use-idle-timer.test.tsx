import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTimer } from './use-idle-timer.ts';

function Probe({ onExpire }: { onExpire: () => void }) {
  const idle = useIdleTimer(onExpire);
  return (
    <div>
      <span data-testid="state">{idle.warning ? `warning ${idle.remaining}` : 'active'}</span>
      <button type="button" onClick={idle.resume}>
        resume
      </button>
    </div>
  );
}

const state = () => screen.getByTestId('state').textContent;
const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('useIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-05T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('warns after 1800 s, counts down from 3599 each second and expires at zero', () => {
    const onExpire = vi.fn();
    render(<Probe onExpire={onExpire} />);
    advance(1799);
    expect(state()).toBe('active');
    advance(1);
    expect(state()).toBe('warning 3599');
    advance(1);
    expect(state()).toBe('warning 3598');
    advance(3597);
    expect(state()).toBe('warning 1');
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(state()).toBe('warning 0');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts on user input before the warning, but not while it is open', () => {
    render(<Probe onExpire={vi.fn()} />);
    advance(1000);
    fireEvent.keyDown(window, { key: 'a' });
    advance(1000);
    expect(state()).toBe('active');
    advance(800);
    expect(state()).toBe('warning 3599');
    fireEvent.pointerMove(window);
    advance(5);
    expect(state()).toBe('warning 3594');
  });

  it('resume closes the warning and restarts the idle period', () => {
    render(<Probe onExpire={vi.fn()} />);
    advance(1800);
    advance(10);
    expect(state()).toBe('warning 3589');
    fireEvent.click(screen.getByRole('button', { name: 'resume' }));
    expect(state()).toBe('active');
    advance(1799);
    expect(state()).toBe('active');
    advance(1);
    expect(state()).toBe('warning 3599');
  });
});
