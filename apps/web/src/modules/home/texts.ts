// Dutch texts of the start page inside the app.

export const HOME_TEXTS = {
  pageTitle: 'Overzicht',
  greeting: (firstName: string) => (firstName ? `Welkom, ${firstName}` : 'Welkom'),
  workingFor: 'Je werkt nu voor',
  noCustomer: 'Er is nog geen klant geselecteerd.',
  intro:
    'Hier beheer je de energiezaken van deze organisatie: aansluitingen, contracten, facturen en verbruik.',
  chooseCustomer:
    'Kies een klant via "Klant wisselen" in het menu links of open de lijst met klanten om aan de slag te gaan.',
  account: {
    title: 'Je account',
    emailAddress: 'E-mailadres',
    role: 'Rol',
    roles: {
      admin: 'Beheerder (back office)',
      restrictedAdmin: 'Medewerker back office (beperkte rechten)',
      customer: 'Medewerker van de klant',
    },
    twoStep: 'Tweestapsverificatie',
    twoStepOn: 'Ingesteld',
    twoStepOff: 'Niet ingesteld',
    modules: 'Modules',
    noModules: 'Geen',
    /** Dutch names of the modules a profile can carry (services, white-label features). */
    moduleNames: {
      ems: 'Energiemonitoring',
      purchase: 'Inkoop',
      invoicecontrol: 'Factuurcontrole',
      mutations: 'Mutatiebeheer',
      budgets: 'Budgettering',
      taxrequest: 'Teruggaaf energiebelasting',
      energysaving: 'Energiebesparing',
      inbox: 'Inbox',
      hours: 'Uren',
      forecast: 'Prognose',
      sales: 'Sales',
      suppliercontracts: 'Leverancierscontracten',
    } as Record<string, string | undefined>,
  },
  collective: 'Lees hoe collectief inkopen werkt',
} as const;
