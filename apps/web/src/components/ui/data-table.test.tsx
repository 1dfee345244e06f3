import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatCurrency } from '@energiek/contracts/format';
import { actionsColumn, DataTable } from './data-table.tsx';
import type { DataTableColumn } from './data-table.tsx';

type Customer = { id: number; name: string; number: string; amount: number | null };

const COLUMNS: DataTableColumn<Customer>[] = [
  { key: 'name', header: 'Naam', sortValue: (row) => row.name },
  { key: 'number', header: 'Klantnummer' },
  {
    key: 'amount',
    header: 'Bedrag',
    align: 'right',
    cell: (row) => formatCurrency(row.amount),
    sortValue: (row) => row.amount,
  },
];

const ROWS: Customer[] = [
  { id: 1, name: 'Bakkerij Zoet', number: 'K-10', amount: 1200 },
  { id: 2, name: 'aannemer De Boer', number: 'K-2', amount: null },
  { id: 3, name: 'Camping Zon', number: 'K-3', amount: -50.5 },
];

function names(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('DataTable', () => {
  it('leaves a column with phone: false out below the sm breakpoint, header and cells alike', () => {
    const columns = COLUMNS.map((c) => (c.key === 'number' ? { ...c, phone: false } : c));
    render(<DataTable label="Klanten" columns={columns} rows={ROWS} rowKey={(row) => row.id} />);
    const header = screen.getByRole('columnheader', { name: 'Klantnummer' });
    expect(header.className).toContain('max-sm:hidden');
    expect(screen.getByRole('cell', { name: 'K-10' }).className).toContain('max-sm:hidden');
    expect(screen.getByRole('columnheader', { name: 'Naam' }).className).not.toContain('max-sm:hidden');
    expect(screen.getByRole('cell', { name: 'Bakkerij Zoet' }).className).not.toContain('max-sm:hidden');
  });

  it('shows the columns and formatted cells', () => {
    render(<DataTable label="Klanten" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Klanten' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Naam', 'Klantnummer', 'Bedrag']);
    expect(screen.getByText('€ 1.200,00')).toBeTruthy();
    expect(screen.getByText('€ -50,50')).toBeTruthy();
    expect(screen.getByText('K-10')).toBeTruthy();
  });

  it('sorts by a header click and says so with aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Klanten" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Naam/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Klantnummer' }).getAttribute('aria-sort')).toBeNull();

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['aannemer De Boer', 'Bakkerij Zoet', 'Camping Zon']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Camping Zon', 'Bakkerij Zoet', 'aannemer De Boer']);

    // Empty values stay last.
    const amountHeader = screen.getByRole('columnheader', { name: /Bedrag/ });
    await user.click(within(amountHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Camping Zon', 'Bakkerij Zoet', 'aannemer De Boer']);
    await user.click(within(amountHeader).getByRole('button'));
    expect(names()).toEqual(['Bakkerij Zoet', 'Camping Zon', 'aannemer De Boer']);
  });

  it('pages with Vorige and Volgende', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 5 }, (_, index) => ({
      id: index,
      name: `Klant ${index + 1}`,
      number: `K-${index}`,
      amount: index,
    }));
    render(<DataTable label="Klanten" columns={COLUMNS} rows={rows} rowKey={(row) => row.id} pageSize={2} />);
    const previous = screen.getByRole('button', { name: 'Vorige' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement;
    expect(screen.getByText('Pagina 1 van 3')).toBeTruthy();
    expect(previous.disabled).toBe(true);
    expect(names()).toEqual(['Klant 1', 'Klant 2']);

    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Pagina 3 van 3')).toBeTruthy();
    expect(names()).toEqual(['Klant 5']);
    expect(next.disabled).toBe(true);

    await user.click(previous);
    expect(screen.getByText('Pagina 2 van 3')).toBeTruthy();
  });

  it('hides paging when everything fits on one page', () => {
    render(<DataTable label="Klanten" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the empty state', () => {
    render(<DataTable label="Klanten" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getByRole('cell').textContent).toBe('Geen resultaten gevonden.');
  });

  it('takes its own empty text', () => {
    render(
      <DataTable
        label="Klanten"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="Nog geen klanten."
      />,
    );
    expect(screen.getByText('Nog geen klanten.')).toBeTruthy();
  });

  it('shows the loading state', () => {
    render(<DataTable label="Klanten" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} loading />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Bezig met laden…');
    expect(screen.queryByText('Bakkerij Zoet')).toBeNull();
  });

  it('reports paging and sorting to the server in server mode', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onSortChange = vi.fn();
    render(
      <DataTable
        label="Klanten"
        columns={COLUMNS.map((column) => ({ ...column, sortable: column.key === 'name' }))}
        rows={ROWS}
        rowKey={(row) => row.id}
        server={{ page: 2, lastPage: 4, onPageChange, onSortChange, sort: { key: 'name', direction: 'asc' } }}
      />,
    );
    expect(screen.getByText('Pagina 2 van 4')).toBeTruthy();
    // Rows stay in the server's order.
    expect(names()).toEqual(['Bakkerij Zoet', 'aannemer De Boer', 'Camping Zon']);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await user.click(within(screen.getByRole('columnheader', { name: /Naam/ })).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: 'Bedrag' }).getAttribute('aria-sort')).toBeNull();
  });

  it('calls onRowClick', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      <DataTable
        label="Klanten"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        onRowClick={onRowClick}
      />,
    );
    await user.click(screen.getByText('Camping Zon'));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[2]);
  });
});

describe('actionsColumn', () => {
  it("is the right-aligned 'actions' column with the row's buttons", () => {
    const column = actionsColumn<Customer>('Acties', (row) => (
      <button type="button">{`Bewerk ${row.name}`}</button>
    ));
    expect(column).toMatchObject({ key: 'actions', header: 'Acties', align: 'right' });
    render(<DataTable label="Klanten" columns={[...COLUMNS, column]} rows={ROWS} rowKey={(row) => row.id} />);
    expect(screen.getByRole('button', { name: `Bewerk ${ROWS[0]?.name}` })).toBeTruthy();
  });
});
