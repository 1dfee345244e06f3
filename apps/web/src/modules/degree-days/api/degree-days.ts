import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  degreeDayImportResultSchema,
  degreeDayListSchema,
  degreeDayStationSchema,
  type DegreeDayImportResult,
  type DegreeDayInterval,
} from '@energiek/contracts/degree-days';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { ApiError, apiRequest, apiUrl, type FieldErrors } from '../../../lib/api-client.ts';
import { isDevelopment } from '../../../lib/env.ts';
import { getAuthToken } from '../../../lib/tokens.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET degree-days and POST degree-days/import (docs/api.md "Degree days").

export type DegreeDayFilters = { station: number; from: string; to: string; interval: DegreeDayInterval };

export function useDegreeDays(filters: DegreeDayFilters) {
  return useQuery({
    queryKey: ['degree-days', filters],
    queryFn: ({ signal }) =>
      apiRequest('degree-days', { query: filters, schema: degreeDayListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET degree-days/stations: the stations with data, for the station choice. */
export function useDegreeDayStations() {
  return useQuery({
    queryKey: ['degree-days', 'stations'],
    queryFn: ({ signal }) =>
      apiRequest('degree-days/stations', {
        schema: dataEnvelope(z.array(degreeDayStationSchema)),
        signal,
      }).then((r) => r.data),
  });
}

const importSchema = dataEnvelope(degreeDayImportResultSchema);

/** Uploads a KNMI file as multipart/form-data (the JSON API client sends JSON only). */
export async function importDegreeDays(file: File): Promise<DegreeDayImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-development-mode': String(isDevelopment),
  };
  const token = getAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(apiUrl('degree-days/import'), {
    method: 'POST',
    body: form,
    headers,
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return importSchema.parse(body).data;
  const record = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: string;
    errors?: FieldErrors;
  };
  throw new ApiError(response.status, record.message ?? '', record.errors ?? {});
}

export function useImportDegreeDays() {
  return useApiMutation(importDegreeDays, { invalidates: [['degree-days']] });
}
