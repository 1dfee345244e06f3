import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function Harness({ onOk = () => undefined, size }: { onOk?: () => void; size?: 'medium' | 'large' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Openen
      </button>
      <Modal
        open={open}
        title="Contact verwijderen"
        size={size}
        onClose={() => setOpen(false)}
        onOk={() => {
          onOk();
          setOpen(false);
        }}
      >
        <p>Dit kan niet ongedaan worden gemaakt.</p>
        <input aria-label="Reden" />
      </Modal>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Openen' }));
  return user;
}

describe('Modal', () => {
  it('is a labelled modal dialog at z-index 200 with the footer Annuleren / Ok', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Contact verwijderen' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.className).toContain('z-[200]');
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeTruthy();
  });

  it('has a medium and a large size', () => {
    const { rerender } = render(
      <Modal open title="Klein">
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog').className).toContain('max-w-lg');
    rerender(
      <Modal open title="Groot" size="large">
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog').className).toContain('max-w-3xl');
  });

  it('moves focus in, traps it, and gives it back on Escape', async () => {
    const user = await openDialog();
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Openen' }));
  });

  it('closes on a backdrop click and on Annuleren', async () => {
    const user = await openDialog();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('calls onOk', async () => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    render(<Harness onOk={onOk} />);
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the Ok button red for a destructive step', () => {
    render(
      <Modal open title="Verwijderen?" onClose={() => {}} onOk={() => {}} okLabel="Verwijderen" destructive>
        x
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Verwijderen' }).className).toContain('bg-red-600');
    expect(screen.getByRole('button', { name: 'Annuleren' }).className).not.toContain('bg-red-600');
  });

  it('cannot be dismissed without onClose', async () => {
    const user = userEvent.setup();
    render(
      <Modal open title="Gebruiksvoorwaarden" footer={<button type="button">Akkoord</button>}>
        Tekst
      </Modal>,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
  });

  it('can refuse the backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Formulier" onClose={onClose} closeOnBackdrop={false}>
        x
      </Modal>,
    );
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
