import type { ReactNode } from 'react';
import { formatEan } from '@energiek/contracts/connections';
import { Button } from '../ui/button.tsx';

/**
 * One connection in a form's list of connections (an agreement's, a tax refund request's): its EAN and
 * address, the row's error, a remove button (none while the form is read-only: no `onRemove`), and the
 * row's own fields beneath.
 */
export function ConnectionRowCard({
  ean,
  address,
  error,
  removeLabel,
  onRemove,
  testId,
  children,
}: {
  ean: string;
  address: string | null | undefined;
  error: string | undefined;
  removeLabel: string;
  onRemove: (() => void) | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid={testId}>
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 tabular-nums">{formatEan(ean)}</p>
          {address ? <p className="text-xs text-slate-500">{address}</p> : null}
          {error ? (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {onRemove ? (
          <Button variant="border" icon="trash" hideLabel label={removeLabel} onClick={onRemove} />
        ) : null}
      </div>
      {children}
    </li>
  );
}
