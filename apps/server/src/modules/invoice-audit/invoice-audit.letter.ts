import { formatCurrency, formatDate } from '@energiek/contracts/format';
import type { ClaimFinding } from '@energiek/domain/invoice-audit-claims';
import { createPdfLetter, type TextOptions } from '../../lib/pdf-letter.ts';

// The claim letter (PDF, drawn with lib/pdf-letter.ts as the tax-request letter): what the consultant sends
// the issuer of an invoice with deviations — invoice number, date, period, EANs and a table of the findings
// with the € paid too much each. Dutch text.

export type ClaimLetterInput = {
  customerName: string;
  issuerName: string;
  invoiceNumber: string;
  invoiceDate: string;
  periodFrom: string | null;
  periodTo: string | null;
  eans: string[];
  findings: (ClaimFinding & { ruleName: string; ean: string | null })[];
  total: string;
};

export async function claimLetterPdf(input: ClaimLetterInput, generatedAt: Date): Promise<Buffer> {
  const letter = await createPdfLetter({
    title: `Claim factuur ${input.invoiceNumber}`,
    createdAt: generatedAt,
  });
  const line = (text: string, options: TextOptions = {}) => letter.paragraph(text, options);
  const period =
    input.periodFrom && input.periodTo
      ? `${formatDate(input.periodFrom)} t/m ${formatDate(input.periodTo)}`
      : 'niet vermeld';

  letter.header('Energiek energieadvies');
  line(`Aan: ${input.issuerName}`, { gap: 4 });
  line(`Namens: ${input.customerName}`, { gap: 4 });
  line(`Datum: ${formatDate(generatedAt)}`, { gap: 16 });
  line(`Betreft: claim op factuur ${input.invoiceNumber}`, { bold: true, size: 14, gap: 12 });
  line(`Factuurnummer: ${input.invoiceNumber}`, { gap: 2 });
  line(`Factuurdatum: ${formatDate(input.invoiceDate)}`, { gap: 2 });
  line(`Periode: ${period}`, { gap: 2 });
  line(`EAN: ${input.eans.length > 0 ? input.eans.join(', ') : 'niet vermeld'}`, { gap: 12 });
  line('Geachte heer, mevrouw,', { gap: 8 });
  line(
    `Bij controle van bovengenoemde factuur namens ${input.customerName} hebben wij de volgende afwijkingen ` +
      'gevonden ten opzichte van de meetdata, de overeenkomst, de tarieven en de wettelijke heffingen. ' +
      'Wij verzoeken u het te veel gefactureerde bedrag te crediteren.',
    { gap: 12 },
  );
  line('Afwijkingen', { style: 'heading', gap: 6 });
  letter.table(
    [
      { header: 'Afwijking', width: 293 },
      { header: 'EAN', width: 120 },
      { header: 'Bedrag', width: 70, align: 'right' },
    ],
    input.findings.map((f) => [`${f.ruleName}: ${f.message}`, f.ean ?? '', formatCurrency(Number(f.amount))]),
    { gap: 6 },
  );
  line(`Totaal te crediteren (excl. btw): ${formatCurrency(Number(input.total))}`, {
    style: 'heading',
    gap: 12,
  });
  line(
    'Wij ontvangen graag binnen 30 dagen een creditnota onder vermelding van het factuurnummer. ' +
      'Voor vragen over deze berekening kunt u contact met ons opnemen.',
    { gap: 12 },
  );
  line('Met vriendelijke groet,', { gap: 4 });
  line('Energiek energieadvies', { gap: 16 });
  line(
    'Bijlage: de factuur. De bedragen zijn berekend met de schaduwfactuur van Energiek op de gegevens die bij het opstellen bekend waren.',
    { size: 8 },
  );
  return letter.save();
}
