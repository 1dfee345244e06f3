import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import {
  INVOICE_IMPORT_MESSAGES,
  invoiceBodySchema,
  invoiceImportParams,
  invoiceImportSchema,
  invoiceItemSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceParams,
} from '@energiek/contracts/invoices';
import {
  invoiceMonthListSchema,
  invoiceMonthQuerySchema,
  invoiceYearListSchema,
  invoiceYearQuerySchema,
} from '@energiek/contracts/invoice-overviews';
import { customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { HttpError, validationError } from '../../lib/http-errors.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { registerFileRoute, registerServiceRoute } from '../../plugins/service-route.ts';
import {
  INBOX_ACCESS,
  inboxAttachmentParams,
  inboxInvoiceImportResponseSchema,
} from '@energiek/contracts/inbox';
import {
  getInvoiceImport,
  importInboxAttachment,
  startInvoiceImport,
  type UploadedFile,
} from './invoice-import.ts';
import { invoiceMonthOverview, invoiceYearOverview, listInvoicesWithRecovered } from './invoice-overviews.ts';
import {
  createInvoice,
  deleteInvoice,
  getInvoice,
  openInvoiceDocument,
  updateInvoice,
} from './invoices.service.ts';

// Energy invoices of a customer (issue 28): the spec's generic calls under customers/{customerId}/invoices,
// organisation-invoices read/write.

const tags = ['invoices'];
const read = { permission: 'organisation-invoices:read', customerScoped: true } as const;
const write = { permission: 'organisation-invoices:write', customerScoped: true } as const;

/** Reads every `files` part into memory (at most 50 files of 20 MB); a bad body is a 422 on `files`. */
async function readFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw validationError({ files: [INVOICE_IMPORT_MESSAGES.filesRequired] });
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files' && part.fieldname !== 'files[]') {
        part.file.resume();
        continue;
      }
      files.push({ name: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    throw validationError({
      files: [
        code === 'FST_REQ_FILE_TOO_LARGE'
          ? INVOICE_IMPORT_MESSAGES.tooLarge
          : code === 'FST_FILES_LIMIT'
            ? INVOICE_IMPORT_MESSAGES.tooMany(50)
            : INVOICE_IMPORT_MESSAGES.filesRequired,
      ],
    });
  }
  return files;
}

export function registerInvoiceRoutes(app: FastifyInstance): void {
  // Encapsulated, so the multipart parser serves the import only.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: 20 * 1024 * 1024, files: 50, fields: 5, fieldSize: 1000, parts: 60 },
    });
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      '/api/v3/customers/:customerId/invoices/import',
      {
        config: write,
        schema: {
          tags,
          summary: 'Import invoice files (PDF or e-invoice XML).',
          operationId: 'importInvoices',
          description:
            'multipart/form-data: one or more `files` (PDF, UBL 2.1 Invoice/CreditNote, CII). Answers 202 with the import; follow GET …/invoices/imports/{id}. A PDF becomes a draft invoice with the PDF in the library; a file imported before changes nothing.',
          consumes: ['multipart/form-data'],
          params: customerParams,
          response: { 202: dataEnvelope(invoiceImportSchema.pick({ id: true, status: true })) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const files = await readFiles(request);
        const data = await startInvoiceImport(app.ctx, actor, {
          customerId: request.params.customerId,
          files,
        });
        return reply.status(202).send({ data });
      },
    );
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/invoices/imports/:id',
    config: read,
    tags,
    summary: 'Follow an invoice import.',
    operationId: 'getInvoiceImport',
    description: 'Per file: the invoice it made (or made before), or the Dutch reasons it did not.',
    params: invoiceImportParams,
    response: dataEnvelope(invoiceImportSchema),
    data: true,
    service: getInvoiceImport,
  });

  // An invoice attachment in the support inbox becomes an invoice of the conversation's customer.
  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/inbox/:id/attachments/:attachmentId/invoice',
    config: { permission: INBOX_ACCESS },
    tags,
    summary:
      "Import an inbox attachment (PDF or e-invoice XML) as an invoice of the conversation's customer.",
    description:
      'Also needs organisation-invoices:write. The same import as POST customers/{customerId}/invoices/import: answers 202 with the import; follow GET customers/{customerId}/invoices/imports/{id}. 422 without a customer or for another file type.',
    operationId: 'importInboxAttachmentAsInvoice',
    params: inboxAttachmentParams,
    response: inboxInvoiceImportResponseSchema,
    status: 202,
    data: true,
    service: importInboxAttachment,
  });

  registerResourceRoutes(app, {
    url: '/api/v3/customers/:customerId/invoices',
    itemParam: 'invoiceId',
    tags,
    read,
    write,
    collectionParams: customerParams,
    itemParams: invoiceParams,
    item: invoiceItemSchema,
    list: {
      operationId: 'listInvoices',
      summary: "List a customer's invoices.",
      description:
        "Filters: issuerKind, issuerId, connectionId, status, kind, from/to (period overlap), q (number). Sort: invoiceDate (default -invoiceDate), number, totalInclVat, periodFrom. meta.totals sums the filter (credit notes subtracted); meta.recovered: € recovered on claims against the filter's invoices (null without access to the invoice audit).",
      query: invoiceListQuerySchema,
      response: invoiceListSchema,
      service: listInvoicesWithRecovered,
    },
    create: {
      operationId: 'createInvoice',
      summary: 'Enter an invoice by hand.',
      description:
        'The totals must add up (lines = excl. VAT; VAT per rate; excl. + VAT = incl.); the same issuer + number is refused with a 422 naming the other invoice.',
      body: invoiceBodySchema,
      service: createInvoice,
    },
    get: {
      operationId: 'getInvoice',
      summary: 'Get one invoice with its lines.',
      service: getInvoice,
    },
    update: {
      operationId: 'updateInvoice',
      summary: 'Update an invoice (the whole invoice with its lines).',
      body: invoiceBodySchema,
      service: updateInvoice,
    },
    remove: {
      operationId: 'deleteInvoice',
      summary: 'Delete an invoice.',
      service: deleteInvoice,
    },
  });

  registerFileRoute(app, {
    url: '/api/v3/customers/:customerId/invoice-pdfs/:invoiceId',
    config: read,
    tags,
    summary: "Show an invoice's original PDF.",
    operationId: 'getInvoiceDocument',
    description:
      'The library file the invoice was entered from, inline (for the preview beside the lines). Works with the session cookie.',
    params: invoiceParams,
    service: openInvoiceDocument,
    send: { disposition: 'inline' },
  });

  // The back office's overviews across customers (spec /v3/invoices/year and /v3/invoices/month).
  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/invoices/year',
    config: { permission: 'invoices:read' },
    tags,
    summary: 'Invoices per customer for one year.',
    operationId: 'getInvoiceYearOverview',
    description:
      'Per customer the user acts for: invoices, credit notes, kWh, m³, € excl. VAT and energy tax of the year (of the period’s last day, else the invoice date); credit notes subtract; with access to the invoice audit, deviations found and € recovered of those invoices. meta.years: this year and the 4 before (spec §9).',
    query: invoiceYearQuerySchema,
    response: invoiceYearListSchema,
    handler: (ctx, actor, { query }) => invoiceYearOverview(ctx, actor, query),
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/invoices/month',
    config: { permission: 'invoices:read' },
    tags,
    summary: 'Per connection and month: which of the three invoices arrived, are missing or overlap.',
    operationId: 'getInvoiceMonthOverview',
    description:
      'A page of connections of the customers the user acts for; per month (up to `month`, `months` back) and issuer kind (supplier, grid operator, metering company) the status arrived | partial | overlap | missing | none and the invoices. A small connection expects the supplier’s invoice only.',
    query: invoiceMonthQuerySchema,
    response: invoiceMonthListSchema,
    handler: (ctx, actor, { query }) => invoiceMonthOverview(ctx, actor, query),
  });
}
