// Dutch content of the public page about collective purchasing (/collectief).

export const COLLECTIVE_TEXTS = {
  pageTitle: 'Collectief inkopen',
  nav: { login: 'Inloggen', home: 'Energiek, naar de startpagina' },
  hero: {
    eyebrow: 'Collectief inkopen',
    title: 'Samen energie inkopen, op het juiste moment',
    intro:
      'Bij collectief inkopen bundelen we de stroom- en gasvraag van een groep organisaties. Wij kopen dat volume niet in één keer in, maar in delen op de termijnmarkt: klik voor klik. Zo spreid je het prijsrisico en profiteer je van de inkoopkracht van de hele groep.',
    cta: 'Inloggen voor deelnemers',
  },
  steps: {
    title: 'Hoe het werkt',
    items: [
      {
        title: 'Bundelen',
        text: 'De verwachte jaarverbruiken van alle deelnemende organisaties tellen we op tot één pool. Voor die pool sluiten we één contract met een energieleverancier, met afspraken die voor een enkele organisatie niet haalbaar zijn.',
      },
      {
        title: 'Strategie bepalen',
        text: 'Samen met de deelnemers leggen we vast voor welke leveringsjaren we inkopen, in hoeveel delen (tranches) en binnen welke prijsgrenzen. Die inkoopstrategie is de leidraad voor elke beslissing.',
      },
      {
        title: 'Klikken op de termijnmarkt',
        text: 'Onze adviseurs volgen de groothandelsmarkt dagelijks. Op gunstige momenten zetten we een tranche vast tegen de dan geldende termijnprijs. Dat vastzetten heet een klik.',
      },
      {
        title: 'Jouw prijs',
        text: 'Na de laatste klik staat de prijs vast: het gewogen gemiddelde van alle klikken, plus de vaste opslag van de leverancier. In Energiek zie je elke klik terug, met datum, volume en prijs.',
      },
    ],
  },
  example: {
    title: 'Voorbeeld: een leveringsjaar in vijf klikken',
    intro:
      'Een collectief koopt elektriciteit in voor het volgende kalenderjaar, in vijf gelijke delen van 20%. De bedragen zijn een rekenvoorbeeld, geen actuele marktprijzen.',
    caption: 'Rekenvoorbeeld van vijf klikken voor één leveringsjaar',
    columns: { click: 'Klik', moment: 'Moment', share: 'Aandeel', price: 'Prijs per MWh' },
    rows: [
      { click: 'Klik 1', moment: 'maart', share: '20%', price: '€ 92,40', bar: 'w-[100%]' },
      { click: 'Klik 2', moment: 'juni', share: '20%', price: '€ 86,10', bar: 'w-[93%]' },
      { click: 'Klik 3', moment: 'september', share: '20%', price: '€ 88,75', bar: 'w-[96%]' },
      { click: 'Klik 4', moment: 'december', share: '20%', price: '€ 83,20', bar: 'w-[90%]' },
      { click: 'Klik 5', moment: 'februari', share: '20%', price: '€ 85,55', bar: 'w-[93%]' },
    ],
    average: { label: 'Gemiddelde inkoopprijs', share: '100%', price: '€ 87,20' },
    note: 'Wie alles in maart had vastgezet, betaalde € 92,40 per MWh. Door te spreiden komt de prijs in dit voorbeeld uit op € 87,20, zonder te hoeven gokken op het ene juiste moment.',
  },
  benefits: {
    title: 'Waarom collectief?',
    items: [
      {
        title: 'Minder prijsrisico',
        text: 'Door in delen in te kopen middel je pieken en dalen uit. Je bent niet afhankelijk van de marktprijs op één dag.',
      },
      {
        title: 'Inkoopkracht',
        text: 'Een groot, gebundeld volume levert scherpere opslagen en betere voorwaarden op dan een losse offerte.',
      },
      {
        title: 'Kennis van de markt',
        text: 'Onze adviseurs volgen de termijnmarkt voor je en beslissen volgens de afgesproken strategie.',
      },
      {
        title: 'Volledig inzicht',
        text: 'Elke klik, elk volume en de opbouw van je prijs staan overzichtelijk in Energiek.',
      },
    ],
  },
  faq: {
    title: 'Veelgestelde vragen',
    items: [
      {
        question: 'Wat is de termijnmarkt?',
        answer:
          'Op de termijnmarkt wordt energie verhandeld voor levering in de toekomst, bijvoorbeeld voor het volgende kalenderjaar. De prijs die je vandaag vastzet, geldt voor de levering later.',
      },
      {
        question: 'Wat is een klik precies?',
        answer:
          'Een klik is het vastzetten van een deel van het totale volume tegen de termijnprijs van dat moment. Het volume en de prijs van die klik liggen daarna vast, ook als de markt later stijgt of daalt.',
      },
      {
        question: 'Wat als de prijs daalt nadat we hebben geklikt?',
        answer:
          'Het deel dat al is vastgezet, blijft op de geklikte prijs staan. De delen die nog open staan, profiteren wel van de lagere prijs. Juist daarom kopen we gespreid in: je hoeft het perfecte moment niet te voorspellen.',
      },
      {
        question: 'Voor welke organisaties is collectief inkopen geschikt?',
        answer:
          'Voor organisaties met een zakelijke aansluiting die zekerheid willen over hun energiekosten en de inkoop willen overlaten aan specialisten, van bakkerij tot school en van kantoor tot productiebedrijf.',
      },
      {
        question: 'Hoe doe ik mee?',
        answer:
          'Neem contact op met je energieadviseur. We bekijken je huidige contracten en einddata en laten zien wanneer je kunt instappen in een lopend of nieuw collectief.',
      },
    ],
  },
  footer: {
    cta: 'Al deelnemer? Log in om de klikken en prijzen van jouw collectief te bekijken.',
    login: 'Naar inloggen',
    rights: 'Energiek, energieadvies voor organisaties',
  },
} as const;
