// Dutch texts of the start page inside the app.

export const HOME_TEXTS = {
  pageTitle: 'Overzicht',
  greeting: (firstName: string) => (firstName ? `Welkom, ${firstName}` : 'Welkom'),
  workingFor: 'Je werkt nu voor',
  noCustomer: 'Er is nog geen klant geselecteerd.',
  intro:
    'Vanaf hier beheer je de energiezaken van deze organisatie: aansluitingen, contracten, facturen en verbruik.',
  account: {
    title: 'Je account',
    emailAddress: 'E-mailadres',
    role: 'Rol',
    roles: { admin: 'Beheerder (back office)', customer: 'Medewerker van de klant' },
    twoStep: 'Tweestapsverificatie',
    twoStepOn: 'Ingesteld',
    twoStepOff: 'Niet ingesteld',
    modules: 'Modules',
    noModules: 'Geen',
  },
  collective: 'Lees hoe collectief inkopen werkt',
} as const;
