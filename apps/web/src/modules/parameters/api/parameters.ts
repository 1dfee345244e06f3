import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  PARAMETER_KINDS,
  copyYearResultSchema,
  importResultSchema,
  parameterItemSchema,
} from '@energiek/contracts/parameters';
import type {
  CopyYearBody,
  ImportResult,
  ParameterItem,
  ParameterKind,
  ParameterValues,
} from '@energiek/contracts/parameters';
import { apiRequest, apiUpload, apiUrl } from '../../../lib/api-client.ts';
import { choiceParam, pageParam, textParam } from '../../../lib/use-list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET/POST parameters, copy-year, export.xlsx and import (back office, admins).

/** The list's state in the URL (/v3/parameters?kind=…&year=…&q=…&page=…); energy tax first. */
export const parameterListState = z.object({
  kind: choiceParam(PARAMETER_KINDS, 'energy-tax'),
  year: z
    .string()
    .regex(/^(\d{4})?$/)
    .catch(''),
  q: textParam(),
  page: pageParam(),
});
export type ParameterFilters = z.output<typeof parameterListState>;

export const PARAMETERS_PAGE_SIZE = 50;

const listSchema = listEnvelope(parameterItemSchema);
const itemSchema = dataEnvelope(parameterItemSchema);

const filterQuery = (filters: Pick<ParameterFilters, 'kind' | 'year'>) => ({
  kind: filters.kind,
  year: filters.year || undefined,
});

export function listParameters(filters: ParameterFilters, signal?: AbortSignal) {
  return apiRequest('parameters', {
    query: {
      ...filterQuery(filters),
      q: filters.q || undefined,
      page: filters.page,
      limit: PARAMETERS_PAGE_SIZE,
    },
    schema: listSchema,
    signal,
  });
}

/** The export of what the list shows (kind and year). */
export function parametersExportUrl(filters: Pick<ParameterFilters, 'kind' | 'year'>): string {
  return apiUrl('parameters/export.xlsx', filterQuery(filters));
}

export const getParameter = (id: number) =>
  apiRequest(`parameters/${id}`, { schema: itemSchema }).then((r) => r.data);
export const createParameter = (body: ParameterValues) =>
  apiRequest('parameters', { method: 'POST', body, schema: itemSchema }).then((r) => r.data);
export const updateParameter = (id: number, body: ParameterValues) =>
  apiRequest(`parameters/${id}`, { method: 'POST', body, schema: itemSchema }).then((r) => r.data);
export const deleteParameter = (id: number) => apiRequest(`parameters/${id}`, { method: 'DELETE' });
export const copyParameterYear = (body: CopyYearBody) =>
  apiRequest('parameters/copy-year', {
    method: 'POST',
    body,
    schema: dataEnvelope(copyYearResultSchema),
  }).then((r) => r.data);

/** Uploads the workbook as multipart/form-data; rejects with an ApiError (422: errors per sheet and row). */
export const importParameters = (file: File): Promise<ImportResult> =>
  apiUpload('parameters/import', file, dataEnvelope(importResultSchema)).then((r) => r.data);

export const parametersQueryOptions = (filters: ParameterFilters) =>
  queryOptions({
    queryKey: ['parameters', 'list', filters],
    queryFn: ({ signal }) => listParameters(filters, signal),
  });

export function useParameters(filters: ParameterFilters) {
  return useQuery({ ...parametersQueryOptions(filters), placeholderData: keepPreviousData });
}

export function useParameter(id: number) {
  return useQuery({ queryKey: ['parameters', 'detail', id], queryFn: () => getParameter(id) });
}

/** Every write refreshes the lists and details afterwards. */
const AFTER_WRITE = { invalidates: [['parameters']] };

export const useCreateParameter = () => useApiMutation(createParameter, AFTER_WRITE);
export const useUpdateParameter = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: ParameterValues }) => updateParameter(id, body),
    AFTER_WRITE,
  );
export const useDeleteParameter = () => useApiMutation(deleteParameter, AFTER_WRITE);
export const useCopyParameterYear = () => useApiMutation(copyParameterYear, AFTER_WRITE);
export const useImportParameters = () => useApiMutation(importParameters, AFTER_WRITE);

export type { ParameterItem, ParameterKind };
