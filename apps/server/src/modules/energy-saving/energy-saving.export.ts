import {
  ENERGY_SAVING_CATEGORIES,
  MEASURE_STATUS_LABELS,
  OBLIGATION_LABELS,
} from '@energiek/contracts/energy-saving';
import { emlMeasureOf } from '@energiek/contracts/energy-saving-eml';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { toXlsx } from '../../core/export.ts';
import { energySavingLocations } from './energy-saving.service.ts';

// The eLoket report as a workbook: one sheet with each location's totals and obligation, one with the
// recognised measures and their status, as RVO's report asks for them per location (core/export.ts writes it:
// a text that looks like a formula stays text, without the apostrophe).

const columns = (list: readonly [key: string, header: string, width: number, numFmt?: string][]) =>
  list.map(([key, header, width, numFmt]) => ({ key, header, width, ...(numFmt ? { numFmt } : {}) }));

export async function exportEnergySaving(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; year: number },
): Promise<{ filename: string; body: Buffer }> {
  const { data, meta } = await energySavingLocations(ctx, actor, input);
  const locations = {
    name: 'Locaties',
    columns: columns([
      ['address', 'Adres', 40],
      ['year', 'Jaar', 8],
      ['electricity', 'Elektriciteit net (kWh)', 20, '#,##0'],
      ['selfGenerated', 'Zelf opgewekt (kWh)', 20, '#,##0'],
      ['gas', 'Gas (m³)', 14, '#,##0'],
      ['obligation', 'Verplichting', 26],
      ['informatieplicht', 'Informatieplicht', 16],
      ['deadline', 'Uiterste rapportagedatum', 24],
      ['eans', 'Aansluitingen (EAN)', 44],
    ]),
    rows: data.map((l) => ({
      address: l.address,
      year: meta.year,
      electricity: l.electricityKwh,
      selfGenerated: l.selfGeneratedKwh,
      gas: l.gasM3,
      obligation: OBLIGATION_LABELS[l.obligation],
      informatieplicht: l.informatieplicht ? 'Ja' : 'Nee',
      deadline: meta.deadline.split('-').reverse().join('-'),
      eans: l.connections.map((c) => c.ean).join(', '),
    })),
  };
  // Which recognised list and code a measure comes from, or "Overige maatregel" for free text.
  const emlLabel = (code: string | null) => {
    const eml = code === null ? undefined : emlMeasureOf(code);
    return eml ? `${eml.list.sector}, ${eml.list.version}: ${eml.measure.code}` : 'Overige maatregel';
  };
  const measures = {
    name: 'Maatregelen',
    columns: columns([
      ['address', 'Adres', 40],
      ['category', 'Categorie', 30],
      ['measure', 'Maatregel', 48],
      ['status', 'Status', 20],
      ['year', 'Jaar', 8],
      ['reason', 'Toelichting', 48],
      ['eml', 'Erkende maatregel (lijst en code)', 36],
    ]),
    rows: data.flatMap((l) =>
      l.measures.map((m) => ({
        address: l.address,
        category: ENERGY_SAVING_CATEGORIES[m.category],
        measure: m.measure,
        eml: emlLabel(m.emlCode),
        status: MEASURE_STATUS_LABELS[m.status],
        year: m.year,
        reason: m.reason,
      })),
    ),
  };
  return {
    filename: `energiebesparing-eloket-${meta.year}.xlsx`,
    body: await toXlsx([locations, measures]),
  };
}
