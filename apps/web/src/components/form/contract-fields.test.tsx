import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../ui/text-field.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { ContractForm, FormActions } from './contract-form.tsx';
import { ContractChecklist, ContractDate, ContractRows } from './contract-fields.tsx';

const schema = z.object({
  from: z
    .string({ error: 'Vul een datum in.' })
    .nullable()
    .refine((v) => v !== null, 'Vul een datum in.'),
  rows: z.array(z.object({ id: z.number(), volume: z.string() })),
  documentIds: z.array(z.number()),
  note: z.string().max(5, 'Hooguit 5 tekens.'),
  reference: z.string(),
});
type Values = z.input<typeof schema>;

function TestForm({
  save,
  initial,
}: {
  save: (v: z.output<typeof schema>) => Promise<unknown>;
  initial: Values;
}) {
  const contract = useContractForm({
    schema,
    defaultValues: initial,
    kind: 'create',
    save,
    savedMessage: 'Opgeslagen.',
    labels: { from: 'Vanaf', rows: 'Regels', documentIds: 'Documenten', note: 'Notitie' },
  });
  return (
    <ContractForm contract={contract}>
      <ContractDate contract={contract} name="from" label="Vanaf" required />
      <TextField {...contract.field('note')} />
      <TextField {...contract.field('reference', 'Kenmerk')} />
      <ContractRows contract={contract} name="rows">
        {({ rows, errorOf, onChange, onRemove }) => (
          <ul>
            {rows.map((row, index) => (
              <li key={row.id}>
                <label>
                  Volume {row.id}
                  <input
                    value={row.volume}
                    onChange={(e) => onChange(index, { ...row, volume: e.target.value })}
                  />
                </label>
                <button type="button" onClick={() => onRemove(index)}>
                  Weg {row.id}
                </button>
                {errorOf(index, 'volume') ? <p>{errorOf(index, 'volume')}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </ContractRows>
      <ContractChecklist
        contract={contract}
        name="documentIds"
        label="Documenten"
        empty="Geen documenten."
        options={[
          { id: 7, label: 'Brief.pdf' },
          { id: 9, label: 'Offerte.pdf' },
        ]}
      />
      <FormActions submitLabel="Bewaren" cancelTo="/" saving={contract.saving} />
    </ContractForm>
  );
}

function setup(save: (v: z.output<typeof schema>) => Promise<unknown>, initial: Partial<Values> = {}) {
  const values: Values = { from: null, rows: [], documentIds: [], note: '', reference: '', ...initial };
  const router = createMemoryRouter([{ path: '/', element: <TestForm save={save} initial={values} /> }]);
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return userEvent.setup();
}

describe('contract form fields', () => {
  it('ContractDate: a typed Dutch day is the field’s ISO day; an empty one shows the field’s error', async () => {
    const save = vi.fn((_values: unknown) => Promise.resolve({}));
    const user = setup(save);
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(await screen.findByText('Vul een datum in.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Vanaf/), '1-2-2026');
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ from: '2026-02-01' });
  });

  it('ContractRows: changes and removes one row and shows a row’s server error at that row', async () => {
    const save = vi.fn((_values: unknown) =>
      Promise.reject(new ApiError(422, 'De gegevens zijn ongeldig.', { 'rows.0.volume': ['Te groot.'] })),
    );
    const user = setup(save, {
      from: '2026-01-01',
      rows: [
        { id: 1, volume: '10' },
        { id: 2, volume: '20' },
        { id: 3, volume: '30' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Weg 2' }));
    expect(screen.queryByLabelText('Volume 2')).toBeNull();
    await user.type(screen.getByLabelText('Volume 3'), '5');
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      rows: [
        { id: 1, volume: '10' },
        { id: 3, volume: '305' },
      ],
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Volume 1').closest('li')?.textContent).toContain('Te groot.'),
    );
    expect(screen.getByLabelText('Volume 3').closest('li')?.textContent).not.toContain('Te groot.');
  });

  it('ContractChecklist: ticking links an id, unticking drops it; no options shows the empty text', async () => {
    const save = vi.fn((_values: unknown) => Promise.resolve({}));
    const user = setup(save, { from: '2026-01-01', documentIds: [9] });
    expect((screen.getByLabelText('Offerte.pdf') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Brief.pdf'));
    await user.click(screen.getByLabelText('Offerte.pdf'));
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ documentIds: [7] });
  });

  it('contract.field: labels a registered field from the form’s labels (or its own), shows its error, sends its text', async () => {
    const save = vi.fn((_values: unknown) => Promise.resolve({}));
    const user = setup(save, { from: '2026-01-01' });
    await user.type(screen.getByLabelText('Notitie'), 'te lange notitie');
    await user.type(screen.getByLabelText('Kenmerk'), 'K-1');
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(await screen.findByText('Hooguit 5 tekens.')).toBeTruthy();
    expect(screen.getByLabelText('Notitie').getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Notitie'));
    await user.type(screen.getByLabelText('Notitie'), 'kort');
    await user.click(screen.getByRole('button', { name: 'Bewaren' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ note: 'kort', reference: 'K-1' });
  });
});
