import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  exportCatalogueSchema,
  exportItemSchema,
  type ExportCreate,
  type ExportItem,
} from '@energiek/contracts/exports';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET exports/catalogue, GET exports (page), POST exports, DELETE exports/{id}; the download link.

export const EXPORTS_PAGE_SIZE = 25;

export function useExportCatalogue() {
  return useQuery({
    queryKey: ['exports', 'catalogue'],
    queryFn: ({ signal }) => apiRequest('exports/catalogue', { schema: exportCatalogueSchema, signal }),
  });
}

export function useExports(page: number) {
  return useQuery({
    queryKey: ['exports', 'list', page],
    queryFn: ({ signal }) =>
      apiRequest('exports', {
        query: { page, limit: EXPORTS_PAGE_SIZE },
        schema: listEnvelope(exportItemSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
    // Progress arrives live (job events); while an export is still queued or running the list is also
    // re-read every few seconds, so a missed "done" event never leaves it at "Bezig".
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => item.status === 'wachtrij' || item.status === 'bezig')
        ? 3000
        : false,
  });
}

export function useCreateExport() {
  return useApiMutation(
    (body: ExportCreate): Promise<ExportItem> =>
      apiRequest('exports', { method: 'POST', body, schema: dataEnvelope(exportItemSchema) }).then(
        (r) => r.data,
      ),
    { invalidates: [['exports', 'list']] },
  );
}

export function useDeleteExport() {
  return useApiMutation(
    (id: number) => apiRequest(`exports/${id}`, { method: 'DELETE' }).then(() => undefined),
    { invalidates: [['exports', 'list']] },
  );
}

export const downloadUrl = (id: number) => apiUrl(`exports/${id}/download`);
