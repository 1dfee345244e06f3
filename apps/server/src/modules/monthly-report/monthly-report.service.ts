import type { MonthlyReportResponse } from '@energiek/contracts/monthly-report';
import {
  MONTHLY_REPORT_FOLDER,
  MONTHLY_REPORT_MESSAGES,
  monthlyReportFileName,
} from '@energiek/contracts/monthly-report';
import { sanitiseFileName } from '@energiek/contracts/library';
import { localDayOf } from '@energiek/domain/local-time';
import type { Customer } from '@energiek/db/schema/index';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { findCustomer, monthlyReportRecipients } from '../customers/customers.service.ts';
import { createDocument, createDocumentForJob, hasDocumentNamed } from '../library/library.service.ts';
import { monthlyReportData } from './monthly-report.data.ts';
import { monthLabel, monthlyReportPdf } from './monthly-report.pdf.ts';

// The monthly report (issue 32): gather the month's figures, draw the PDF, file it in the customer's
// library (Rapportages) and mail it to the contacts who want it. The scheduled job makes last month's
// report for every customer with energy monitoring; an admin makes one on demand from the library.

/**
 * Who reads the figures: the report, not the person asking. Every report of a customer shows the same
 * figures whether the job or an admin makes it: this customer only, with the customer's own modules (the
 * invoice audit section only with invoicecontrol).
 */
function reportReader(customer: Pick<Customer, 'id' | 'modules'>): Actor {
  return {
    user: {
      id: 0,
      emailAddress: '',
      firstName: 'Maandrapportage',
      lastName: '',
      type: 'admin',
      roleId: null,
      customerId: null,
      isActive: true,
      canSwitch: false,
      modules: customer.modules,
      settings: null,
      acceptedTermsAt: null,
      twoStepEnabledAt: null,
    } as unknown as Actor['user'],
    profile: { type: 'admin', scope: { full: true }, modules: customer.modules },
    sessionId: 0 as unknown as Actor['sessionId'],
    impersonatorId: null,
    selectedCustomerId: customer.id,
    actFor: new Set([customer.id]),
    ip: null,
    userAgent: null,
  };
}

/** The PDF of a customer's month (bytes), from the other areas' figures. */
export async function renderMonthlyReport(
  ctx: ServiceContext,
  customer: Customer,
  month: string,
  generatedAt: Date,
): Promise<Buffer> {
  const data = await monthlyReportData(ctx, reportReader(customer), customer, month);
  return monthlyReportPdf(data, generatedAt);
}

async function mailReport(
  ctx: ServiceContext,
  customer: Customer,
  month: string,
  pdf: Buffer,
): Promise<number> {
  const recipients = await monthlyReportRecipients(ctx.db, customer.id);
  const label = monthLabel(month);
  for (const contact of recipients) {
    await ctx.mailer.send({
      to: contact.emailAddress,
      subject: `Maandrapportage ${label} - ${customer.name}`,
      text:
        `Beste ${contact.firstName},\n\n` +
        `In de bijlage vindt u de maandrapportage van ${label} voor ${customer.name}: het verbruik per ` +
        'aansluiting, de kosten, de pieken, de signalen en wat de factuurcontrole heeft opgeleverd. ' +
        `De rapportage staat ook in uw bibliotheek in het portaal (map ${MONTHLY_REPORT_FOLDER}).\n\n` +
        'Met vriendelijke groet,\nEnergiek energieadvies\n\n' +
        'U ontvangt deze e-mail omdat u de maandrapportage wilt ontvangen. Wilt u dat niet meer, laat het ons weten.',
      attachments: [{ fileName: monthlyReportFileName(month), contentType: 'application/pdf', content: pdf }],
    });
  }
  return recipients.length;
}

/** POST customers/{customerId}/monthly-reports: an admin makes a month's report (and may mail it). */
export async function generateMonthlyReport(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; month: string; mail: boolean; now?: Date },
): Promise<MonthlyReportResponse['data']> {
  requireActsFor(actor, input.customerId);
  const now = input.now ?? new Date();
  if (input.month > localDayOf(now).slice(0, 7)) {
    throw validationError({ month: [MONTHLY_REPORT_MESSAGES.month] });
  }
  const customer = await findCustomer(ctx.db, input.customerId);
  if (!customer) throw notFound();
  const pdf = await renderMonthlyReport(ctx, customer, input.month, now);
  const document = await createDocument(ctx, actor, {
    customerId: customer.id,
    upload: { fileName: monthlyReportFileName(input.month), folder: MONTHLY_REPORT_FOLDER, bytes: pdf },
  });
  const mailedTo = input.mail ? await mailReport(ctx, customer, input.month, pdf) : 0;
  return { document, mailedTo };
}

/**
 * The scheduled run for one customer and month: files and mails the report once. A retried or repeated
 * run finds the file in the library and leaves it (and the mails) alone.
 */
export async function monthlyReportForJob(
  ctx: ServiceContext,
  customerId: number,
  month: string,
  now: Date,
): Promise<'made' | 'exists' | 'gone'> {
  const customer = await findCustomer(ctx.db, customerId);
  if (!customer) return 'gone';
  const fileName = sanitiseFileName(monthlyReportFileName(month));
  if (await hasDocumentNamed(ctx.db, customerId, MONTHLY_REPORT_FOLDER, fileName)) return 'exists';
  const pdf = await renderMonthlyReport(ctx, customer, month, now);
  await createDocumentForJob(ctx, {
    customerId,
    upload: { fileName, folder: MONTHLY_REPORT_FOLDER, bytes: pdf },
    uploadedById: null,
  });
  await mailReport(ctx, customer, month, pdf);
  return 'made';
}
