import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  documentFolderSchema,
  documentListQuerySchema,
  documentSchema,
  documentUpdateSchema,
} from '@energiek/contracts/library';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { registerFileRoute } from '../../plugins/service-route.ts';
import { HttpError, validationError } from '../../lib/http-errors.ts';
import {
  createDocument,
  deleteDocument,
  downloadDocument,
  getDocument,
  listDocumentFolders,
  listDocuments,
  updateDocument,
  type Upload,
} from './library.service.ts';

// The customer library (spec route customers/{customerId}/library, permission organisation-documents;
// the API path keeps `documents`). Reads need organisation-documents:read, the rest :write; every route
// is customer-scoped, and every query also names the customer, so another customer's document id is 404.

const tags = ['library'];
const base = '/api/v3/customers/:customerId/documents';
const read = { permission: 'organisation-documents:read', customerScoped: true } as const;
const write = { permission: 'organisation-documents:write', customerScoped: true } as const;

/** Multipart errors of @fastify/multipart, as the library's Dutch 422s. */
const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: DOCUMENT_MESSAGES.tooLarge,
  FST_FILES_LIMIT: DOCUMENT_MESSAGES.oneFile,
  FST_INVALID_MULTIPART_CONTENT_TYPE: DOCUMENT_MESSAGES.fileRequired,
  FST_PARTS_LIMIT: DOCUMENT_MESSAGES.fileRequired,
  FST_FIELDS_LIMIT: DOCUMENT_MESSAGES.fileRequired,
};

/** Reads the one file and the optional folder field; the file is held in memory (at most 20 MB). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw validationError({ file: [DOCUMENT_MESSAGES.fileRequired] });
  let file: { fileName: string; bytes: Buffer } | undefined;
  let folder: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw validationError({ file: [DOCUMENT_MESSAGES.oneFile] });
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'folder' && typeof part.value === 'string') {
        folder = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Anything else the multipart parser throws (no boundary, a wrong one, a cut-off body) is bad
    // input: a 422 on the file field, never a 500.
    const message = MULTIPART_ERRORS[(error as { code?: string }).code ?? ''];
    throw validationError({ file: [message ?? DOCUMENT_MESSAGES.fileRequired] });
  }
  if (!file) throw validationError({ file: [DOCUMENT_MESSAGES.fileRequired] });
  return { ...file, folder };
}

export function registerLibraryRoutes(app: FastifyInstance): void {
  // Encapsulated, so the multipart parser serves these routes only.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 8 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    // The documents as a resource; the folders and the upload (multipart) stay beside it, in route order.
    const resource = {
      url: base,
      tags,
      read,
      write,
      collectionParams: customerParams,
      itemParams: customerIdParams,
      item: documentSchema,
    };
    registerResourceRoutes(scope, {
      ...resource,
      list: {
        operationId: 'listDocuments',
        summary: "List the customer's documents.",
        description: "The customer's files: q (file name), folder, sort, page, limit.",
        query: documentListQuerySchema,
        response: listEnvelope(documentSchema),
        service: listDocuments,
      },
    });

    r.get(
      `${base}/folders`,
      {
        config: read,
        schema: {
          tags,
          summary: 'List the document folders in use.',
          operationId: 'listDocumentFolders',
          description: 'The folders in use with their number of files.',
          params: customerParams,
          response: { 200: dataEnvelope(z.array(documentFolderSchema)) },
        },
      },
      async (request) => ({
        data: await listDocumentFolders(app.ctx, actorOf(request), { customerId: request.params.customerId }),
      }),
    );

    r.post(
      base,
      {
        config: write,
        schema: {
          tags,
          summary: 'Upload a document.',
          operationId: 'createDocument',
          description:
            'Uploads one file (multipart/form-data: file, optional folder). At most 20 MB; pdf, png, jpg, xlsx, xls, docx, doc, csv, txt or zip, checked against the magic bytes.',
          params: customerParams,
          consumes: ['multipart/form-data'],
          response: { 201: dataEnvelope(documentSchema) },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const item = await createDocument(app.ctx, actorOf(request), {
          customerId: request.params.customerId,
          upload,
        });
        return reply.status(201).send({ data: item });
      },
    );

    registerResourceRoutes(scope, {
      ...resource,
      get: {
        operationId: 'getDocument',
        summary: 'Get one document.',
        service: getDocument,
      },
      update: {
        operationId: 'updateDocument',
        methods: ['POST', 'PATCH'],
        summary: 'Rename or move a document.',
        description: 'Renames the file (the extension stays) or moves it to another folder.',
        body: documentUpdateSchema,
        handler: (ctx, actor, { params, body }) => updateDocument(ctx, actor, { ...params, changes: body }),
      },
      remove: {
        operationId: 'deleteDocument',
        summary: 'Delete a document.',
        service: deleteDocument,
      },
    });

    registerFileRoute(scope, {
      url: `${base}/:id/download`,
      config: read,
      tags,
      summary: 'Download a document.',
      operationId: 'downloadDocument',
      description:
        'The file itself, as an attachment. Works with the session cookie, so the browser can follow a plain link.',
      params: customerIdParams,
      service: downloadDocument,
    });
  });
}
