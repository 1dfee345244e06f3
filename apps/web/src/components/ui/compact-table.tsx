import type { ReactNode } from 'react';
import { ScrollX } from './scroll-x.tsx';

/**
 * A small read-only table inside a card (a record's history): its column headings, then `children`, the
 * rows; it scrolls sideways when it does not fit.
 */
export function CompactTable({
  label,
  headers,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <ScrollX>
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="text-xs text-slate-500">
          <tr>
            {headers.map((header, index) => (
              <th
                key={index}
                className={index < headers.length - 1 ? 'py-1 pr-3 font-medium' : 'py-1 font-medium'}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </ScrollX>
  );
}
