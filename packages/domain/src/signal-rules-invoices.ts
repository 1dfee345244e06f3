import Decimal from 'decimal.js';
import { daysBetween, startOfMonthPlus } from './calendar.ts';
import { monthBounds, monthsEndingWith, type CoverageIssuerKind } from './invoice-coverage.ts';
import type { RaisedSignal, RuleSettings, SignalSeverity } from './signal-rules.ts';
import { DUTCH_MONTHS } from './dutch-months.ts';

// The invoice rules of the signals (issue 30, module invoicecontrol): an audited invoice whose findings
// put more € at stake than the rule's threshold, and a month in which one of a connection's expected
// invoices (supplier, grid operator, metering company: the month grid of invoice-coverage.ts) has not
// arrived some days after the month ended. Pure; each cause has a stable key, so a re-run never duplicates
// and a cause that is gone (decided "geen afwijking", credited, the invoice arrived) closes.

const nl = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const euro = (value: Decimal) => {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `€ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};

// --- invoice deviation ------------------------------------------------------------------------------------

export type AuditDeviationInput = {
  invoiceId: number;
  invoiceNumber: string;
  issuerName: string;
  invoiceDate: string;
  periodFrom: string | null;
  periodTo: string | null;
  /** The audit's status: only 'deviation' raises. */
  status: string;
  /** Σ of the positive findings (€, exact decimal text). */
  amountAtStake: string;
  /** The back office's decision; 'geen-afwijking' means the finding was wrong. */
  decision: string | null;
  /** The claim's status; 'toegekend' means the money came back. */
  claimStatus: string | null;
  /** The connections the findings are about (null entries: the invoice as a whole). */
  connectionIds: readonly (number | null)[];
};

function deviationSeverity(amount: Decimal): SignalSeverity {
  if (amount.gte(500)) return 3;
  if (amount.gte(100)) return 2;
  return 1;
}

/**
 * An audited invoice with findings worth at least the threshold (€) that is still open: not decided
 * "geen afwijking" and not credited after a granted claim. € impact = the amount at stake.
 */
export function invoiceDeviationRule(input: AuditDeviationInput, settings: RuleSettings): RaisedSignal[] {
  if (input.status !== 'deviation') return [];
  if (input.decision === 'geen-afwijking' || input.claimStatus === 'toegekend') return [];
  const amount = new Decimal(input.amountAtStake);
  if (amount.lte(0) || amount.lt(settings.threshold)) return [];
  const connections = [...new Set(input.connectionIds)];
  const from = input.periodFrom ?? input.invoiceDate;
  const to = input.periodTo && input.periodTo >= from ? input.periodTo : from;
  const issuer = input.issuerName ? ` van ${input.issuerName}` : '';
  return [
    {
      rule: 'invoice-deviation',
      causeKey: `invoice:${input.invoiceId}`,
      connectionId: connections.length === 1 ? (connections[0] ?? null) : null,
      periodFrom: from,
      periodTo: to,
      severity: deviationSeverity(amount),
      measured: Number(amount.toFixed(2)),
      limit: settings.threshold,
      impact: amount.toFixed(2),
      title: `Afwijking op factuur ${input.invoiceNumber}${issuer}`,
      detail:
        `De factuurcontrole vond op factuur ${input.invoiceNumber}${issuer} (periode ${nl(from)} – ${nl(to)}) ` +
        `${euro(amount)} te veel berekend (drempel ${euro(new Decimal(settings.threshold))}). Bekijk de ` +
        'bevindingen bij de factuur en dien zo nodig een claim in.',
    },
  ];
}

// --- missing invoice --------------------------------------------------------------------------------------

export const ISSUER_KIND_NAMES: Record<CoverageIssuerKind, string> = {
  supplier: 'de leverancier',
  'grid-operator': 'de netbeheerder',
  'metering-company': 'het meetbedrijf',
};

export const monthName = (month: string) =>
  `${DUTCH_MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;

/**
 * The months checked on `today`: the `count` latest months whose last day lies more than `graceDays`
 * before today (oldest first). With 30 days' grace, November 2026 (ends 30-11) is due from 31-12-2026.
 */
export function dueMonths(today: string, graceDays: number, count: number): string[] {
  const grace = Math.max(0, Math.round(graceDays));
  let last = startOfMonthPlus(today, 0).slice(0, 7);
  while (daysBetween(monthBounds(last).last, today) <= grace) {
    last = startOfMonthPlus(`${last}-01`, -1).slice(0, 7);
  }
  return monthsEndingWith(last, count);
}

export type MissingInvoiceInput = {
  connectionId: number;
  ean: string;
  /** The connection's month grid (invoiceCoverage), per issuer kind its cell status. */
  months: readonly ({ month: string } & Record<CoverageIssuerKind, { status: string }>)[];
  /**
   * Per issuer kind the first day any invoice of that kind ever billed the connection (null: none yet).
   * Invoices are expected from that month on: the invoice flow of a connection starts when the customer
   * (or the supplier's portal) hands over its first invoice, not on the connection's start date.
   */
  firstInvoiced: Readonly<Record<CoverageIssuerKind, string | null>>;
  today: string;
};

/**
 * Per issuer kind, the due months (more than the threshold's days after the month ended) in which an
 * expected invoice has not arrived at all ('missing' in the month grid; a partial month is not missing):
 * one signal per connection and issuer kind, spanning its missing months. Only months from the first
 * invoice of that kind for the connection count: before it, the consultancy did not receive the
 * connection's invoices yet (invoice control starts with the first invoice handed over), so a gap before
 * it is no sign of a lost invoice; a connection without any invoice of a kind raises nothing for it.
 */
export function missingInvoiceRule(input: MissingInvoiceInput, settings: RuleSettings): RaisedSignal[] {
  const grace = Math.max(0, Math.round(settings.threshold));
  const due = input.months.filter((m) => daysBetween(monthBounds(m.month).last, input.today) > grace);
  const kinds: CoverageIssuerKind[] = ['supplier', 'grid-operator', 'metering-company'];
  return kinds.flatMap((kind): RaisedSignal[] => {
    const since = input.firstInvoiced[kind]?.slice(0, 7);
    if (!since) return [];
    const missing = due.filter((m) => m.month >= since && m[kind].status === 'missing').map((m) => m.month);
    const first = missing[0];
    const last = missing.at(-1);
    if (!first || !last) return [];
    const who = ISSUER_KIND_NAMES[kind];
    const names = missing.map(monthName);
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
    return [
      {
        rule: 'missing-invoice',
        causeKey: `connection:${input.connectionId}:${kind}`,
        connectionId: input.connectionId,
        periodFrom: monthBounds(first).first,
        periodTo: monthBounds(last).last,
        severity: missing.length >= 3 ? 3 : missing.length === 2 ? 2 : 1,
        measured: missing.length,
        limit: grace,
        impact: null,
        title: `Factuur van ${who} ontbreekt voor ${input.ean}`,
        detail:
          `Voor ${input.ean} is geen factuur van ${who} ontvangen over ${list}, terwijl die ` +
          `${grace} dagen na afloop van de maand verwacht werd. Vraag de factuur op of controleer of ` +
          'hij bij een andere aansluiting is geboekt.',
      },
    ];
  });
}
