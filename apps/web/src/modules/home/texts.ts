// Dutch texts of the start page inside the app.

export const HOME_TEXTS = {
  pageTitle: 'Overzicht',
  greeting: (firstName: string) => (firstName ? `Welkom, ${firstName}` : 'Welkom'),
  workingFor: 'Je werkt nu voor',
  noCustomer: 'Er is nog geen klant geselecteerd.',
  intro:
    'Vanaf hier beheer je de energiezaken van deze organisatie: aansluitingen, contracten, facturen en verbruik. De onderdelen worden stap voor stap beschikbaar.',
  cards: [
    {
      title: 'Aansluitingen',
      text: 'Alle elektriciteits- en gasaansluitingen met hun EAN-codes, adressen en leveranciers op een rij.',
    },
    {
      title: 'Inkoop en tarieven',
      text: 'Vaste en variabele prijzen, aangekochte volumes en de stand van de collectieve inkoop.',
    },
    {
      title: 'Factuurcontrole',
      text: 'Elke energiefactuur wordt nagerekend, zodat afwijkingen snel boven water komen.',
    },
  ],
  collective: 'Lees hoe collectief inkopen werkt',
} as const;
