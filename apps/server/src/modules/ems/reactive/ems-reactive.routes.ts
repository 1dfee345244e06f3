import type { FastifyInstance } from 'fastify';
import { reactiveQuerySchema, reactiveResponseSchema } from '@energiek/contracts/ems-reactive';
import { customerParams } from '@energiek/contracts/primitives';
import { registerServiceRoute } from '../../../plugins/service-route.ts';
import { getReactivePower } from './ems-reactive.service.ts';

// Reactive energy per month (issue 32): organisation-report-ems:read and the customer's mod:ems, as usage.

export function registerEmsReactiveRoutes(app: FastifyInstance): void {
  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/ems/reactive',
    config: { permission: { allOf: ['organisation-report-ems:read', 'mod:ems'] }, customerScoped: true },
    tags: ['ems'],
    summary: 'Reactive energy, cos φ and the billable kVArh per month of one electricity connection.',
    operationId: 'getEmsReactive',
    description:
      'Per local month of `year`: kWh taken and fed in, kVArh, cos φ, the free allowance (62 % of the ' +
      'kWh taken plus 20 % of the kWh fed in: cos φ 0.85) and the kVArh beyond it, settled per month.',
    params: customerParams,
    query: reactiveQuerySchema,
    response: reactiveResponseSchema,
    data: true,
    service: getReactivePower,
  });
}
