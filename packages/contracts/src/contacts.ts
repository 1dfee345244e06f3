import { z } from 'zod';
import { text } from './primitives.ts';
import { emailField, optionalText, phoneField } from './customers.ts';

// Contact persons of a customer (spec §3 Contact; generic resource customers/{customerId}/contacts).

export const CONTACT_MESSAGES = {
  firstNameRequired: 'Vul een voornaam in.',
} as const;

const contactFields = {
  firstName: text().trim().min(1, CONTACT_MESSAGES.firstNameRequired).max(100),
  lastName: text().trim().max(100),
  function: optionalText(100).describe("Job title, e.g. 'Financieel directeur'."),
  emailAddress: emailField(),
  telephoneNumber: phoneField(),
  mobileNumber: phoneField(),
  notes: optionalText(5000),
  monthlyReport: z
    .boolean()
    .describe('Receives the monthly report (PDF) by e-mail (needs an e-mail address).'),
};

export const contactCreateSchema = z.object({
  ...contactFields,
  lastName: contactFields.lastName.default(''),
  monthlyReport: contactFields.monthlyReport.default(false),
});
export type ContactCreate = z.input<typeof contactCreateSchema>;

export const contactUpdateSchema = z.object(contactFields).partial();
export type ContactUpdate = z.input<typeof contactUpdateSchema>;

export const contactItemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  fullName: text().describe("'first last', derived."),
  firstName: text(),
  lastName: text(),
  function: text().nullable(),
  emailAddress: text().nullable(),
  telephoneNumber: text().nullable(),
  mobileNumber: text().nullable(),
  notes: text().nullable(),
  monthlyReport: z.boolean(),
  createdAt: text(),
  updatedAt: text(),
});
export type ContactItem = z.infer<typeof contactItemSchema>;

/** 'Jan' + 'de Vries' → 'Jan de Vries'; either part may be empty. */
export function contactFullName(contact: { firstName: string; lastName: string }): string {
  return [contact.firstName, contact.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
