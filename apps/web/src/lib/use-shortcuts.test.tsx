import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTypingTarget, SEQUENCE_TIMEOUT_MS, useShortcuts } from './use-shortcuts.ts';
import type { Shortcut } from './use-shortcuts.ts';

function Harness({ shortcuts, enabled }: { shortcuts: Shortcut[]; enabled?: boolean }) {
  useShortcuts(shortcuts, enabled);
  return (
    <>
      <input aria-label="Zoeken" />
      <select aria-label="Keuze">
        <option>a</option>
      </select>
      <textarea aria-label="Notitie" />
      <div contentEditable suppressContentEditableWarning data-testid="editor">
        <p data-testid="paragraph">tekst</p>
      </div>
      <button type="button">Knop</button>
    </>
  );
}

const keyUp = (target: Element | Document, key: string, init: Record<string, boolean> = {}) =>
  fireEvent.keyUp(target, { key, ...init });

describe('useShortcuts', () => {
  const help = vi.fn();
  const customers = vi.fn();
  const shortcuts: Shortcut[] = [
    { keys: '?', description: 'Sneltoetsen tonen', handler: help },
    { keys: 'g c', description: 'Naar klanten', handler: customers },
  ];

  beforeEach(() => {
    help.mockReset();
    customers.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reacts on key-up, not on key-down', () => {
    render(<Harness shortcuts={shortcuts} />);
    fireEvent.keyDown(document.body, { key: '?' });
    expect(help).not.toHaveBeenCalled();
    keyUp(document.body, '?');
    expect(help).toHaveBeenCalledTimes(1);
  });

  it('works from a focused button', () => {
    render(<Harness shortcuts={shortcuts} />);
    keyUp(screen.getByRole('button', { name: 'Knop' }), '?');
    expect(help).toHaveBeenCalledTimes(1);
  });

  it('is ignored while typing in input, select, textarea and contenteditable', () => {
    render(<Harness shortcuts={shortcuts} />);
    keyUp(screen.getByRole('textbox', { name: 'Zoeken' }), '?');
    keyUp(screen.getByRole('combobox', { name: 'Keuze' }), '?');
    keyUp(screen.getByRole('textbox', { name: 'Notitie' }), '?');
    keyUp(screen.getByTestId('editor'), '?');
    keyUp(screen.getByTestId('paragraph'), '?');
    expect(help).not.toHaveBeenCalled();
  });

  it('leaves combinations with Ctrl, Alt or Meta alone', () => {
    render(<Harness shortcuts={shortcuts} />);
    keyUp(document.body, '?', { ctrlKey: true });
    keyUp(document.body, '?', { altKey: true });
    keyUp(document.body, '?', { metaKey: true });
    expect(help).not.toHaveBeenCalled();
  });

  it('follows a two-key sequence, in either case', () => {
    render(<Harness shortcuts={shortcuts} />);
    keyUp(document.body, 'c');
    expect(customers).not.toHaveBeenCalled();
    keyUp(document.body, 'g');
    keyUp(document.body, 'C');
    expect(customers).toHaveBeenCalledTimes(1);
  });

  it('forgets the first key of a sequence after a second', () => {
    vi.useFakeTimers();
    render(<Harness shortcuts={shortcuts} />);
    keyUp(document.body, 'g');
    vi.advanceTimersByTime(SEQUENCE_TIMEOUT_MS + 1);
    keyUp(document.body, 'c');
    expect(customers).not.toHaveBeenCalled();
  });

  it('does nothing when disabled and stops after unmount', () => {
    const { rerender, unmount } = render(<Harness shortcuts={shortcuts} enabled={false} />);
    keyUp(document.body, '?');
    expect(help).not.toHaveBeenCalled();
    rerender(<Harness shortcuts={shortcuts} enabled />);
    keyUp(document.body, '?');
    expect(help).toHaveBeenCalledTimes(1);
    unmount();
    keyUp(document.body, '?');
    expect(help).toHaveBeenCalledTimes(1);
  });
});

describe('isTypingTarget', () => {
  it('knows typing targets', () => {
    const input = document.createElement('input');
    const div = document.createElement('div');
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(div)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
