import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MONTHLY_REPORT_WRITE,
  monthlyReportBodySchema,
  monthlyReportResponseSchema,
} from '@energiek/contracts/monthly-report';
import { customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { generateMonthlyReport } from './monthly-report.service.ts';

// The monthly report on demand (issue 32): an admin who may write the customer's documents makes a
// month's report from the library; it is filed in Rapportages and, when asked, mailed to the contacts who
// want it. The scheduled run is monthly-report.job.ts.

export function registerMonthlyReportRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/api/v3/customers/:customerId/monthly-reports',
    {
      config: { permission: MONTHLY_REPORT_WRITE, customerScoped: true },
      schema: {
        tags: ['monthly-report'],
        summary: "Make a month's report of a customer (PDF in the library).",
        operationId: 'createMonthlyReport',
        description:
          'Energy per connection with the same month last year, cost (invoiced, else estimated, and which), peaks against the contracted capacity, the signals of the month and the € recovered by the invoice audit. Filed in the folder Rapportages; `mail` also sends it to the contacts with the monthly report on.',
        params: customerParams,
        body: monthlyReportBodySchema,
        response: { 201: monthlyReportResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await generateMonthlyReport(ctx, actorOf(request), {
        customerId: request.params.customerId,
        month: request.body.month,
        mail: request.body.mail,
      });
      return reply.code(201).send({ data });
    },
  );
}
