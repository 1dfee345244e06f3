import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { invoiceImportSchema, type InvoiceImport } from '@energiek/contracts/invoices';
import { ApiError, apiRequest, apiUrl, type FieldErrors } from '../../../lib/api-client.ts';
import { isDevelopment } from '../../../lib/env.ts';
import { getAuthToken } from '../../../lib/tokens.ts';

// POST customers/{customerId}/invoices/import (multipart `files`) and GET …/imports/{id} until done.

const started = dataEnvelope(invoiceImportSchema.pick({ id: true, status: true }));
const followed = dataEnvelope(invoiceImportSchema);

/** Uploads the files as multipart/form-data (the JSON API client sends JSON only); answers the import id. */
export async function importInvoiceFiles(customerId: number, files: readonly File[]): Promise<number> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-development-mode': String(isDevelopment),
  };
  const token = getAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(apiUrl(`customers/${customerId}/invoices/import`), {
    method: 'POST',
    body: form,
    headers,
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return started.parse(body).data.id;
  const record = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: string;
    errors?: FieldErrors;
  };
  throw new ApiError(response.status, record.message ?? '', record.errors ?? {});
}

const finished = (result: InvoiceImport | undefined) =>
  result?.status === 'done' || result?.status === 'failed';

/** The import, polled every second until it is done or failed; then the invoice list is refreshed. */
export function useInvoiceImport(customerId: number, id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['invoices', 'import', customerId, id],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/invoices/imports/${id}`, { schema: followed, signal }).then(
        (r) => r.data,
      ),
    enabled: id !== null,
    refetchInterval: (q) => (finished(q.state.data) ? false : 1000),
  });
  const done = finished(query.data);
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: ['invoices', 'list'] });
  }, [done, queryClient]);
  return query;
}
