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
import { apiRequest, apiUpload } from '../../../lib/api-client.ts';
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
export const importDegreeDays = (file: File): Promise<DegreeDayImportResult> =>
  apiUpload('degree-days/import', file, importSchema).then((r) => r.data);

export function useImportDegreeDays() {
  return useApiMutation(importDegreeDays, { invalidates: [['degree-days']] });
}
