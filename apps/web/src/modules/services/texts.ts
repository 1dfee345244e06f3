// Dutch texts of the customer services (/v3/customers/{customerId}/services, admins only).

export const SERVICES_TEXTS = {
  pageTitle: 'Diensten',
  title: 'Diensten',
  intro:
    'Welke diensten deze klant afneemt. De modules van de klant (en dus de menu’s van haar gebruikers) volgen uit de diensten die vandaag lopen.',
  list: 'Diensten van de klant',
  module: (name: string) => `Geeft toegang tot de module ${name}`,
  noModule: 'Zonder module',
  startDate: 'Startdatum',
  endDate: 'Einddatum',
  endDateHint: 'Leeg laten als de dienst doorloopt.',
  notes: 'Notitie',
  status: { active: 'Actief', planned: 'Gepland', ended: 'Beëindigd' },
  modules: 'Modules van deze klant',
  noModules: 'Geen modules',
  save: 'Opslaan',
  loadFailed: 'De diensten konden niet worden geladen.',
  saved: 'De diensten zijn opgeslagen.',
} as const;

/** Dutch names of the modules, for the hint under each service. */
export const MODULE_NAMES: Record<string, string> = {
  ems: 'Energiemonitoring',
  purchase: 'Inkoop',
  invoicecontrol: 'Factuurcontrole',
  mutations: 'Mutaties',
  budgets: 'Budgetten',
  taxrequest: 'Teruggaaf energiebelasting',
  energysaving: 'Energiebesparing',
};
