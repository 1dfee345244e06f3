import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { RowActions } from './row-actions.tsx';
import { ToastProvider } from './ui/toast.tsx';

const TEXTS = {
  edit: 'Bewerken',
  delete: 'Verwijderen',
  deleteTitle: 'Entiteit verwijderen',
  deleteOk: 'Ja',
};

function renderActions(props: Partial<Parameters<typeof RowActions>[0]> = {}) {
  const onDelete = vi.fn(() => Promise.resolve());
  const element = (
    <ToastProvider>
      <RowActions
        name="Kas Noord"
        texts={TEXTS}
        editTo="/v3/customers/1/entities/7/edit"
        confirm={<p>Weet je het zeker? Kas Noord wordt verwijderd.</p>}
        onDelete={onDelete}
        deleting={false}
        deleted="Kas Noord is verwijderd."
        {...props}
      />
    </ToastProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return onDelete;
}

describe('RowActions', () => {
  it("links edit to the row's page, both buttons named after the row", () => {
    renderActions();
    const edit = screen.getByRole('link', { name: 'Bewerken: Kas Noord' });
    expect(edit.getAttribute('href')).toBe('/v3/customers/1/entities/7/edit');
    expect(screen.getByRole('button', { name: 'Verwijderen: Kas Noord' })).toBeTruthy();
  });

  it('calls onEdit where the row edits in place', () => {
    const onEdit = vi.fn();
    renderActions({ editTo: undefined, onEdit });
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken: Kas Noord' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('deletes only after the confirmation, then says so and closes the dialog', async () => {
    const onDelete = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Kas Noord' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Entiteit verwijderen' }).textContent).toContain(
      'Kas Noord wordt verwijderd.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Kas Noord is verwijderd.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal and closes the dialog", async () => {
    renderActions({
      onDelete: () => Promise.reject(new ApiError(409, 'De entiteit heeft nog aansluitingen.')),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Kas Noord' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('De entiteit heeft nog aansluitingen.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
