import type { FastifyInstance } from 'fastify';
import { comparisonQuerySchema, comparisonSchema } from '@energiek/contracts/ems-comparisons';
import { customerParams } from '@energiek/contracts/primitives';
import { registerServiceRoute } from '../../../plugins/service-route.ts';
import { getEmsComparison } from './ems-comparisons.service.ts';

// EMS comparisons (issue 16 "ems/comparisons"): organisation-report-ems:read and the customer's mod:ems.

export function registerEmsComparisonRoutes(app: FastifyInstance): void {
  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/ems/comparisons',
    config: { permission: { allOf: ['organisation-report-ems:read', 'mod:ems'] }, customerScoped: true },
    tags: ['ems'],
    summary: 'Compare periods or connections, gas per degree day, the weekday profile or the carpet plot.',
    operationId: 'getEmsComparison',
    description:
      'kind=periods|degree-days (connectionId, from, to, compareFrom, grain), connections (connectionIds, from, to, grain), profile|carpet (connectionId, from, to, resolution). Days are local, to exclusive.',
    params: customerParams,
    query: comparisonQuerySchema,
    response: comparisonSchema,
    data: true,
    service: getEmsComparison,
  });
}
