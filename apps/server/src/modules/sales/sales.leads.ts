import { z } from 'zod';
import { emailField, optionalText, phoneField } from '@energiek/contracts/customers';
import { DEFAULT_PROBABILITY, type InterestLead } from '@energiek/contracts/sales';
import { text } from '@energiek/contracts/primitives';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { insertDeal, openInterestDeal } from './sales.repository.ts';

// Leads from the /collectief interest form (issue 11: "Leads from the /collectief interest form land
// here"). The form's route (built by the collective area) calls createLeadFromInterest after it checked
// its own input; nobody is signed in, so the audit names no user. The same address sending the form for
// the same collective again while its lead is open files nothing new.

const leadSchema = z.object({
  company: text().trim().min(1, 'Vul de naam van uw organisatie in.').max(200),
  name: optionalText(200),
  emailAddress: emailField().pipe(text('Vul een geldig e-mailadres in.')),
  phoneNumber: phoneField(),
  collectiveName: optionalText(200),
  volumeKwh: z.number().int().min(0).max(1e12).nullish(),
  volumeM3: z.number().int().min(0).max(1e12).nullish(),
  message: optionalText(2000),
});

export async function createLeadFromInterest(
  ctx: ServiceContext,
  lead: InterestLead,
): Promise<{ dealId: number; created: boolean }> {
  const parsed = leadSchema.safeParse(lead);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0] ?? 'company')] ??= []).push(issue.message);
    throw validationError(errors);
  }
  const input = parsed.data;
  const title = input.collectiveName
    ? `Interesse collectief ${input.collectiveName}`
    : 'Interesse inkoopcollectief';
  const existing = await openInterestDeal(ctx.db, input.emailAddress, title);
  if (existing) return { dealId: existing.id, created: false };
  const row = await insertDeal(ctx.db, {
    title,
    prospectCompany: input.company,
    prospectName: input.name ?? null,
    prospectEmail: input.emailAddress,
    prospectPhone: input.phoneNumber ?? null,
    stage: 'lead',
    probability: DEFAULT_PROBABILITY.lead,
    volumeKwh: input.volumeKwh ?? null,
    volumeM3: input.volumeM3 ?? null,
    nextStep: input.message ? `Reageren op: ${input.message}` : 'Contact opnemen over het collectief',
    source: 'collectief',
  });
  await writeAudit(ctx.db, null, {
    event: 'sales.lead-received',
    subjectType: 'sales_deal',
    subjectId: row.id,
    details: { title, company: input.company },
  });
  return { dealId: row.id, created: true };
}
