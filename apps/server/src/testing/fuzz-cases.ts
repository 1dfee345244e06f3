import { factoryEan } from '@energiek/db/factories/connections';

// Bad-input cases for one route, generated from its OpenAPI operation (the zod contracts as JSON Schema):
// every path parameter, every query parameter and every body field gets wrong types, NUL bytes, huge
// strings, overflowed ids, arrays for objects and unknown fields; the body as a whole gets wrong shapes.
// Used by fuzz.test.ts; the expectation (no 5xx, no write when refused) lives there.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
};

export type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type FuzzCase = {
  label: string;
  /** Path with its parameters filled in, without the query string. */
  path: string;
  /** Raw query string (already encoded), without '?'. */
  query?: string;
  /** Raw request body and its content type. */
  body?: { payload: string; contentType: string };
};

const HUGE = 'x'.repeat(100_000);
const OVERFLOW = 2_147_483_648;

/** Raw path/query values: wrong types, NUL, overflowed ids, encodings that do not decode. */
const RAW_VALUES: Record<string, string> = {
  word: 'abc',
  nul: '%00',
  zero: '0',
  overflow: String(OVERFLOW),
  bigOverflow: '99999999999999999999',
  badPercent: '%FF%FE',
};

/** JSON values put into one body field in turn. */
function fieldValues(schema: JsonSchema, name: string): Record<string, unknown> {
  const values: Record<string, unknown> = {
    wrongType: pick(schema).type === 'string' ? 12 : 'abc',
    object: { 'a\u0000b': true },
    nul: 'a\u0000b',
    huge: HUGE,
    overflow: OVERFLOW,
    // null in every field (issue 33: `{"probability": null}` reached a not-null column as a 500)
    null: null,
  };
  const base = pick(schema);
  if (base.maxLength !== undefined) {
    // Exactly the allowed length in multi-byte characters: valid, and must fit the column too.
    values.maxLengthMultiByte = 'é'.repeat(base.maxLength);
    values.tooLong = 'x'.repeat(base.maxLength + 1);
  }
  if (base.maximum !== undefined) values.maximum = base.maximum;
  if (base.minimum !== undefined) values.minimum = base.minimum;
  const isDay =
    /date|deadline/i.test(name) || (schema.description ?? base.description ?? '').includes('YYYY-MM-DD');
  if (isDay || base.pattern?.includes('\\d{4}') || base.format === 'date') {
    Object.assign(values, { feb31: '2026-02-31', month13: '2026-13-01', year0: '0000-01-01' });
  }
  if (base.enum) values.notInEnum = 'ZZZ';
  return values;
}

/** The branch of a nullable/anyOf schema that says most about the value. */
function pick(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!branches) return schema;
  return branches.find((b) => b.type !== 'null') ?? branches[0] ?? schema;
}

/** Plausible values by field name, so that the rest of a body passes and one bad field reaches deeper. */
const SAMPLES: Record<string, unknown> = {
  emailAddress: 'fuzz@example.nl',
  invoiceEmailAddress: 'fuzz@example.nl',
  email: 'fuzz@example.nl',
  website: 'https://example.nl',
  ean: factoryEan(990_001),
  postcode: '1234 AB',
  visitPostcode: '1234 AB',
  postalPostcode: '1234 AB',
  invoicePostcode: '1234 AB',
  iban: 'NL91ABNA0417164300',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  date: '2026-11-02',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  deadline: '2026-12-31',
  password: 'Fuzz-Wachtwoord-2026!',
  passwordConfirmation: 'Fuzz-Wachtwoord-2026!',
  code: '123456',
};

/** A value that satisfies the schema as far as a generic reading of it allows. */
export function sampleValue(schema: JsonSchema, name = ''): unknown {
  if (name in SAMPLES) return SAMPLES[name];
  const s = pick(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return s.minItems ? [sampleValue(s.items ?? {})] : [];
    case 'object':
      return sampleObject(s);
    case 'string':
      if (s.format === 'email') return 'fuzz@example.nl';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.nl';
      return 'Fuzz'.padEnd(Math.max(s.minLength ?? 0, 4), 'z').slice(0, s.maxLength ?? 100);
    default:
      return 'Fuzz';
  }
}

function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    out[key] = sampleValue(property, key);
  }
  return out;
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });

/** Every bad-input case of one operation; `path` fills the route's parameters with valid values. */
export function fuzzCases(
  route: { method: string; url: string },
  operation: OpenApiOperation | undefined,
  fill: (name: string) => string,
): FuzzCase[] {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const pathWith = (override?: [string, string]) =>
    route.url.replace(/:(\w+)/g, (_, name: string) =>
      override && override[0] === name ? override[1] : fill(name),
    );
  const cases: FuzzCase[] = [];
  for (const name of names) {
    for (const [label, value] of Object.entries({
      ...RAW_VALUES,
      long: 'x'.repeat(300),
      hex: '0x7fffffff',
    })) {
      cases.push({ label: `path ${name}=${label}`, path: pathWith([name, value]) });
    }
  }
  const path = pathWith();
  for (const parameter of operation?.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    const key = encodeURIComponent(parameter.name);
    const raw: Record<string, string> = { ...RAW_VALUES, nulInside: 'a%00b', huge: 'x'.repeat(20_000) };
    for (const [label, value] of Object.entries(raw)) {
      cases.push({ label: `query ${parameter.name}=${label}`, path, query: `${key}=${value}` });
    }
    cases.push({ label: `query ${parameter.name} twice`, path, query: `${key}=1&${key}=2` });
    cases.push({ label: `query ${parameter.name}[a]`, path, query: `${key}[a]=1&${key}[b]=%00` });
  }
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  if (!['GET', 'HEAD', 'DELETE'].includes(route.method)) {
    const wholeBodies: Record<string, { payload: string; contentType: string }> = {
      emptyJson: { payload: '', contentType: 'application/json' },
      brokenJson: { payload: '{"a":', contentType: 'application/json' },
      array: json([]),
      null: json(null),
      string: json('a\u0000b'),
      number: json(OVERFLOW),
      proto: {
        payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
        contentType: 'application/json',
      },
      text: { payload: 'a=b', contentType: 'text/plain' },
      form: { payload: 'a=b', contentType: 'application/x-www-form-urlencoded' },
      multipartNoBoundary: { payload: '--x\r\n\r\n', contentType: 'multipart/form-data' },
      multipartWrongBoundary: {
        payload:
          '--other\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhoi\r\n--other--\r\n',
        contentType: 'multipart/form-data; boundary=----fuzz',
      },
      // A multipart body cut off inside its file (issue 33: such a body hung the EMS preview).
      multipartTruncated: {
        payload:
          '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n' +
          'Content-Type: text/csv\r\n\r\nEAN;Datum;Tijd;Waarde\r\n871',
        contentType: 'multipart/form-data; boundary=----fuzz',
      },
    };
    if (schema) {
      const base = sampleObject(schema);
      wholeBodies.sample = json(base);
      wholeBodies.unknownFields = json({
        ...base,
        zzzUnknown: 'a\u0000b',
        id: OVERFLOW,
        customerId: OVERFLOW,
      });
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
        for (const [label, value] of Object.entries(fieldValues(fieldSchema, field))) {
          cases.push({ label: `body ${field}=${label}`, path, body: json({ ...base, [field]: value }) });
        }
      }
    }
    for (const [label, body] of Object.entries(wholeBodies))
      cases.push({ label: `body ${label}`, path, body });
  }
  return cases;
}
