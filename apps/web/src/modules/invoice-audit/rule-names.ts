import type { AuditRuleId } from '@energiek/domain/invoice-audit';

/** The rules' Dutch names (packages/domain invoice-audit.ts AUDIT_RULES), kept here so the web bundle does
 *  not load the audit's rules. */
export const AUDIT_RULE_NAMES: Record<AuditRuleId, string> = {
  volume: 'Volume wijkt af van meetdata',
  price: 'Prijs wijkt af van contract',
  'tax-bracket': 'Energiebelasting: verkeerde schijf',
  'year-split': 'Energiebelasting: geen jaarsplitsing',
  'reduction-missing': 'Vermindering energiebelasting ontbreekt',
  'reduction-twice': 'Vermindering energiebelasting dubbel',
  'contracted-capacity': 'Gecontracteerd vermogen wijkt af',
  'kw-max': 'kW max wijkt af van gemeten piek',
  'grid-costs': 'Netkosten of meetdienst wijken af',
  duplicate: 'Dubbele factuur',
  periods: 'Overlappende of ontbrekende perioden',
  vat: 'Btw-tarief of -grondslag',
  'three-invoices': 'Drie facturen per EAN en maand',
  'meter-rent-twice': 'Meterhuur dubbel',
  estimated: 'Geschatte stand nooit gecorrigeerd',
};
