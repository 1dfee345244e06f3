import { useQuery } from '@tanstack/react-query';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  serviceDefinitionSchema,
  type ServiceDefinitionBody,
  type ServiceKey,
} from '@energiek/contracts/services';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET service-definitions (is:admin) and POST service-definitions/{service} (full admin),
// docs/api.md "Library and services".

const listSchema = listEnvelope(serviceDefinitionSchema);
const itemSchema = dataEnvelope(serviceDefinitionSchema);
const KEY = ['service-definitions'] as const;

export function useServiceDefinitions() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiRequest('service-definitions', { schema: listSchema, signal }).then((r) => r.data),
  });
}

export function useSaveServiceDefinition() {
  return useApiMutation(
    ({ service, body }: { service: ServiceKey; body: ServiceDefinitionBody }) =>
      apiRequest(`service-definitions/${service}`, { method: 'POST', body, schema: itemSchema }).then(
        (r) => r.data,
      ),
    // The customers' Diensten tabs show the price and description too.
    { invalidates: [KEY, ['services']] },
  );
}
