import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { invoiceImportSchema, type InvoiceImport } from '@energiek/contracts/invoices';
import { apiRequest, apiUpload } from '../../../lib/api-client.ts';

// POST customers/{customerId}/invoices/import (multipart `files`) and GET …/imports/{id} until done.

const started = dataEnvelope(invoiceImportSchema.pick({ id: true, status: true }));
const followed = dataEnvelope(invoiceImportSchema);

/** Uploads the files as multipart/form-data (field `files`); answers the import id. */
export async function importInvoiceFiles(customerId: number, files: readonly File[]): Promise<number> {
  const answer = await apiUpload(`customers/${customerId}/invoices/import`, files, started);
  return answer.data.id;
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
