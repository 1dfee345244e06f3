import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  signBodySchema,
  signResponseSchema,
  signatureRequestBodySchema,
  signatureRequestListResponseSchema,
  signatureRequestParams,
  signatureRequestResponseSchema,
  signingTokenParams,
  signingViewResponseSchema,
} from '@energiek/contracts/agreement-signatures';
import {
  SIGNATURE_REQUESTS_READ,
  SUPPLY_AGREEMENTS_WRITE,
  agreementPathParams,
} from '@energiek/contracts/supply-agreements';
import type { AuditClient } from '../../../lib/audit.ts';
import { sendFile } from '../../../lib/storage/send-file.ts';
import { registerServiceRoute } from '../../../plugins/service-route.ts';
import {
  createSignatureRequest,
  listSignatureRequests,
  revokeSignatureRequest,
  signAgreement,
  signingDocument,
  viewSigning,
} from './agreement-signatures.service.ts';

// Signing supply agreements: the back-office requests (status visible with back-office-signhost-contracts)
// and the public, rate-limited signing endpoints behind the one-time link (/ondertekenen/:token).

const tags = ['supply-agreements'];

function clientOf(request: FastifyRequest): AuditClient {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

export function registerSignatureRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/supply-agreements/:id/signature-requests',
    config: { permission: SIGNATURE_REQUESTS_READ },
    tags,
    summary: 'List the signature requests of a supply agreement with their status.',
    operationId: 'listSignatureRequests',
    params: agreementPathParams,
    response: signatureRequestListResponseSchema,
    data: true,
    service: listSignatureRequests,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/supply-agreements/:id/signature-requests',
    config: { permission: SUPPLY_AGREEMENTS_WRITE },
    tags,
    summary: 'Send a contact of the customer a one-time link to sign the agreement.',
    operationId: 'createSignatureRequest',
    params: agreementPathParams,
    body: signatureRequestBodySchema,
    response: signatureRequestResponseSchema,
    status: 201,
    data: true,
    service: createSignatureRequest,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/supply-agreements/:id/signature-requests/:requestId/revoke',
    config: { permission: SUPPLY_AGREEMENTS_WRITE },
    tags,
    summary: 'Revoke an open signature request (its link stops working).',
    operationId: 'revokeSignatureRequest',
    params: signatureRequestParams,
    response: signatureRequestResponseSchema,
    data: true,
    service: revokeSignatureRequest,
  });

  r.get(
    '/api/v3/signing/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'What the signing page shows for a one-time link (marks the request opened).',
        operationId: 'getSigning',
        params: signingTokenParams,
        response: { 200: signingViewResponseSchema },
      },
    },
    async (request) => ({ data: await viewSigning(ctx, clientOf(request), request.params.token) }),
  );

  r.get(
    '/api/v3/signing/:token/document',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'The agreement to sign, as PDF.',
        operationId: 'getSigningDocument',
        params: signingTokenParams,
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await signingDocument(ctx, clientOf(request), request.params.token);
      const file = { contentType: 'application/pdf', fileName, size: bytes.length, body: bytes };
      return sendFile(reply, file, {
        disposition: 'inline-named',
        // Shown inline (the signing page frames it): the browser's PDF viewer needs object-src, which the
        // app-wide policy closes; a PDF runs no script of ours.
        headers: {
          'content-security-policy': "default-src 'none'; object-src 'self'; frame-ancestors 'self'",
        },
      });
    },
  );

  r.post(
    '/api/v3/signing/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Sign the agreement: typed name, time, IP and the hash of the PDF are recorded.',
        operationId: 'signAgreement',
        params: signingTokenParams,
        body: signBodySchema,
        response: { 200: signResponseSchema },
      },
    },
    async (request) => ({
      data: await signAgreement(ctx, clientOf(request), request.params.token, request.body),
    }),
  );
}
