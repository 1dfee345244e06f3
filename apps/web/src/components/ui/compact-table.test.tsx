import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompactTable } from './compact-table.tsx';

describe('CompactTable', () => {
  it('shows the named table with its headings and rows', () => {
    render(
      <CompactTable label="Historie" headers={['Veld', 'Waarde']}>
        <tr>
          <td>Leverancier</td>
          <td>Vattenfall</td>
        </tr>
      </CompactTable>,
    );
    const table = screen.getByRole('table', { name: 'Historie' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Veld', 'Waarde']);
    expect(table.querySelector('tbody')?.textContent).toBe('LeverancierVattenfall');
  });
});
