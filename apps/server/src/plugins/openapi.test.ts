import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The OpenAPI document is what client generators read: every /api operation has a summary and a unique
// operationId, documents its error answers, and the document passes Redocly's recommended lint.

/** Findings that are true of the API: health answers 200 or 503, never a 4xx. */
const ACCEPTED = [
  { rule: 'operation-4xx-response', pointer: '#/paths/~1api~1v3~1health/get/responses' },
  // Both paths are named by the issues (28: invoices/imports/{id}, 29: invoices/{invoiceId}/audit): the router
  // matches the static segment `imports` first, so an invoice id never reaches the import route.
  {
    rule: 'no-ambiguous-paths',
    pointer: '#/paths/~1api~1v3~1customers~1{customerId}~1invoices~1{invoiceId}~1audit',
  },
];

type Operation = { summary?: string; operationId?: string; responses?: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; servers?: { url: string }[] };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function operations(doc: Document): { path: string; method: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

let app: TestApp;
let doc: Document;
let source: string;

beforeAll(async () => {
  app = await createTestApp({ appUrl: 'https://portal.energiek.nl' });
  const response = await app.inject({ method: 'GET', url: '/api/v3/docs/json' });
  source = response.body;
  doc = response.json<Document>();
});
afterAll(() => app.close());

describe('OpenAPI document', () => {
  it('gives every operation a summary and a unique operationId', () => {
    const missing = operations(doc)
      .filter(({ operation }) => !operation.summary || !operation.operationId)
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
    const ids = operations(doc).flatMap(({ operation }) => operation.operationId ?? []);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('documents the error answers from the envelopes, and names the server', () => {
    const entity = doc.paths['/api/v3/customers/{customerId}/entities/{id}'];
    expect(Object.keys(entity?.patch?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '422']),
    );
    expect(JSON.stringify(entity?.patch?.responses?.['422'])).toContain('"errors"');
    const health = doc.paths['/api/v3/health']?.get;
    expect(Object.keys(health?.responses ?? {})).not.toContain('401');
    expect(doc.servers?.[0]?.url).toBe('https://portal.energiek.nl');
    expect(Object.keys(doc.paths)).not.toContain('/login');
  });

  it("passes Redocly's recommended lint", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const reported = problems
      .map((problem) => ({
        rule: problem.ruleId,
        severity: problem.severity,
        pointer: problem.location[0]?.pointer ?? '',
        message: problem.message,
      }))
      .filter(({ rule, pointer }) => !ACCEPTED.some((a) => a.rule === rule && a.pointer === pointer));
    expect(reported).toEqual([]);
  });
});
