import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';

describe('ShortcutsDialog', () => {
  it('lists each shortcut with its keys and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ShortcutsDialog
        open
        onClose={onClose}
        shortcuts={[
          { keys: '?', description: 'Sneltoetsen tonen' },
          { keys: 'g c', description: 'Naar klanten' },
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sneltoetsen' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['?', 'gdanc']);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['Sneltoetsen tonen', 'Naar klanten']);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
