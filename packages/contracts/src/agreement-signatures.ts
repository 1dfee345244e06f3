import { z } from 'zod';
import { refId, text } from './primitives.ts';
import { AGREEMENT_STATUSES, PRICE_TYPES } from './supply-agreements.ts';

// Signing a supply agreement (issue 13, "Signing"): a request to a contact of the customer by e-mail with a
// one-time link; the public page /ondertekenen/:token shows the agreement as PDF and records the signature.

export const SIGNATURE_REQUEST_STATUSES = [
  'verstuurd',
  'geopend',
  'getekend',
  'verlopen',
  'ingetrokken',
] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];
export const SIGNATURE_REQUEST_STATUS_LABELS: Record<SignatureRequestStatus, string> = {
  verstuurd: 'Verstuurd',
  geopend: 'Geopend',
  getekend: 'Getekend',
  verlopen: 'Verlopen',
  ingetrokken: 'Ingetrokken',
};

/** How long a signing link works. */
export const SIGNING_LINK_DAYS = 14;

export const SIGNATURE_MESSAGES = {
  contact: 'Kies een contactpersoon.',
  unknownContact: 'Deze contactpersoon hoort niet bij de klant van de overeenkomst.',
  contactWithoutEmail: 'Deze contactpersoon heeft geen e-mailadres.',
  notSignable:
    'Alleen een overeenkomst in concept of ter ondertekening kan ter ondertekening worden verstuurd.',
  noConnections: 'Voeg eerst de aansluitingen van de overeenkomst toe.',
  notRevocable: 'Alleen een verstuurde of geopende ondertekening kan worden ingetrokken.',
  name: 'Vul je volledige naam in.',
  agree: 'Bevestig dat je de overeenkomst hebt gelezen en ermee akkoord gaat.',
  invalidLink: 'Deze link is ongeldig, verlopen of al gebruikt.',
  changed: 'De overeenkomst is gewijzigd sinds je de link opende. Laad de pagina opnieuw.',
} as const;

export const signatureRequestBodySchema = z.object({
  contactId: refId(SIGNATURE_MESSAGES.contact).describe(
    'A contact of the agreement’s customer, with e-mail.',
  ),
});
export type SignatureRequestBody = z.input<typeof signatureRequestBodySchema>;

export const signatureRequestSchema = z.object({
  id: z.number().int(),
  agreementId: z.number().int(),
  contactId: z.number().int().nullable(),
  contactName: text(),
  emailAddress: text(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  createdAt: text(),
  expiresAt: text(),
  openedAt: text().nullable(),
  signedAt: text().nullable(),
  revokedAt: text().nullable(),
  signerName: text().nullable(),
  signerIp: text().nullable(),
  documentHash: text().nullable().describe('SHA-256 (hex) of the PDF the signer saw.'),
  signedDocumentId: z.number().int().nullable(),
});
export type SignatureRequestItem = z.infer<typeof signatureRequestSchema>;

export const signatureRequestListResponseSchema = z.object({ data: z.array(signatureRequestSchema) });
export const signatureRequestResponseSchema = z.object({ data: signatureRequestSchema });
export const signatureRequestParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  requestId: z.coerce.number().int().min(1).max(2_147_483_647),
});

// The public signing page -----------------------------------------------------------------------------

export const signingTokenParams = z.object({ token: text().min(1).max(200) });

export const signingViewSchema = z.object({
  contactName: text(),
  customerName: text(),
  supplierName: text(),
  product: z.union([z.literal(1), z.literal(2)]),
  reference: text(),
  productName: text(),
  priceType: z.enum(PRICE_TYPES),
  startDate: text(),
  endDate: text(),
  agreementStatus: z.enum(AGREEMENT_STATUSES),
  expiresAt: text(),
  documentHash: text().describe('SHA-256 (hex) of the PDF served at …/document; sent back when signing.'),
});
export type SigningView = z.infer<typeof signingViewSchema>;
export const signingViewResponseSchema = z.object({ data: signingViewSchema });

export const signBodySchema = z.object({
  name: text(SIGNATURE_MESSAGES.name)
    .trim()
    .min(3, SIGNATURE_MESSAGES.name)
    .max(200, SIGNATURE_MESSAGES.name),
  agree: z.literal(true, { error: SIGNATURE_MESSAGES.agree }),
  documentHash: text()
    .max(64)
    .describe('The hash the page showed; refused when the agreement changed since.'),
});
export type SignBody = z.input<typeof signBodySchema>;

export const signResponseSchema = z.object({
  data: z.object({ signedAt: text(), signerName: text(), documentHash: text() }),
});
