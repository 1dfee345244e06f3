// Dutch texts of the start page inside the app.

export const HOME_TEXTS = {
  pageTitle: 'Overzicht',
  greeting: (firstName: string) => (firstName ? `Welkom, ${firstName}` : 'Welkom'),
  workingFor: 'Je werkt nu voor',
  /** Customer staff are addressed with "je", like everyone in the spec's texts (issue 31). */
  workingForStaff: 'Jouw organisatie:',
  noCustomer: 'Er is nog geen klant geselecteerd.',
  intro:
    'Hier beheer je de energiezaken van deze organisatie: aansluitingen, contracten, facturen en verbruik.',
  chooseCustomer:
    'Kies een klant via "Klant wisselen" in het menu links of open de lijst met klanten om aan de slag te gaan.',
  account: {
    title: 'Je account',
    titleStaff: 'Jouw account',
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
  /** The customer's own portal home. */
  portalIntro: 'Jouw energie, contracten, teruggaven en documenten op één plek.',
  portal: {
    loading: 'Laden…',
    advisor: 'Jouw adviseur',
    advisorRole: 'Accountmanager bij Energiek',
    contracts: 'Jouw contracten',
    electricity: 'stroom',
    gas: 'gas',
    runsUntil: (date: string) => `loopt tot ${date}`,
    tacit: 'wordt stilzwijgend verlengd',
    noticeBy: (date: string) => `opzeggen vóór ${date}`,
    noContracts: 'Er lopen geen contracten die wij voor je beheren.',
    taxRefunds: 'Teruggaaf energiebelasting',
    noTaxRefunds: 'Er lopen geen verzoeken om teruggaaf.',
    documents: 'Documenten',
    allDocuments: 'Alle documenten',
    noDocuments: 'Er staan nog geen documenten voor je klaar.',
    noFolder: 'Algemeen',
  },
  /** The back-office home: today's work across customers. */
  noCustomerAdmin: 'Je werk van vandaag, over al je klanten.',
  chooseCustomerAdmin:
    'Open een klant via "Klant wisselen" of de lijst met klanten om in zijn omgeving te werken.',
  today: {
    title: 'Vandaag',
    loading: 'Laden…',
    actions: 'Mijn open acties',
    allActions: 'Alle acties',
    noActions: 'Geen open acties op jouw naam.',
    noDeadline: 'geen deadline',
    overdue: 'te laat:',
    inbox: 'Inbox',
    allInbox: 'Naar de inbox',
    noInbox: 'Geen open berichten.',
    noSubject: '(geen onderwerp)',
    unread: 'nieuw',
    deadlines: 'Opzegtermijnen',
    allDeadlines: 'Radar',
    noDeadlines: 'Geen opzegtermijn in de komende 90 dagen.',
    noticeBy: (date: string) => `opzeggen vóór ${date}`,
    days: (days: number) =>
      days < 0
        ? `${-days} dgn verstreken`
        : days === 0
          ? 'vandaag'
          : days === 1
            ? 'morgen'
            : `nog ${days} dgn`,
  },
} as const;
