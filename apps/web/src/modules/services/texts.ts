// Dutch texts of the customer services (/v3/customers/{customerId}/services, admins only).

export const SERVICES_TEXTS = {
  pageTitle: 'Diensten',
  title: 'Diensten',
  intro:
    'Welke diensten deze klant afneemt. De modules van de klant (en dus de menu’s van haar gebruikers) volgen uit de diensten die vandaag lopen.',
  list: 'Diensten van de klant',
  module: (name: string) => `Geeft toegang tot de module ${name}`,
  noModule: 'Zonder module',
  price: (amount: string) => `${amount} per jaar`,
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

/** The service definitions (/v3/control/services). */
export const DEFINITION_TEXTS = {
  title: 'Instellingen diensten',
  intro:
    'De diensten die een klant kan afnemen, met de modules die ze openen, de prijs per jaar en een omschrijving. Het tabblad Diensten van een klant toont ze.',
  list: 'Dienstdefinities',
  modules: 'Modules',
  noModules: 'Geen module',
  price: 'Prijs per jaar (excl. btw)',
  priceHint: 'Bijvoorbeeld 1.250,00. Leeg laten als er geen vaste prijs is.',
  noPrice: 'Geen prijs ingesteld',
  perYear: 'per jaar',
  description: 'Omschrijving',
  noDescription: 'Geen omschrijving',
  edit: (name: string) => `${name} bewerken`,
  editLabel: 'Bewerken',
  save: 'Opslaan',
  cancel: 'Annuleren',
  saved: 'De dienst is opgeslagen.',
  invalid: 'Je hebt niet alle velden juist ingevuld.',
  loadFailed: 'De dienstdefinities konden niet worden geladen.',
  readOnly: 'Alleen een beheerder met volledige toegang kan prijzen en omschrijvingen wijzigen.',
} as const;
