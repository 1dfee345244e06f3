import {
  FORWARD_LOAD_LABELS,
  PARAMETERS_READ,
  PARAMETERS_WRITE,
  PARAMETER_KIND_LABELS,
  PARAMETER_MESSAGES,
  PRODUCT_LABELS,
  parameterBodySchema,
  type ImportResult,
  type ParameterItem,
  type ParameterKind,
  type ParameterValues,
} from '@energiek/contracts/parameters';
import { parameterRowOf } from '@energiek/db/parameter-rows';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { excelDate, toXlsx } from '../../core/export.ts';
import { writeAudit } from '../../lib/audit.ts';
import { UnreadableFileError, readWholeWorkbook } from '../../lib/workbook/bounded-workbook.ts';
import type { FileRow } from '../../lib/workbook/workbook-rows.ts';
import { validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { toParameterItem } from './parameters.mapping.ts';
import {
  findByNaturalKeys,
  findParameters,
  findRows,
  gridOperatorNames,
  insertParameters,
  measuringCompanyNames,
  updateParameterRow,
} from './parameters.repository.ts';
import { requireParameterAccess } from './parameters.service.ts';

// Parameters as an Excel workbook: one sheet per kind (Dutch sheet names and headers), the export and the
// import read the same layout. An energy-tax or ODE parameter is one row per bracket. The import matches
// rows on their natural key (update, else create) and is all or nothing: any bad row → a Dutch 422 naming
// the sheet and row of every problem, and nothing changes.

type Cell = string | number | Date | null;
type Column = { header: string; key: string; width: number; numFmt?: string };

const YES = 'ja';
const NO = 'nee';
const common: Column[] = [
  { header: 'Geverifieerd', key: 'verified', width: 13 },
  { header: 'Bron', key: 'source', width: 50 },
  { header: 'Notitie', key: 'note', width: 50 },
];
const bracketColumns: Column[] = [
  { header: 'Product', key: 'product', width: 14 },
  { header: 'Jaar', key: 'year', width: 8 },
  { header: 'Van', key: 'from', width: 14, numFmt: '#,##0' },
  { header: 'Tot', key: 'to', width: 14, numFmt: '#,##0' },
  { header: 'Tarief', key: 'rate', width: 12, numFmt: '0.00000' },
  { header: 'Tarief niet-zakelijk', key: 'rateNonBusiness', width: 20, numFmt: '0.00000' },
  ...common,
];
const FEE_COLUMNS: Column[] = [
  { header: 'Vastrecht transportdienst', key: 'fixedTransportFee', width: 16 },
  { header: 'Periodieke aansluitvergoeding', key: 'periodicConnectionFee', width: 16 },
  { header: 'Per gecontracteerd kW per jaar', key: 'contractedCapacityRate', width: 16 },
  { header: 'Per kW max per maand', key: 'maxKwRate', width: 14 },
  { header: 'Per kWh', key: 'kwhRate', width: 12 },
  { header: 'Per kWh dal', key: 'kwhRateLow', width: 12 },
  { header: 'Per kVArh', key: 'kvarhRate', width: 12 },
  { header: 'Meettarief per jaar', key: 'meteringFee', width: 14 },
];

const COLUMNS: Record<ParameterKind, Column[]> = {
  'energy-tax': bracketColumns,
  ode: bracketColumns,
  'tax-reduction': [
    { header: 'Jaar', key: 'year', width: 8 },
    { header: 'Bedrag', key: 'amount', width: 12, numFmt: '0.00' },
    ...common,
  ],
  vat: [
    { header: 'Van', key: 'validFrom', width: 12, numFmt: 'dd-mm-yyyy' },
    { header: 'Tot en met', key: 'validTo', width: 12, numFmt: 'dd-mm-yyyy' },
    { header: 'Tarief (%)', key: 'rate', width: 10 },
    ...common,
  ],
  'grid-tariff': [
    { header: 'Netbeheerder', key: 'gridOperator', width: 18 },
    { header: 'Jaar', key: 'year', width: 8 },
    { header: 'Product', key: 'product', width: 14 },
    { header: 'Netvlak', key: 'connectionClass', width: 10 },
    ...FEE_COLUMNS,
    ...common,
  ],
  'metering-tariff': [
    { header: 'Meetbedrijf', key: 'measuringCompany', width: 18 },
    { header: 'Jaar', key: 'year', width: 8 },
    { header: 'Product', key: 'product', width: 14 },
    { header: 'Meettarief per jaar', key: 'meteringFee', width: 14 },
    ...common,
  ],
  'forward-price': [
    { header: 'Product', key: 'product', width: 14 },
    { header: 'Periode', key: 'period', width: 10 },
    { header: 'Base/Peak', key: 'load', width: 10 },
    { header: 'Notatiedatum', key: 'quoteDate', width: 13, numFmt: 'dd-mm-yyyy' },
    { header: 'Prijs (€/MWh)', key: 'price', width: 13, numFmt: '0.00' },
    ...common,
  ],
};

const KINDS = Object.keys(COLUMNS) as ParameterKind[];
const num = (value: string | null): number | null => (value === null ? null : Number(value));

function rowsOf(item: ParameterItem): Record<string, Cell>[] {
  const meta = { verified: item.verified ? YES : NO, source: item.source, note: item.note };
  switch (item.kind) {
    case 'energy-tax':
    case 'ode':
      return item.brackets.map((b) => ({
        product: PRODUCT_LABELS[item.product],
        year: item.year,
        from: b.from,
        to: b.to,
        rate: Number(b.rate),
        rateNonBusiness: num(b.rateNonBusiness),
        ...meta,
      }));
    case 'tax-reduction':
      return [{ year: item.year, amount: Number(item.amount), ...meta }];
    case 'vat':
      return [
        {
          validFrom: excelDate(item.validFrom),
          validTo: item.validTo ? excelDate(item.validTo) : null,
          rate: Number(item.rate),
          ...meta,
        },
      ];
    case 'grid-tariff':
      return [
        {
          gridOperator: item.gridOperatorName,
          year: item.year,
          product: PRODUCT_LABELS[item.product],
          connectionClass: item.connectionClass,
          ...Object.fromEntries(
            FEE_COLUMNS.map((c) => [c.key, num(item[c.key as keyof typeof item] as string | null)]),
          ),
          ...meta,
        },
      ];
    case 'metering-tariff':
      return [
        {
          measuringCompany: item.measuringCompanyName,
          year: item.year,
          product: PRODUCT_LABELS[item.product],
          meteringFee: Number(item.meteringFee),
          ...meta,
        },
      ];
    case 'forward-price':
      return [
        {
          product: PRODUCT_LABELS[item.product],
          period: item.period,
          load: FORWARD_LOAD_LABELS[item.load],
          quoteDate: excelDate(item.quoteDate),
          price: Number(item.price),
          ...meta,
        },
      ];
  }
}

export type ParametersFile = { filename: string; body: Buffer };

/** Every parameter (or one kind / year, as the list filters) as a workbook with one sheet per kind. */
export async function exportParameters(
  ctx: ServiceContext,
  actor: Actor,
  query: { kind?: ParameterKind; year?: number },
): Promise<ParametersFile> {
  requireParameterAccess(actor, PARAMETERS_READ);
  const { rows } = await findParameters(ctx.db, query, { page: 1, limit: 100_000 });
  const items = rows.map(({ row, gridOperatorName, measuringCompanyName }) =>
    toParameterItem(row, gridOperatorName, measuringCompanyName),
  );
  const sheets = (query.kind ? [query.kind] : KINDS).map((kind) => ({
    name: PARAMETER_KIND_LABELS[kind],
    columns: COLUMNS[kind],
    rows: items.filter((i) => i.kind === kind).flatMap(rowsOf),
  }));
  const suffix = [query.kind, query.year].filter(Boolean).join('-');
  return {
    filename: `parameters${suffix ? `-${suffix}` : ''}.xlsx`,
    body: await toXlsx(sheets),
  };
}

// ---- import ----

/**
 * A cell's text as the bounded reader gives it (numbers as their shortest decimal, dates as YYYY-MM-DD, rich
 * text joined), trimmed and without the apostrophe older exports put before text that looked like a formula.
 */
const cellText = (text: string | undefined): string => (text ?? '').trim().replace(/^'/, '');

/**
 * Bounds of a parameters workbook's read, well inside the reader's general ones: a parameters file holds at
 * most a few thousand rows (every tax bracket, grid tariff and forward quote of years); the parse itself
 * runs in the reader's child process (lib/workbook), never in the server's.
 */
const PARAMETER_WORKBOOK_LIMITS = {
  rows: 100_000,
  cells: 2_000_000,
  tempBytes: 64 * 1024 * 1024,
  busyMs: 30_000,
  heapMb: 256,
};

/** 'DD-MM-YYYY', 'DD/MM/YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD' (else as typed: the contract refuses it). */
function dayOf(text: string): string {
  const dutch = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
  return dutch ? `${dutch[3]}-${dutch[2]!.padStart(2, '0')}-${dutch[1]!.padStart(2, '0')}` : text;
}

const productOf = (text: string): unknown => {
  const lower = text.toLowerCase();
  if (lower === 'elektriciteit' || lower === '1') return 1;
  if (lower === 'gas' || lower === '2') return 2;
  return text;
};
const intOf = (text: string): unknown => (/^\d+$/.test(text) ? Number(text) : text === '' ? undefined : text);
const boundOf = (text: string): unknown =>
  text === '' ? null : /^\d+(\.0+)?$/.test(text) ? Number(text) : text;
const orNull = (text: string): string | null => (text === '' ? null : text);
const verifiedOf = (text: string): boolean =>
  ['ja', 'j', 'yes', 'true', '1', 'x'].includes(text.toLowerCase());

type SheetRow = { number: number; cells: Record<string, string> };
type Candidate = { sheet: string; rows: number[]; body: unknown; bracketRows?: number[] };

/** A worksheet's rows by the headers of its row 1 (rows of the bounded reader, all of one sheet). */
function readSheet(sheetRows: FileRow[], columns: Column[]): SheetRow[] {
  const headerIndex = new Map<string, number>();
  sheetRows
    .find((row) => row.row === 1)
    ?.cells.forEach((cell, index) => headerIndex.set(cellText(cell).toLowerCase(), index));
  const rows: SheetRow[] = [];
  for (const row of sheetRows) {
    if (row.row === 1) continue;
    const cells: Record<string, string> = {};
    for (const column of columns) {
      const index = headerIndex.get(column.header.toLowerCase());
      cells[column.key] = index === undefined ? '' : cellText(row.cells[index]);
    }
    if (Object.values(cells).some((value) => value !== '')) rows.push({ number: row.row, cells });
  }
  return rows;
}

function candidatesOf(
  kind: ParameterKind,
  sheetName: string,
  rows: SheetRow[],
  operators: Map<string, number>,
  companies: Map<string, number>,
): Candidate[] {
  const meta = (cells: Record<string, string>) => ({
    verified: verifiedOf(cells.verified ?? ''),
    source: orNull(cells.source ?? ''),
    note: orNull(cells.note ?? ''),
  });
  if (kind === 'energy-tax' || kind === 'ode') {
    const groups = new Map<string, SheetRow[]>();
    for (const row of rows) {
      const key = `${row.cells.product?.toLowerCase()}|${row.cells.year}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return [...groups.values()].map((group) => {
      const first = group[0]!.cells;
      return {
        sheet: sheetName,
        rows: group.map((r) => r.number),
        bracketRows: group.map((r) => r.number),
        body: {
          kind,
          product: productOf(first.product ?? ''),
          year: intOf(first.year ?? ''),
          brackets: group.map(({ cells }) => ({
            from: boundOf(cells.from ?? ''),
            to: boundOf(cells.to ?? ''),
            rate: cells.rate ?? '',
            rateNonBusiness: orNull(cells.rateNonBusiness ?? ''),
          })),
          ...meta(first),
        },
      };
    });
  }
  return rows.map(({ number, cells }) => {
    let body: Record<string, unknown>;
    switch (kind) {
      case 'tax-reduction':
        body = { kind, year: intOf(cells.year ?? ''), amount: cells.amount ?? '' };
        break;
      case 'vat':
        body = {
          kind,
          validFrom: dayOf(cells.validFrom ?? ''),
          validTo: orNull(dayOf(cells.validTo ?? '')),
          rate: cells.rate ?? '',
        };
        break;
      case 'grid-tariff':
        body = {
          kind,
          gridOperatorId: operators.get((cells.gridOperator ?? '').toLowerCase()) ?? -1,
          year: intOf(cells.year ?? ''),
          product: productOf(cells.product || '1'),
          connectionClass: cells.connectionClass ?? '',
          ...Object.fromEntries(FEE_COLUMNS.map((c) => [c.key, orNull(cells[c.key] ?? '')])),
        };
        break;
      case 'metering-tariff':
        body = {
          kind,
          measuringCompanyId: companies.get((cells.measuringCompany ?? '').toLowerCase()) ?? -1,
          year: intOf(cells.year ?? ''),
          product: productOf(cells.product || '1'),
          meteringFee: cells.meteringFee ?? '',
        };
        break;
      default:
        body = {
          kind,
          product: productOf(cells.product ?? ''),
          period: cells.period ?? '',
          load: (cells.load ?? '').toLowerCase() || 'base',
          quoteDate: dayOf(cells.quoteDate ?? ''),
          price: cells.price ?? '',
        };
    }
    return { sheet: sheetName, rows: [number], body: { ...body, ...meta(cells) } };
  });
}

/** Reads an uploaded workbook and creates or updates its parameters, all or nothing. */
export async function importParameters(
  ctx: ServiceContext,
  actor: Actor,
  input: { bytes: Buffer },
): Promise<ImportResult> {
  requireParameterAccess(actor, PARAMETERS_WRITE);
  const sheetKinds = new Map(KINDS.map((kind) => [PARAMETER_KIND_LABELS[kind].toLowerCase(), kind]));
  let workbookRows: FileRow[];
  try {
    workbookRows = await readWholeWorkbook(input.bytes, {
      sheets: 'all',
      limits: PARAMETER_WORKBOOK_LIMITS,
      unreadable: PARAMETER_MESSAGES.importUnreadable,
      // Only the rows of the parameter sheets are kept in the server's memory.
      keep: (row) => sheetKinds.has((row.sheet ?? '').toLowerCase()),
    });
  } catch (error) {
    if (error instanceof UnreadableFileError) throw validationError({ file: [error.message] });
    throw error;
  }
  const operators = new Map(
    [...(await gridOperatorNames(ctx.db))].map(([id, name]) => [name.toLowerCase(), id]),
  );
  const companies = new Map(
    [...(await measuringCompanyNames(ctx.db))].map(([id, name]) => [name.toLowerCase(), id]),
  );
  const candidates: Candidate[] = [];
  for (const kind of KINDS) {
    const label = PARAMETER_KIND_LABELS[kind].toLowerCase();
    const sheetRows = workbookRows.filter((row) => (row.sheet ?? '').toLowerCase() === label);
    if (sheetRows.length === 0) continue;
    const sheetName = sheetRows[0]!.sheet ?? PARAMETER_KIND_LABELS[kind];
    candidates.push(
      ...candidatesOf(kind, sheetName, readSheet(sheetRows, COLUMNS[kind]), operators, companies),
    );
  }
  if (candidates.length === 0) throw validationError({ file: [PARAMETER_MESSAGES.importEmpty] });

  const errors: FieldErrors = {};
  const report = (sheet: string, row: number, message: string) => {
    const key = `${sheet}, rij ${row}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const parsed: { candidate: Candidate; body: ParameterValues }[] = [];
  for (const candidate of candidates) {
    const body = candidate.body as Record<string, unknown>;
    if (body.gridOperatorId === -1) {
      report(candidate.sheet, candidate.rows[0]!, PARAMETER_MESSAGES.gridOperatorUnknown);
      continue;
    }
    if (body.measuringCompanyId === -1) {
      report(candidate.sheet, candidate.rows[0]!, PARAMETER_MESSAGES.measuringCompanyUnknown);
      continue;
    }
    const result = parameterBodySchema.safeParse(body);
    if (result.success) {
      parsed.push({ candidate, body: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const [field, index] = issue.path;
      const row =
        field === 'brackets' && typeof index === 'number' ? candidate.bracketRows?.[index] : undefined;
      report(candidate.sheet, row ?? candidate.rows[0]!, issue.message);
    }
  }

  // Within the file: one row per parameter; VAT periods do not overlap each other or stored ones.
  const rows = parsed.map(({ candidate, body }) => ({ candidate, body, row: parameterRowOf(body) }));
  const seen = new Set<string>();
  for (const { candidate, row } of rows) {
    if (seen.has(row.naturalKey)) report(candidate.sheet, candidate.rows[0]!, PARAMETER_MESSAGES.duplicate);
    seen.add(row.naturalKey);
  }
  const storedVat = (await findRows(ctx.db, { kind: 'vat' })).filter((vat) => !seen.has(vat.naturalKey));
  const periods = [
    ...storedVat.map((vat) => ({
      from: vat.validFrom ?? '',
      to: vat.validTo,
      label: vat.validFrom ?? '',
      candidate: null,
    })),
    ...rows.flatMap(({ candidate, body }) =>
      body.kind === 'vat'
        ? [{ from: body.validFrom, to: body.validTo, label: body.validFrom, candidate }]
        : [],
    ),
  ];
  for (const period of periods) {
    if (!period.candidate) continue;
    const other = periods.find(
      (p) =>
        p !== period && (p.to === null || p.to >= period.from) && (period.to === null || period.to >= p.from),
    );
    if (other)
      report(period.candidate.sheet, period.candidate.rows[0]!, PARAMETER_MESSAGES.vatOverlap(other.label));
  }
  if (Object.keys(errors).length > 0) {
    throw validationError(errors, 'Het bestand bevat fouten; er is niets geïmporteerd.');
  }

  const existing = new Map((await findByNaturalKeys(ctx.db, [...seen])).map((r) => [r.naturalKey, r.id]));
  let created = 0;
  let updated = 0;
  await ctx.db.transaction(async (tx) => {
    for (const { row } of rows) {
      const id = existing.get(row.naturalKey);
      if (id === undefined) {
        await insertParameters(tx, [row]);
        created++;
      } else {
        await updateParameterRow(tx, id, row);
        updated++;
      }
    }
  });
  await writeAudit(ctx.db, actor, {
    event: 'parameters.imported',
    subjectType: 'parameter',
    details: { created, updated },
  });
  return { created, updated };
}
