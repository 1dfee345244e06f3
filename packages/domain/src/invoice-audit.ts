// The invoice audit (issue 29): named rules, each with a Dutch explanation, a tolerance (% and €) and a
// switch, run over an invoice, its shadow bill (shadow-bill.ts) and the customer's other invoices. Pure: the
// caller loads the invoice, the shadow-bill inputs per connection and period, the other invoices and the
// settings. A finding's amount is what the customer paid too much (positive) or too little (negative), in
// euros, rounded to cents once at the end.
import Decimal from 'decimal.js';
import { addDays, daysInMonth, nextDay, previousDay } from './calendar.ts';
import {
  expectedLine,
  expectedVat,
  monthsOf,
  overlapDays,
  periodDays,
  periodText,
  taxOver,
  type AuditInvoiceLine,
  type AuditIssuerKind,
  type AuditLineKind,
  type ExpectedLine,
  type Period,
  type ShadowInputs,
} from './shadow-bill.ts';
import type { VatPeriod } from './tax-rates.ts';
import { DUTCH_MONTHS } from './dutch-months.ts';
import { largeForMonth, type LargeBasis } from './large-connection.ts';

export const AUDIT_RULE_IDS = [
  'volume',
  'price',
  'tax-bracket',
  'year-split',
  'reduction-missing',
  'reduction-twice',
  'contracted-capacity',
  'kw-max',
  'grid-costs',
  'duplicate',
  'periods',
  'vat',
  'three-invoices',
  'meter-rent-twice',
  'estimated',
] as const;
export type AuditRuleId = (typeof AUDIT_RULE_IDS)[number];

export type RuleSetting = { enabled: boolean; percent: string; euro: string };
export type RuleSettings = Record<AuditRuleId, RuleSetting>;

/** Every rule with its Dutch name, explanation and default tolerance. Defaults follow what users of audit
 *  tools ask for: few false positives (a few % between interval data and the bill is timing) and a minimum
 *  amount worth a claim. */
export const AUDIT_RULES: Record<AuditRuleId, { name: string; explanation: string; defaults: RuleSetting }> =
  {
    volume: {
      name: 'Volume wijkt af van meetdata',
      explanation:
        'Het gefactureerde volume verschilt van de kwartier- of meterstanden over dezelfde periode en EAN.',
      defaults: { enabled: true, percent: '3', euro: '25' },
    },
    price: {
      name: 'Prijs wijkt af van contract',
      explanation:
        'De prijs per eenheid, de vaste leveringskosten of de GvO-prijs verschillen van de overeenkomst die op die datum gold.',
      defaults: { enabled: true, percent: '0.5', euro: '10' },
    },
    'tax-bracket': {
      name: 'Energiebelasting: verkeerde schijf',
      explanation:
        'De energiebelasting op het gefactureerde volume klopt niet met de schijven, geteld vanaf 1 januari per aansluiting.',
      defaults: { enabled: true, percent: '0.5', euro: '5' },
    },
    'year-split': {
      name: 'Energiebelasting: geen jaarsplitsing',
      explanation:
        'De periode loopt over 31 december, maar de energiebelasting is niet per kalenderjaar gesplitst.',
      defaults: { enabled: true, percent: '0', euro: '5' },
    },
    'reduction-missing': {
      name: 'Vermindering energiebelasting ontbreekt',
      explanation:
        'De aansluiting heeft recht op de vermindering, maar geen factuur over deze dagen past hem toe.',
      defaults: { enabled: true, percent: '0', euro: '5' },
    },
    'reduction-twice': {
      name: 'Vermindering energiebelasting dubbel',
      explanation:
        'De vermindering is over dezelfde dagen vaker toegepast (ook bij verschillende leveranciers) of is hoger dan het jaarbedrag naar rato.',
      defaults: { enabled: true, percent: '0', euro: '5' },
    },
    'contracted-capacity': {
      name: 'Gecontracteerd vermogen wijkt af',
      explanation: 'Het gefactureerde gecontracteerd vermogen (kW) verschilt van dat van de aansluiting.',
      defaults: { enabled: true, percent: '0', euro: '10' },
    },
    'kw-max': {
      name: 'kW max wijkt af van gemeten piek',
      explanation:
        'De gefactureerde kW max verschilt van het hoogste kwartier van de maand × 4 uit de meetdata.',
      defaults: { enabled: true, percent: '2', euro: '10' },
    },
    'grid-costs': {
      name: 'Netkosten of meetdienst wijken af',
      explanation:
        'Vastrecht transportdienst, periodieke aansluitvergoeding, kWh-tarief, blindstroom of meetdienst verschillen van het tariefblad.',
      defaults: { enabled: true, percent: '1', euro: '10' },
    },
    duplicate: {
      name: 'Dubbele factuur',
      explanation:
        'Dezelfde afzender factureert hetzelfde nummer, of hetzelfde bedrag over dezelfde periode en aansluiting.',
      defaults: { enabled: true, percent: '0', euro: '0' },
    },
    periods: {
      name: 'Overlappende of ontbrekende perioden',
      explanation:
        'De periode overlapt met een andere factuur van hetzelfde soort afzender voor dezelfde aansluiting, of sluit niet aan op de vorige.',
      defaults: { enabled: true, percent: '0', euro: '0' },
    },
    vat: {
      name: 'Btw-tarief of -grondslag',
      explanation:
        'De btw klopt niet met het tarief van de leverdatum (9 % van 1 juli tot en met 31 december 2022, anders 21 %) of met de grondslag.',
      defaults: { enabled: true, percent: '0', euro: '1' },
    },
    'three-invoices': {
      name: 'Drie facturen per EAN en maand',
      explanation:
        'Voor een grootverbruikaansluiting horen per maand een factuur van de leverancier, de netbeheerder en het meetbedrijf; leverancier en netbeheerder rekenen hetzelfde volume.',
      defaults: { enabled: true, percent: '2', euro: '0' },
    },
    'meter-rent-twice': {
      name: 'Meterhuur dubbel',
      explanation:
        'De meetdienst (meterhuur) van een aansluiting is over dezelfde dagen twee keer gefactureerd: op deze factuur zelf, of ook door een andere afzender of op een eerdere factuur.',
      defaults: { enabled: true, percent: '0', euro: '1' },
    },
    estimated: {
      name: 'Geschatte stand nooit gecorrigeerd',
      explanation:
        'De factuur rekent een geschat volume (schatting) en geen latere factuur van dezelfde soort afzender rekent die dagen af op een echte meterstand.',
      defaults: { enabled: true, percent: '0', euro: '0' },
    },
  };

export function defaultRuleSettings(): RuleSettings {
  return Object.fromEntries(
    AUDIT_RULE_IDS.map((id) => [id, { ...AUDIT_RULES[id].defaults }]),
  ) as RuleSettings;
}

/** Settings over the defaults: the customer's own where it has them. */
export function mergeRuleSettings(
  ...layers: (Partial<Record<AuditRuleId, Partial<RuleSetting>>> | null | undefined)[]
): RuleSettings {
  const result = defaultRuleSettings();
  for (const layer of layers) {
    if (!layer) continue;
    for (const id of AUDIT_RULE_IDS) {
      const own = layer[id];
      if (own) result[id] = { ...result[id], ...own };
    }
  }
  return result;
}

export type AuditInvoice = {
  id: number;
  issuerKind: AuditIssuerKind;
  issuerId: number;
  number: string;
  invoiceDate: string;
  periodFrom: string | null;
  periodTo: string | null;
  kind: 'invoice' | 'credit-note';
  totalExclVat: string;
  totalVat: string;
  lines: readonly AuditInvoiceLine[];
};

/** Another invoice of the customer; `credited` = a credit note cancels it. */
export type OtherInvoice = AuditInvoice & { credited: boolean };

export type AuditConnection = LargeBasis & {
  id: number;
  ean: string;
  product: 1 | 2;
};

/** A group of lines of one kind for one connection: what the shadow bill is computed for. */
export type LineGroup = {
  connectionId: number | null;
  kind: AuditLineKind;
  period: Period | null;
  lines: AuditInvoiceLine[];
};

export type AuditContext = {
  connections: ReadonlyMap<number, AuditConnection>;
  /** Shadow-bill inputs per `inputKey(connectionId, period)`; absent = the connection is unknown. */
  inputs: ReadonlyMap<string, ShadowInputs>;
  others: readonly OtherInvoice[];
  vat: readonly VatPeriod[];
  settings: RuleSettings;
  /** Today (YYYY-MM-DD): months younger than `THREE_INVOICE_GRACE_DAYS` are not yet checked. */
  today: string;
};

export type AuditResultLine = {
  connectionId: number | null;
  kind: AuditLineKind;
  periodFrom: string | null;
  periodTo: string | null;
  expected: string | null;
  invoiced: string;
  deviation: string | null;
  deviationPercent: string | null;
  rule: AuditRuleId | null;
  explanation: string;
};

export type AuditFinding = {
  rule: AuditRuleId;
  amount: string;
  message: string;
  connectionId: number | null;
};

export type AuditStatus = 'ok' | 'deviation' | 'insufficient-data';

export type AuditResult = {
  status: AuditStatus;
  lines: AuditResultLine[];
  findings: AuditFinding[];
  missing: string[];
  /** Σ of the positive finding amounts: what could be claimed back. */
  amountAtStake: string;
};

/** An estimated reading whose period ended less than this many days ago may still be corrected. */
export const ESTIMATE_CORRECTION_DAYS = 120;
const ESTIMATED = /schatting|geschat|estimat/i;

/** Months that ended less than this many days ago are not yet expected to have all three invoices. */
export const THREE_INVOICE_GRACE_DAYS = 45;

const ZERO = new Decimal(0);
const cents = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const euro = (v: Decimal) => cents(v).toFixed(2);
/**
 * An amount in a finding's message, by the one money rule of the screens (contracts' formatCurrency, which
 * this package cannot import): '€ 1.234,56', '€ -44,58' — the minus straight before the number (Taalunie),
 * never a negative zero. format.test.ts in contracts pins that both write the same.
 */
export function auditEuroText(v: Decimal.Value): string {
  const rounded = cents(new Decimal(v));
  const [int, frac] = rounded.abs().toFixed(2).split('.');
  return `€ ${rounded.isNegative() && !rounded.isZero() ? '-' : ''}${int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
}
const nl = auditEuroText;
const qty = (v: Decimal) => v.toDecimalPlaces(3).toString().replace('.', ',');
const sum = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), ZERO);
const monthName = (ym: string) => `${DUTCH_MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
const ISSUER_NAMES: Record<AuditIssuerKind, string> = {
  supplier: 'de leverancier',
  'grid-operator': 'de netbeheerder',
  'metering-company': 'het meetbedrijf',
};

export const inputKey = (connectionId: number, p: Period) => `${connectionId}|${p.from}|${p.to}`;

function invoicePeriod(invoice: AuditInvoice): Period | null {
  const from =
    invoice.periodFrom ??
    invoice.lines
      .map((l) => l.periodFrom)
      .filter(Boolean)
      .sort()[0];
  const to =
    invoice.periodTo ??
    invoice.lines
      .map((l) => l.periodTo)
      .filter(Boolean)
      .sort()
      .at(-1);
  return from && to ? { from, to } : null;
}

/** The invoice's lines grouped per connection and kind, each group over the union of its lines' periods. */
export function lineGroups(invoice: AuditInvoice): LineGroup[] {
  const fallback = invoicePeriod(invoice);
  const groups = new Map<string, LineGroup>();
  for (const l of invoice.lines) {
    const key = `${l.connectionId ?? '-'}|${l.kind}`;
    const group = groups.get(key) ?? { connectionId: l.connectionId, kind: l.kind, period: null, lines: [] };
    group.lines.push(l);
    const from = l.periodFrom ?? fallback?.from;
    const to = l.periodTo ?? fallback?.to;
    if (from && to) {
      group.period = {
        from: group.period && group.period.from < from ? group.period.from : from,
        to: group.period && group.period.to > to ? group.period.to : to,
      };
    }
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The (connection, period) pairs the caller must load shadow-bill inputs for. */
export function inputsNeeded(invoice: AuditInvoice): { connectionId: number; period: Period }[] {
  const seen = new Map<string, { connectionId: number; period: Period }>();
  const period = invoicePeriod(invoice);
  for (const g of lineGroups(invoice)) {
    if (g.connectionId === null) continue;
    for (const p of [g.period, period]) {
      if (p) seen.set(inputKey(g.connectionId, p), { connectionId: g.connectionId, period: p });
    }
  }
  return [...seen.values()];
}

const percentOf = (deviation: Decimal, base: Decimal | null) =>
  base && !base.isZero() ? deviation.div(base.abs()).times(100) : null;

type Candidate = {
  rule: AuditRuleId;
  amount: Decimal;
  percent: Decimal | null;
  message: string;
  connectionId: number | null;
  /** Findings without money (a missing invoice, a gap) pass the € tolerance. */
  informational?: boolean;
  /** The grid-costs finding of a metering-service line (its money may be the meter rent billed twice). */
  meterRent?: boolean;
};

function passes(settings: RuleSettings, c: Candidate): boolean {
  const s = settings[c.rule];
  if (!s.enabled) return false;
  if (c.informational) return true;
  if (c.amount.abs().lt(s.euro)) return false;
  if (c.percent !== null && c.percent.abs().lt(s.percent)) return false;
  return !(c.amount.isZero() && c.percent === null);
}

const quantityOf = (lines: readonly AuditInvoiceLine[]) =>
  lines.some((l) => l.quantity !== null) ? sum(lines.map((l) => new Decimal(l.quantity ?? 0))) : null;
const amountOf = (lines: readonly AuditInvoiceLine[]) => sum(lines.map((l) => new Decimal(l.amount)));

/** The connection's supply volume as this invoice bills it (all supply lines), or null without any. */
function invoicedVolume(invoice: AuditInvoice, connectionId: number): Decimal | null {
  const supply = invoice.lines.filter(
    (l) => l.connectionId === connectionId && l.kind.startsWith('supply-') && l.quantity !== null,
  );
  return supply.length ? sum(supply.map((l) => new Decimal(l.quantity!))) : null;
}

/** Rule candidates of one line group against its shadow line. */
function groupCandidates(
  invoice: AuditInvoice,
  g: LineGroup,
  exp: ExpectedLine,
  inputs: ShadowInputs | undefined,
  ean: string,
): Candidate[] {
  const out: Candidate[] = [];
  const invAmount = amountOf(g.lines);
  const invQty = quantityOf(g.lines);
  const where = `EAN ${ean}, ${g.period ? periodText(g.period) : 'zonder periode'}`;
  const cid = g.connectionId;
  switch (g.kind) {
    case 'supply-normal':
    case 'supply-low':
    case 'supply-single': {
      const gridLine = invoice.issuerKind === 'grid-operator';
      const invPrice = invQty && !invQty.isZero() ? invAmount.div(invQty) : null;
      if (!gridLine && exp.quantity && invQty && invPrice) {
        const dq = invQty.minus(exp.quantity);
        out.push({
          rule: 'volume',
          amount: dq.times(invPrice),
          percent: percentOf(dq, exp.quantity),
          message: `Gefactureerd ${qty(invQty)}, gemeten ${qty(exp.quantity)} (${where}).`,
          connectionId: cid,
        });
      }
      if (exp.unitPrice && invQty && invPrice) {
        const dp = invPrice.minus(exp.unitPrice);
        out.push({
          rule: gridLine ? 'grid-costs' : 'price',
          amount: dp.times(invQty),
          percent: percentOf(dp, exp.unitPrice),
          message: `Prijs ${invPrice.toDecimalPlaces(5).toString().replace('.', ',')} per eenheid, ${gridLine ? 'tariefblad' : 'contract'} ${exp.unitPrice.toDecimalPlaces(5).toString().replace('.', ',')} (${where}).`,
          connectionId: cid,
        });
      }
      break;
    }
    case 'fixed-supply-fee':
    case 'gvo':
      if (exp.amount) {
        const d = invAmount.minus(exp.amount);
        out.push({
          rule: 'price',
          amount: d,
          percent: percentOf(d, exp.amount),
          message: `${g.kind === 'gvo' ? 'GvO' : 'Vaste leveringskosten'}: gefactureerd ${nl(invAmount)}, volgens contract ${nl(exp.amount)} (${where}).`,
          connectionId: cid,
        });
      }
      break;
    case 'energy-tax':
    case 'ode': {
      if (!inputs || !g.period || cid === null) break;
      // On the volume this invoice bills, so a volume difference is not counted twice.
      const volume = invoicedVolume(invoice, cid) ?? exp.quantity;
      if (!volume) break;
      const tax = taxOver(g.period, volume, inputs);
      if (typeof tax === 'string') break;
      const due = g.kind === 'ode' ? tax.ode : tax.eb;
      const d = invAmount.minus(due);
      const crosses = g.period.from.slice(0, 4) !== g.period.to.slice(0, 4);
      const split = g.lines.some((l) => l.periodTo?.slice(5) === '12-31');
      const unsplit = crosses && !split;
      out.push({
        rule: unsplit ? 'year-split' : 'tax-bracket',
        amount: d,
        percent: percentOf(d, due),
        message: unsplit
          ? `De periode loopt over 31 december zonder splitsing: gefactureerd ${nl(invAmount)}, gesplitst per jaar ${nl(due)} (${where}).`
          : `${g.kind === 'ode' ? 'ODE' : 'Energiebelasting'} op ${qty(volume)}: gefactureerd ${nl(invAmount)}, volgens de schijven ${nl(due)} (${where}).`,
        connectionId: cid,
      });
      break;
    }
    case 'contracted-capacity':
      if (exp.amount && exp.quantity && invQty) {
        const d = invAmount.minus(exp.amount);
        out.push({
          rule: 'contracted-capacity',
          amount: d,
          percent: percentOf(invQty.minus(exp.quantity), exp.quantity),
          message: `Gefactureerd ${qty(invQty)} kW, aansluiting ${qty(exp.quantity)} kW (${where}).`,
          connectionId: cid,
        });
      }
      break;
    case 'kw-max':
      if (exp.amount && exp.quantity && invQty) {
        const d = invAmount.minus(exp.amount);
        out.push({
          rule: 'kw-max',
          amount: d,
          percent: percentOf(invQty.minus(exp.quantity), exp.quantity),
          message: `Gefactureerd ${qty(invQty)} kW max, gemeten piek ${qty(exp.quantity)} kW (${where}).`,
          connectionId: cid,
        });
      }
      break;
    case 'fixed-transport-fee':
    case 'periodic-connection-fee':
    case 'reactive':
    case 'metering-service':
      if (exp.amount) {
        const d = invAmount.minus(exp.amount);
        out.push({
          rule: 'grid-costs',
          amount: d,
          percent: percentOf(d, exp.amount),
          message: `Gefactureerd ${nl(invAmount)}, volgens het tarief ${nl(exp.amount)} (${where}).`,
          connectionId: cid,
          meterRent: g.kind === 'metering-service',
        });
      }
      break;
    default:
      break;
  }
  return out;
}

/** "EAN 871…" for one connection, "EAN's 871…, 871… en 871…" for up to five, else the first five and the rest counted. */
function eanList(eans: readonly string[]): string {
  if (eans.length === 1) return `EAN ${eans[0]}`;
  const shown = eans.slice(0, 5);
  const rest = eans.length - shown.length;
  if (rest > 0) return `EAN's ${shown.join(', ')} en ${rest} andere`;
  return `EAN's ${shown.slice(0, -1).join(', ')} en ${shown.at(-1)}`;
}

const activeOthers = (others: readonly OtherInvoice[], invoice: AuditInvoice) =>
  others.filter((o) => o.id !== invoice.id && o.kind === 'invoice' && !o.credited);
const connectionsOf = (invoice: AuditInvoice) =>
  new Set(invoice.lines.flatMap((l) => (l.connectionId === null ? [] : [l.connectionId])));

/** The reduction other invoices already gave the connection over days of `p` (positive €). */
function reductionElsewhere(others: readonly OtherInvoice[], connectionId: number, p: Period): Decimal {
  let given = ZERO;
  for (const o of others) {
    for (const l of o.lines) {
      if (l.kind !== 'tax-reduction' || l.connectionId !== connectionId) continue;
      const lp = l.periodFrom && l.periodTo ? { from: l.periodFrom, to: l.periodTo } : invoicePeriod(o);
      if (!lp) continue;
      const days = overlapDays(lp, p);
      if (days > 0) given = given.plus(new Decimal(l.amount).negated().times(days).div(periodDays(lp)));
    }
  }
  return given;
}

/** An earlier invoice this one duplicates (the later of two, by id, is the duplicate). */
function duplicateOf(invoice: AuditInvoice, others: readonly OtherInvoice[]): OtherInvoice | undefined {
  const mine = connectionsOf(invoice);
  const total = new Decimal(invoice.totalExclVat);
  return others
    .filter((o) => o.id < invoice.id)
    .find(
      (o) =>
        (o.issuerKind === invoice.issuerKind &&
          o.issuerId === invoice.issuerId &&
          o.number === invoice.number) ||
        (o.issuerKind === invoice.issuerKind &&
          new Decimal(o.totalExclVat).eq(total) &&
          o.periodFrom === invoice.periodFrom &&
          o.periodTo === invoice.periodTo &&
          [...connectionsOf(o)].some((c) => mine.has(c))),
    );
}

function invoiceCandidates(invoice: AuditInvoice, ctx: AuditContext): Candidate[] {
  const out: Candidate[] = [];
  const others = activeOthers(ctx.others, invoice);
  const period = invoicePeriod(invoice);
  const mine = connectionsOf(invoice);
  const total = new Decimal(invoice.totalExclVat);
  const duplicate = duplicateOf(invoice, others);
  if (duplicate) {
    out.push({
      rule: 'duplicate',
      amount: total,
      percent: null,
      message: `Zelfde nummer, of zelfde bedrag, periode en aansluiting als factuur ${duplicate.number} (${ISSUER_NAMES[invoice.issuerKind]}).`,
      connectionId: null,
      informational: true,
    });
  }
  // Overlapping and missing periods, against the same kind of issuer: one finding per overlapping invoice
  // and one per gap, naming the connections (EANs) it concerns — a supplier invoice for 40 connections that
  // overlaps another one for the same 40 is one overlap, not 40 (and its € is counted once).
  if (period) {
    const overlaps = new Map<OtherInvoice, number[]>();
    const gaps = new Map<string, { gap: Period; cids: number[] }>();
    for (const cid of mine) {
      const same = others.filter(
        (o) => o.issuerKind === invoice.issuerKind && o !== duplicate && connectionsOf(o).has(cid),
      );
      for (const o of same) {
        const op = invoicePeriod(o);
        if (!op || o.id > invoice.id || overlapDays(op, period) <= 0) continue;
        overlaps.set(o, [...(overlaps.get(o) ?? []), cid]);
      }
      // The last day covered before this period starts, by any earlier-starting invoice (one that
      // overlaps this one covers the days before it too: no gap there).
      const before = same
        .map((o) => invoicePeriod(o))
        .filter((p): p is Period => p !== null && p.from < period.from)
        .map((p) => (p.to < period.from ? p.to : previousDay(period.from)))
        .sort()
        .at(-1);
      if (before && nextDay(before) < period.from) {
        const gap = { from: nextDay(before), to: previousDay(period.from) };
        const key = `${gap.from}|${gap.to}`;
        gaps.set(key, { gap, cids: [...(gaps.get(key)?.cids ?? []), cid] });
      }
    }
    const eans = (cids: readonly number[]) =>
      eanList(cids.map((c) => ctx.connections.get(c)?.ean ?? String(c)));
    for (const [o, cids] of overlaps) {
      const op = invoicePeriod(o)!;
      const days = overlapDays(op, period);
      // The € of the shared connections' lines (the whole invoice when it shares all of them).
      const shared = new Set(cids);
      const base =
        cids.length === mine.size
          ? total
          : amountOf(invoice.lines.filter((l) => l.connectionId !== null && shared.has(l.connectionId)));
      out.push({
        rule: 'periods',
        amount: base.times(days).div(periodDays(period)),
        percent: null,
        message: `${days} dagen overlappen met factuur ${o.number} (${periodText(op)}, ${eans(cids)}).`,
        connectionId: cids.length === 1 ? cids[0]! : null,
        informational: true,
      });
    }
    for (const { gap, cids } of gaps.values()) {
      out.push({
        rule: 'periods',
        amount: ZERO,
        percent: null,
        message: `Geen factuur van ${ISSUER_NAMES[invoice.issuerKind]} voor ${periodText(gap)} (${eans(cids)}).`,
        connectionId: cids.length === 1 ? cids[0]! : null,
        informational: true,
      });
    }
  }
  // VAT: every line at the rate of its days, on its own amount.
  try {
    const expected = sum(
      invoice.lines.map((l) => {
        const from = l.periodFrom ?? period?.from ?? invoice.invoiceDate;
        const to = l.periodTo ?? period?.to ?? invoice.invoiceDate;
        return expectedVat(ctx.vat, { from, to }, l.amount);
      }),
    );
    const d = new Decimal(invoice.totalVat).minus(cents(expected));
    out.push({
      rule: 'vat',
      amount: d,
      percent: percentOf(d, expected),
      message: `Btw op de factuur ${nl(new Decimal(invoice.totalVat))}, volgens het tarief per leverdatum ${nl(expected)}.`,
      connectionId: null,
    });
  } catch {
    // No VAT rate for a day: reported under missing by the caller's inputs; nothing to compare.
  }
  return out;
}

/** Missing reductions: electricity connections on a supplier invoice without a reduction line. */
function reductionCandidates(invoice: AuditInvoice, ctx: AuditContext, groups: LineGroup[]): Candidate[] {
  if (invoice.issuerKind !== 'supplier') return [];
  const out: Candidate[] = [];
  const active = activeOthers(ctx.others, invoice);
  const duplicate = duplicateOf(invoice, active);
  const others = active.filter((o) => o !== duplicate);
  for (const cid of connectionsOf(invoice)) {
    const connection = ctx.connections.get(cid);
    if (!connection || connection.product !== 1) continue;
    const taxGroup = groups.find((g) => g.connectionId === cid && g.kind === 'energy-tax');
    const p = taxGroup?.period;
    if (!p) continue;
    const inputs = ctx.inputs.get(inputKey(cid, p));
    if (!inputs?.reduction) continue;
    const volume = invoicedVolume(invoice, cid) ?? ZERO;
    const tax = taxOver(p, volume, inputs);
    if (typeof tax === 'string') continue;
    const elsewhere = reductionElsewhere(others, cid, p);
    const own = groups.find((g) => g.connectionId === cid && g.kind === 'tax-reduction');
    const given = own ? amountOf(own.lines).negated() : ZERO;
    const where = `EAN ${connection.ean}, ${periodText(p)}`;
    if (!own && elsewhere.isZero()) {
      out.push({
        rule: 'reduction-missing',
        amount: tax.reduction,
        percent: null,
        message: `Geen vermindering energiebelasting toegepast; naar rato ${nl(tax.reduction)} (${where}).`,
        connectionId: cid,
      });
    } else if (own && !elsewhere.isZero()) {
      out.push({
        rule: 'reduction-twice',
        amount: Decimal.min(given, elsewhere).negated(),
        percent: null,
        message: `De vermindering over deze dagen staat ook op een andere factuur (${nl(elsewhere)}) (${where}).`,
        connectionId: cid,
      });
    } else if (own) {
      const d = given.minus(tax.reduction);
      if (d.gt(0)) {
        out.push({
          rule: 'reduction-twice',
          amount: d.negated(),
          percent: percentOf(d, tax.reduction),
          message: `Vermindering ${nl(given)}, naar rato ${nl(tax.reduction)} (${where}).`,
          connectionId: cid,
        });
      } else if (d.lt(0)) {
        out.push({
          rule: 'reduction-missing',
          amount: d.negated(),
          percent: percentOf(d, tax.reduction),
          message: `Vermindering ${nl(given)}, naar rato ${nl(tax.reduction)} (${where}).`,
          connectionId: cid,
        });
      }
    }
  }
  return out;
}

/** The three-invoice check per EAN and month: all three issuers, and supplier and grid operator agree on kWh. */
function threeInvoiceCandidates(invoice: AuditInvoice, ctx: AuditContext): Candidate[] {
  const period = invoicePeriod(invoice);
  if (!period) return [];
  const out: Candidate[] = [];
  const all = [...activeOthers(ctx.others, invoice), invoice];
  const graceEnd = addDays(ctx.today, -THREE_INVOICE_GRACE_DAYS);
  for (const cid of connectionsOf(invoice)) {
    const connection = ctx.connections.get(cid);
    if (!connection) continue;
    for (const month of monthsOf(period)) {
      // Large by the capacity in force in that month, not by the capacity now.
      if (!largeForMonth(connection, month)) continue;
      const last = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
      const monthPeriod = { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
      if (monthPeriod.to > graceEnd) continue;
      const covering = (kind: AuditIssuerKind) =>
        all.filter((o) => {
          const op = invoicePeriod(o);
          return o.issuerKind === kind && op && overlapDays(op, monthPeriod) > 0 && connectionsOf(o).has(cid);
        });
      for (const kind of ['supplier', 'grid-operator', 'metering-company'] as const) {
        if (covering(kind).length === 0) {
          out.push({
            rule: 'three-invoices',
            amount: ZERO,
            percent: null,
            message: `Geen factuur van ${ISSUER_NAMES[kind]} voor ${monthName(month)} (EAN ${connection.ean}).`,
            connectionId: cid,
            informational: true,
          });
        }
      }
      // Same volume: only where both bill kWh over exactly this month.
      const kwhOf = (kind: AuditIssuerKind) => {
        const lines = covering(kind).flatMap((o) =>
          o.lines.filter(
            (l) =>
              l.connectionId === cid &&
              l.kind.startsWith('supply-') &&
              l.quantity !== null &&
              (l.periodFrom ?? o.periodFrom)?.slice(0, 7) === month &&
              (l.periodTo ?? o.periodTo)?.slice(0, 7) === month,
          ),
        );
        return lines.length ? sum(lines.map((l) => new Decimal(l.quantity!))) : null;
      };
      const supplied = kwhOf('supplier');
      const transported = kwhOf('grid-operator');
      if (supplied && transported) {
        const d = supplied.minus(transported);
        const percent = percentOf(d, transported);
        if (percent && percent.abs().gte(ctx.settings['three-invoices'].percent) && !d.isZero()) {
          out.push({
            rule: 'three-invoices',
            amount: ZERO,
            percent,
            message: `Leverancier rekent ${qty(supplied)}, netbeheerder ${qty(transported)} over ${monthName(month)} (EAN ${connection.ean}).`,
            connectionId: cid,
            informational: true,
          });
        }
      }
    }
  }
  return out;
}

const linePeriod = (l: AuditInvoiceLine, invoice: AuditInvoice): Period | null =>
  l.periodFrom && l.periodTo ? { from: l.periodFrom, to: l.periodTo } : invoicePeriod(invoice);

/** Meter rent billed twice: a metering-service line whose days another metering-service line of the same
 *  connection already billed — earlier on this invoice, or on an earlier invoice of any issuer (the
 *  supplier passing on the metering company's rent, or the same rent invoiced again). The amount is this
 *  line's share for the days billed twice, at most the other line's share for them. */
function meterRentCandidates(invoice: AuditInvoice, ctx: AuditContext): Candidate[] {
  const active = activeOthers(ctx.others, invoice);
  const duplicate = duplicateOf(invoice, active);
  const earlier = active
    .filter((o) => o !== duplicate && o.id < invoice.id)
    .flatMap((o) => o.lines.map((l) => ({ l, o })));
  const out: Candidate[] = [];
  const mine = invoice.lines.filter((l) => l.kind === 'metering-service' && l.connectionId !== null);
  mine.forEach((l, index) => {
    const p = linePeriod(l, invoice);
    if (!p || new Decimal(l.amount).lte(0)) return;
    const before = [
      ...mine.slice(0, index).map((x) => ({ l: x, o: invoice as AuditInvoice })),
      ...earlier.filter((x) => x.l.kind === 'metering-service'),
    ].filter((x) => x.l.connectionId === l.connectionId);
    for (const x of before) {
      const op = linePeriod(x.l, x.o);
      if (!op) continue;
      const days = overlapDays(op, p);
      if (days <= 0) continue;
      const share = new Decimal(l.amount).times(days).div(periodDays(p));
      const theirs = new Decimal(x.l.amount).times(days).div(periodDays(op));
      const amount = Decimal.min(share, theirs);
      if (amount.lte(0)) continue;
      const ean = ctx.connections.get(l.connectionId!)?.ean ?? String(l.connectionId);
      out.push({
        rule: 'meter-rent-twice',
        amount,
        percent: null,
        message:
          x.o === invoice
            ? `Meterhuur staat twee keer op deze factuur: ${days} dagen dubbel (EAN ${ean}, ${periodText(p)}).`
            : `Meterhuur over ${days} dagen staat ook op factuur ${x.o.number} van ${ISSUER_NAMES[x.o.issuerKind]} (EAN ${ean}, ${periodText(p)}).`,
        connectionId: l.connectionId,
      });
      return;
    }
  });
  return out;
}

/** Estimated volumes never corrected: a supply line marked as an estimate (schatting) whose days no later
 *  invoice of the same kind of issuer bills again on a real reading, once the correction is overdue. No
 *  amount: what the estimate was off by is the volume rule's finding where meter data exist. */
function estimateCandidates(invoice: AuditInvoice, ctx: AuditContext): Candidate[] {
  const out: Candidate[] = [];
  const later = activeOthers(ctx.others, invoice).filter(
    (o) =>
      o.issuerKind === invoice.issuerKind &&
      (o.invoiceDate > invoice.invoiceDate || (o.invoiceDate === invoice.invoiceDate && o.id > invoice.id)),
  );
  const overdue = addDays(ctx.today, -ESTIMATE_CORRECTION_DAYS);
  const seen = new Set<string>();
  for (const l of invoice.lines) {
    if (!l.kind.startsWith('supply-') || l.connectionId === null || !ESTIMATED.test(l.description ?? ''))
      continue;
    const p = linePeriod(l, invoice);
    if (!p || p.to > overdue) continue;
    const corrected = later.some((o) =>
      o.lines.some((x) => {
        const xp = linePeriod(x, o);
        return (
          x.connectionId === l.connectionId &&
          x.kind.startsWith('supply-') &&
          !ESTIMATED.test(x.description ?? '') &&
          xp !== null &&
          overlapDays(xp, p) > 0
        );
      }),
    );
    const key = `${l.connectionId}|${p.from}|${p.to}`;
    if (corrected || seen.has(key)) continue;
    seen.add(key);
    const ean = ctx.connections.get(l.connectionId)?.ean ?? String(l.connectionId);
    out.push({
      rule: 'estimated',
      amount: ZERO,
      percent: null,
      message: `Geschat volume over ${periodText(p)} (EAN ${ean}) is na ${ESTIMATE_CORRECTION_DAYS} dagen nog niet gecorrigeerd met een echte meterstand.`,
      connectionId: l.connectionId,
      informational: true,
    });
  }
  return out;
}

const lineExplanation = (exp: ExpectedLine, rule: AuditRuleId | null) =>
  rule
    ? AUDIT_RULES[rule].name
    : exp.missing.length > 0
      ? exp.missing.join(' ')
      : exp.amount === null
        ? 'Niet herberekend.'
        : 'Binnen de tolerantie.';

/** Audits one invoice: its shadow bill per line group, the rules and the status. */
/** What each finding adds to the € at stake: its positive amount, once. Meter rent billed twice is also
 *  the excess of the metering line over the tariff (grid costs) on that connection: the grid-costs finding
 *  adds only what the double rent does not already explain. */
function stakes(findings: readonly Candidate[]): Decimal[] {
  const positive = (f: Candidate) => Decimal.max(ZERO, euro(f.amount));
  const twice = new Map<number | null, Decimal>();
  for (const f of findings)
    if (f.rule === 'meter-rent-twice')
      twice.set(f.connectionId, (twice.get(f.connectionId) ?? ZERO).plus(positive(f)));
  return findings.map((f) => {
    const own = positive(f);
    return f.meterRent ? Decimal.max(ZERO, own.minus(twice.get(f.connectionId) ?? ZERO)) : own;
  });
}

export function auditInvoice(invoice: AuditInvoice, ctx: AuditContext): AuditResult {
  const groups = lineGroups(invoice);
  const missing = new Set<string>();
  const candidates: Candidate[] = [];
  const lines: AuditResultLine[] = [];
  const credit = invoice.kind === 'credit-note';
  for (const g of groups) {
    const invoiced = amountOf(g.lines);
    const connection = g.connectionId === null ? undefined : ctx.connections.get(g.connectionId);
    let exp: ExpectedLine = { kind: g.kind, quantity: null, unitPrice: null, amount: null, missing: [] };
    let inputs: ShadowInputs | undefined;
    if (!credit && g.kind !== 'other') {
      if (!connection) exp.missing = ['De regel noemt geen aansluiting van de klant.'];
      else if (!g.period) exp.missing = ['De regel en de factuur noemen geen periode.'];
      else {
        inputs = ctx.inputs.get(inputKey(connection.id, g.period));
        exp = inputs
          ? expectedLine(g.kind, invoice.issuerKind, g.period, inputs)
          : { ...exp, missing: [`Geen gegevens van EAN ${connection.ean} geladen.`] };
      }
    }
    exp.missing.forEach((m) => missing.add(m));
    const own = credit || !connection ? [] : groupCandidates(invoice, g, exp, inputs, connection.ean);
    candidates.push(...own);
    const fired = own.find((c) => passes(ctx.settings, c));
    const deviation = exp.amount ? invoiced.minus(exp.amount) : null;
    lines.push({
      connectionId: g.connectionId,
      kind: g.kind,
      periodFrom: g.period?.from ?? null,
      periodTo: g.period?.to ?? null,
      expected: exp.amount ? euro(exp.amount) : null,
      invoiced: euro(invoiced),
      deviation: deviation ? euro(deviation) : null,
      deviationPercent: deviation
        ? (percentOf(deviation, exp.amount)?.toDecimalPlaces(1).toString() ?? null)
        : null,
      rule: fired?.rule ?? null,
      explanation: lineExplanation(exp, fired?.rule ?? null),
    });
  }
  if (!credit) {
    candidates.push(...reductionCandidates(invoice, ctx, groups));
    candidates.push(...invoiceCandidates(invoice, ctx));
    candidates.push(...threeInvoiceCandidates(invoice, ctx));
    candidates.push(...meterRentCandidates(invoice, ctx));
    candidates.push(...estimateCandidates(invoice, ctx));
  }
  const passed = candidates.filter((c) => passes(ctx.settings, c));
  const findings = passed.map((c) => ({
    rule: c.rule,
    amount: euro(c.amount),
    message: c.message,
    connectionId: c.connectionId,
  }));
  const atStake = sum(stakes(passed));
  const status: AuditStatus =
    findings.length > 0 ? 'deviation' : missing.size > 0 ? 'insufficient-data' : 'ok';
  return { status, lines, findings, missing: [...missing], amountAtStake: euro(atStake) };
}
