import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { LinkDialog } from './link-dialog.tsx';

// "Link invoegen" in the article editor: a web, mail or phone address is set (trimmed, on Enter too),
// anything else is refused at the field; "Link weghalen" only for an existing link; Annuleren sets nothing.

function open(current: string | null = null) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  renderPage(<LinkDialog open current={current} onClose={onClose} onSave={onSave} />);
  return { onSave, onClose, user: userEvent.setup() };
}

describe('LinkDialog', () => {
  it('sets the trimmed address, also on Enter', async () => {
    const { onSave, user } = open();
    const field = screen.getByLabelText('Adres (https://…)');
    await user.clear(field);
    await user.type(field, '  mailto:info@energiek.nl {Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('mailto:info@energiek.nl'));
    expect(screen.queryByRole('button', { name: 'Link weghalen' })).toBeNull();
  });

  it('refuses an address of another scheme at the field', async () => {
    const { onSave, user } = open();
    const field = screen.getByLabelText('Adres (https://…)');
    await user.clear(field);
    await user.type(field, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const message = 'Vul een adres in dat begint met https://, http://, mailto: of tel:.';
    expect((await screen.findAllByText(message, { exact: false })).length).toBeGreaterThan(0);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('removes an existing link, and Annuleren changes nothing', async () => {
    const { onSave, onClose, user } = open('https://energiek.nl');
    expect((screen.getByLabelText('Adres (https://…)') as HTMLInputElement).value).toBe(
      'https://energiek.nl',
    );
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Link weghalen' }));
    expect(onSave).toHaveBeenCalledWith(null);
  });
});
