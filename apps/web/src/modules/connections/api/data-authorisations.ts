import { useQuery } from '@tanstack/react-query';
import {
  dataAuthorisationItemSchema,
  dataAuthorisationListSchema,
  type DataAuthorisationBody,
} from '@energiek/contracts/data-authorisations';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// customers/{customerId}/connections/{connectionId}/authorisations (organisation-connections).

const path = (customerId: number, connectionId: number, id?: number) =>
  `customers/${customerId}/connections/${connectionId}/authorisations${id === undefined ? '' : `/${id}`}`;
const key = (customerId: number, connectionId: number) =>
  ['customers', customerId, 'connections', connectionId, 'authorisations'] as const;
const item = dataEnvelope(dataAuthorisationItemSchema);

export function useDataAuthorisations(customerId: number, connectionId: number) {
  return useQuery({
    queryKey: key(customerId, connectionId),
    queryFn: ({ signal }) =>
      apiRequest(path(customerId, connectionId), { schema: dataAuthorisationListSchema, signal }),
  });
}

// The EMS overview shows the status too.
const afterWrite = (customerId: number) => ({ invalidates: [['customers', customerId]] });

export const useSaveDataAuthorisation = (customerId: number, connectionId: number) =>
  useApiMutation(
    ({ id, body }: { id?: number; body: DataAuthorisationBody }) =>
      apiRequest(path(customerId, connectionId, id), { method: 'POST', body, schema: item }).then(
        (r) => r.data,
      ),
    afterWrite(customerId),
  );

export const useDeleteDataAuthorisation = (customerId: number, connectionId: number) =>
  useApiMutation(
    (id: number) =>
      apiRequest(path(customerId, connectionId, id), { method: 'DELETE' }).then(() => undefined),
    afterWrite(customerId),
  );
