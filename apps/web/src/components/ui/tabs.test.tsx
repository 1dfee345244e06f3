import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, hiddenSides } from './tabs.tsx';
import type { TabItem } from './tabs.tsx';

const TABS: TabItem[] = [
  { id: 'general', label: 'Algemeen' },
  { id: 'contacts', label: 'Contactpersonen', count: 3 },
  { id: 'invoices', label: 'Facturen', disabled: true },
  { id: 'secret', label: 'Geheim', hidden: true },
  { id: 'notes', label: 'Notities', error: true },
];

function Harness({ initial = 'general' }: { initial?: string }) {
  const [active, setActive] = useState(initial);
  return (
    <Tabs tabs={TABS} activeId={active} onChange={setActive} label="Klantgegevens">
      <p>Inhoud van {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('renders a labelled tab list without hidden tabs', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Klantgegevens' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Algemeen',
      'Contactpersonen 3',
      'Facturen',
      'Notities bevat fouten',
    ]);
  });

  it('marks the active tab and links it to the panel', () => {
    render(<Harness />);
    const tab = screen.getByRole('tab', { name: 'Algemeen' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: /Contactpersonen/ }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Algemeen' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Inhoud van general');
  });

  it('shows the count badge and the error indicator', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Contactpersonen 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Notities bevat fouten' })).toBeTruthy();
    expect(screen.getByTestId('tab-error').className).toContain('bg-red-600');
  });

  it('switches on click but not to a disabled tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: /Contactpersonen/ }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Inhoud van contacts');
    const disabled = screen.getByRole('tab', { name: 'Facturen' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    await user.click(disabled);
    expect(screen.getByRole('tabpanel').textContent).toBe('Inhoud van contacts');
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Algemeen' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Contactpersonen/ }));
    await user.keyboard('{ArrowRight}');
    const notes = screen.getByRole('tab', { name: /Notities/ });
    expect(document.activeElement).toBe(notes);
    expect(notes.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Algemeen' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(notes);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Algemeen' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(notes);
  });

  it('moves on from the tab list into the panel with Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});

describe('hiddenSides (the scroll cue of a tab bar that does not fit)', () => {
  it('tells which side hides tabs', () => {
    expect(hiddenSides(0, 800, 800)).toEqual({ left: false, right: false });
    expect(hiddenSides(0, 800, 1100)).toEqual({ left: false, right: true });
    expect(hiddenSides(150, 800, 1100)).toEqual({ left: true, right: true });
    expect(hiddenSides(299.5, 800, 1100)).toEqual({ left: true, right: false });
  });
});
