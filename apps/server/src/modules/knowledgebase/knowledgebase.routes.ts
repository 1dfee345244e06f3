import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  KNOWLEDGEBASE_MESSAGES as M,
  KNOWLEDGEBASE_READ,
  KNOWLEDGEBASE_WRITE,
  MAX_KNOWLEDGEBASE_FILE_BYTES,
  knowledgebaseArticleSchema,
  knowledgebaseAttachmentSchema,
  knowledgebaseBodySchema,
  knowledgebaseCategorySchema,
  knowledgebaseFileParams,
  knowledgebaseImageParams,
  knowledgebaseImageSchema,
  knowledgebaseListItemSchema,
  knowledgebaseListQuerySchema,
} from '@energiek/contracts/knowledgebase';
import { idParams } from '@energiek/contracts/primitives';
import type { KnowledgebaseFile } from '@energiek/db/schema/index';
import { actorOf } from '../../core/actor.ts';
import { HttpError, validationError } from '../../lib/http-errors.ts';
import type { StoredObject } from '../../lib/storage/storage.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';
import { sendFile } from '../../lib/storage/send-file.ts';
import {
  addAttachment,
  deleteAttachment,
  downloadAttachment,
  getImage,
  uploadImage,
  type Upload,
} from './knowledgebase.files.ts';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  listCategories,
  updateArticle,
} from './knowledgebase.service.ts';

// The knowledge base (spec routes /v3/knowledgebase…; organisation-knowledgebase:read, writes :write):
// the generic calls on articles, the categories, images for the editor and attachments.

const tags = ['knowledgebase'];
const base = '/api/v3/knowledgebase';
const read = { permission: KNOWLEDGEBASE_READ };
const write = { permission: KNOWLEDGEBASE_WRITE };

/** The one uploaded file (field `file`), held in memory (at most 20 MB); Dutch 422s for anything else. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw validationError({ file: [M.fileRequired] });
  let file: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      file = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    throw validationError({ file: [code === 'FST_REQ_FILE_TOO_LARGE' ? M.tooLarge : M.fileRequired] });
  }
  if (!file) throw validationError({ file: [M.fileRequired] });
  return file;
}

function sendArticleFile(
  reply: FastifyReply,
  file: KnowledgebaseFile,
  object: StoredObject,
  inline: boolean,
) {
  const disposition = inline ? 'inline' : 'attachment';
  return sendFile(reply, { ...file, ...object }, { disposition, cacheControl: 'private, max-age=300' });
}

export function registerKnowledgebaseRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_KNOWLEDGEBASE_FILE_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 8 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const { ctx } = app;

    // The articles as a resource; categories, images and attachments stay beside it, in route order.
    const resource = { url: base, tags, read, write, itemParams: idParams, item: knowledgebaseArticleSchema };

    registerResourceRoutes(scope, {
      ...resource,
      list: {
        operationId: 'listKnowledgebaseArticles',
        summary: 'List or search knowledge-base articles.',
        description:
          'q: Dutch full-text search (web search syntax: "exacte woorden", -niet, or) ranked, with snippets; category filters. Customer staff see only articles for customers.',
        query: knowledgebaseListQuerySchema,
        response: listEnvelope(knowledgebaseListItemSchema),
        handler: (ctx, actor, { query }) => listArticles(ctx, actor, query),
      },
    });

    r.get(
      `${base}/categories`,
      {
        config: read,
        schema: {
          tags,
          summary: 'List the knowledge-base categories.',
          operationId: 'listKnowledgebaseCategories',
          description: 'The categories in use with their number of articles (visible to the caller).',
          response: { 200: dataEnvelope(z.array(knowledgebaseCategorySchema)) },
        },
      },
      async (request) => ({ data: await listCategories(ctx, actorOf(request)) }),
    );

    r.post(
      '/api/v3/knowledgebase-images',
      {
        config: write,
        schema: {
          tags,
          summary: 'Upload an image for an article body.',
          operationId: 'uploadKnowledgebaseImage',
          description:
            'multipart/form-data with one PNG or JPG `file`; answers the URL to place in the body.',
          consumes: ['multipart/form-data'],
          response: { 201: dataEnvelope(knowledgebaseImageSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await uploadImage(ctx, actorOf(request), await readUpload(request)) }),
    );

    r.get(
      '/api/v3/knowledgebase-images/:key',
      {
        config: read,
        schema: {
          tags,
          summary: 'Get an image of an article body.',
          operationId: 'getKnowledgebaseImage',
          description: 'Works with the session cookie, so an <img> in an article can show it.',
          params: knowledgebaseImageParams,
        },
      },
      async (request, reply) => {
        const { file, object } = await getImage(ctx, actorOf(request), request.params);
        return sendArticleFile(reply, file, object, true);
      },
    );

    registerResourceRoutes(scope, {
      ...resource,
      get: {
        operationId: 'getKnowledgebaseArticle',
        summary: 'Get one knowledge-base article.',
        service: getArticle,
      },
      create: {
        operationId: 'createKnowledgebaseArticle',
        summary: 'Create a knowledge-base article.',
        description: 'The body is HTML; the server keeps only its allowlist (docs/security.md).',
        body: knowledgebaseBodySchema,
        service: createArticle,
      },
      update: {
        operationId: 'updateKnowledgebaseArticle',
        summary: 'Update a knowledge-base article.',
        body: knowledgebaseBodySchema,
        service: updateArticle,
      },
      remove: {
        operationId: 'deleteKnowledgebaseArticle',
        summary: 'Delete a knowledge-base article.',
        service: deleteArticle,
      },
    });

    r.post(
      `${base}/:id/attachments`,
      {
        config: write,
        schema: {
          tags,
          summary: 'Add an attachment to an article.',
          operationId: 'addKnowledgebaseAttachment',
          description: 'multipart/form-data with one `file` of the types the library accepts.',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 201: dataEnvelope(knowledgebaseAttachmentSchema) },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const data = await addAttachment(ctx, actorOf(request), { id: request.params.id, upload });
        return reply.status(201).send({ data });
      },
    );

    r.get(
      `${base}/:id/attachments/:fileId`,
      {
        config: read,
        schema: {
          tags,
          summary: 'Download an attachment of an article.',
          operationId: 'downloadKnowledgebaseAttachment',
          description: 'The file itself, as an attachment; works with the session cookie.',
          params: knowledgebaseFileParams,
        },
      },
      async (request, reply) => {
        const { file, object } = await downloadAttachment(ctx, actorOf(request), request.params);
        return sendArticleFile(reply, file, object, false);
      },
    );

    registerServiceRoute(scope, {
      method: 'DELETE',
      url: `${base}/:id/attachments/:fileId`,
      config: write,
      tags,
      summary: 'Delete an attachment of an article.',
      operationId: 'deleteKnowledgebaseAttachment',
      params: knowledgebaseFileParams,
      status: 204,
      service: deleteAttachment,
    });
  });
}
