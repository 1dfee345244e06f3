import ExcelJS from 'exceljs';
import {
  ENERGY_SAVING_CATEGORIES,
  MEASURE_STATUS_LABELS,
  OBLIGATION_LABELS,
} from '@energiek/contracts/energy-saving';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { neutraliseFormula } from '../../core/export.ts';
import { energySavingLocations } from './energy-saving.service.ts';

// The eLoket report as a workbook: one sheet with each location's totals and obligation, one with the
// recognised measures and their status, as RVO's report asks for them per location.

const safe = (v: string | number | null) => (typeof v === 'string' ? neutraliseFormula(v) : v);

function sheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: { header: string; width: number; numFmt?: string }[],
) {
  const ws = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  ws.getRow(1).font = { bold: true };
  return ws;
}

export async function exportEnergySaving(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; year: number },
): Promise<{ filename: string; body: Buffer }> {
  const { data, meta } = await energySavingLocations(ctx, actor, input);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Energiek';
  const locations = sheet(workbook, 'Locaties', [
    { header: 'Adres', width: 40 },
    { header: 'Jaar', width: 8 },
    { header: 'Elektriciteit net (kWh)', width: 20, numFmt: '#,##0' },
    { header: 'Zelf opgewekt (kWh)', width: 20, numFmt: '#,##0' },
    { header: 'Gas (m³)', width: 14, numFmt: '#,##0' },
    { header: 'Verplichting', width: 26 },
    { header: 'Informatieplicht', width: 16 },
    { header: 'Uiterste rapportagedatum', width: 24 },
    { header: 'Aansluitingen (EAN)', width: 44 },
  ]);
  for (const l of data) {
    locations.addRow(
      [
        l.address,
        meta.year,
        l.electricityKwh,
        l.selfGeneratedKwh,
        l.gasM3,
        OBLIGATION_LABELS[l.obligation],
        l.informatieplicht ? 'Ja' : 'Nee',
        meta.deadline.split('-').reverse().join('-'),
        l.connections.map((c) => c.ean).join(', '),
      ].map(safe),
    );
  }
  const measures = sheet(workbook, 'Maatregelen', [
    { header: 'Adres', width: 40 },
    { header: 'Categorie', width: 30 },
    { header: 'Maatregel', width: 48 },
    { header: 'Status', width: 20 },
    { header: 'Jaar', width: 8 },
    { header: 'Toelichting', width: 48 },
  ]);
  for (const l of data) {
    for (const m of l.measures) {
      measures.addRow(
        [
          l.address,
          ENERGY_SAVING_CATEGORIES[m.category],
          m.measure,
          MEASURE_STATUS_LABELS[m.status],
          m.year,
          m.reason,
        ].map(safe),
      );
    }
  }
  return {
    filename: `energiebesparing-eloket-${meta.year}.xlsx`,
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
