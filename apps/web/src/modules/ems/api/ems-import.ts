import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { connectionItemSchema, isLargeCapacity, type ConnectionItem } from '@energiek/contracts/connections';
import {
  emsImportSchema,
  importCreatedSchema,
  importPreviewSchema,
  meterExchangeSchema,
  registerReadingSchema,
  type ImportOptions,
  type ImportPreview,
  type MeterExchangeCreate,
  type RegisterReadingCreate,
} from '@energiek/contracts/ems-import';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { apiErrorOf, apiRequest, apiUrl, sendForm } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// EMS input calls (docs/api.md "EMS input"): interval imports (preview, start, follow) and meter readings.

const base = (customerId: number) => `customers/${customerId}/ems`;

/** The first part of a CSV is enough for the preview; a workbook goes whole (a zip has no usable head). */
const PREVIEW_BYTES = 256 * 1024;

/** The option fields as the multipart form sends them (fields before the file). */
function formOf(options: ImportOptions, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  form.append('file', file, fileName);
  return form;
}

export async function previewImport(
  customerId: number,
  file: File,
  options: ImportOptions,
): Promise<ImportPreview> {
  const workbook = /\.xlsx$/i.test(file.name);
  const head = workbook ? file : file.slice(0, PREVIEW_BYTES);
  const sent = await sendForm(
    apiUrl(`${base(customerId)}/imports/preview`),
    formOf(options, head, file.name),
  );
  if (sent.status !== 200) throw apiErrorOf(sent);
  return dataEnvelope(importPreviewSchema).parse(sent.body).data;
}

export async function startImport(
  customerId: number,
  file: File,
  options: ImportOptions,
  onProgress: (percent: number) => void,
): Promise<{ id: number }> {
  const sent = await sendForm(
    apiUrl(`${base(customerId)}/imports`),
    formOf(options, file, file.name),
    onProgress,
  );
  if (sent.status !== 202) throw apiErrorOf(sent);
  return dataEnvelope(importCreatedSchema).parse(sent.body).data;
}

export const importKey = (customerId: number, id: number) => ['ems-imports', customerId, id] as const;

export function useEmsImport(customerId: number, id: number | null) {
  return useQuery({
    queryKey: importKey(customerId, id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/imports/${id}`, { schema: dataEnvelope(emsImportSchema), signal }).then(
        (r) => r.data,
      ),
    enabled: id !== null,
  });
}

export function useEmsImports(customerId: number) {
  return useQuery({
    queryKey: ['ems-imports', customerId, 'list'],
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/imports`, {
        schema: dataEnvelope(z.array(emsImportSchema)),
        signal,
      }).then((r) => r.data),
  });
}

/** Small connections (no interval metering): by capacity class, else by profile category. */
export function isSmallConnection(connection: ConnectionItem): boolean {
  if (connection.capacity) return isLargeCapacity(connection.product, connection.capacity) === false;
  return /^(E1|E2|G1|G2A)/.test(connection.profileCategory ?? '');
}

export function useSmallConnections(customerId: number) {
  return useQuery({
    queryKey: ['ems-input', customerId, 'connections'],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/connections`, {
        query: { limit: 999, sort: 'ean' },
        schema: listEnvelope(connectionItemSchema),
        signal,
      }).then((r) => r.data.filter(isSmallConnection)),
  });
}

const readingsKey = (customerId: number, connectionId: number) =>
  ['ems-register-readings', customerId, connectionId] as const;

export function useRegisterReadings(customerId: number, connectionId: number | null) {
  return useQuery({
    queryKey: readingsKey(customerId, connectionId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/register-readings`, {
        query: { connectionId },
        schema: dataEnvelope(z.array(registerReadingSchema)),
        signal,
      }).then((r) => r.data),
    enabled: connectionId !== null,
  });
}

export function useCreateRegisterReading(customerId: number) {
  return useApiMutation(
    (body: RegisterReadingCreate) =>
      apiRequest(`${base(customerId)}/register-readings`, {
        method: 'POST',
        body,
        schema: dataEnvelope(registerReadingSchema),
      }).then((r) => r.data),
    { invalidates: (item) => [readingsKey(customerId, item.connectionId)] },
  );
}

export function useDeleteRegisterReading(customerId: number, connectionId: number) {
  return useApiMutation(
    (id: number) => apiRequest(`${base(customerId)}/register-readings/${id}`, { method: 'DELETE' }),
    { invalidates: [readingsKey(customerId, connectionId)] },
  );
}

export function useCreateMeterExchange(customerId: number) {
  return useApiMutation(
    (body: MeterExchangeCreate) =>
      apiRequest(`${base(customerId)}/meter-exchanges`, {
        method: 'POST',
        body,
        schema: dataEnvelope(meterExchangeSchema),
      }).then((r) => r.data),
    { invalidates: (item) => [readingsKey(customerId, item.removed.connectionId)] },
  );
}
