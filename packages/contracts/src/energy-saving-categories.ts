// The categories of energy-saving measures, in a file of their own so that the EML reference lists
// (energy-saving-eml.ts) and the measures' contract (energy-saving.ts) do not import each other.
/** Categories of the Erkende Maatregelenlijst (EML) as the consultancy groups them. */
export const ENERGY_SAVING_CATEGORIES = {
  gebouwschil: 'Gebouwschil en isolatie',
  verwarming: 'Verwarming',
  'warm-tapwater': 'Warm tapwater',
  ventilatie: 'Ventilatie',
  koeling: 'Koeling en klimaat',
  verlichting: 'Verlichting',
  regeling: 'Gebouwbeheer en regeling',
  'koel-vries': 'Koel- en vriesinstallaties',
  perslucht: 'Perslucht',
  aandrijving: 'Elektromotoren en aandrijvingen',
  processen: 'Bedrijfsprocessen',
  opwek: 'Hernieuwbare opwek',
} as const;
export type EnergySavingCategory = keyof typeof ENERGY_SAVING_CATEGORIES;
