import { GENERAL_VARIABLES, type TemplateVariable } from '@energiek/contracts/templates';

// The mails the product sends, each with its Dutch default template and the variables it offers. The
// default is inserted as the stored template on first use (ensureDefaultTemplates) and is the fallback
// when a stored one is missing. A new mail: add a definition here (docs/mail-templates.md).

export type MailTemplateDefinition = {
  key: string;
  name: string;
  description: string;
  subject: string;
  body: string;
  variables: readonly TemplateVariable[];
};

const v = (name: string, description: string, example: string, required = false): TemplateVariable => ({
  name,
  description,
  example,
  required,
});

const recipient = v('ontvanger.voornaam', 'Voornaam van de ontvanger', 'Sanne');

const GREETING = ['', 'Met vriendelijke groet,', 'Energiek'];

export const MAIL_TEMPLATES: readonly MailTemplateDefinition[] = [
  {
    key: 'invitation',
    name: 'Uitnodiging nieuwe gebruiker',
    description: 'Naar een nieuwe gebruiker: kies je wachtwoord.',
    subject: 'Welkom bij Energiek: kies je wachtwoord',
    body: [
      'Beste {{ontvanger.voornaam}},',
      '',
      '{{uitnodiger.naam}} heeft een Energiek-account voor je aangemaakt.',
      'Via onderstaande link kies je je wachtwoord. De link is 7 dagen geldig en werkt één keer.',
      '',
      '{{link}}',
      '',
      'Daarna log je in met dit e-mailadres en je nieuwe wachtwoord.',
      ...GREETING,
    ].join('\n'),
    variables: [
      recipient,
      v('uitnodiger.naam', 'Naam van wie het account aanmaakte', 'Jan Jansen'),
      v(
        'link',
        'Link om het wachtwoord te kiezen (7 dagen geldig)',
        'https://energiek.example.nl/reset-password?token=voorbeeld',
        true,
      ),
    ],
  },
  {
    key: 'password-reset',
    name: 'Wachtwoord herstellen',
    description: 'Na "Wachtwoord vergeten" op het inlogscherm.',
    subject: 'Wachtwoord herstellen',
    body: [
      'Beste {{ontvanger.voornaam}},',
      '',
      'We hebben een verzoek ontvangen om het wachtwoord van je Energiek-account te herstellen.',
      'Via onderstaande link kies je een nieuw wachtwoord. De link is 60 minuten geldig en werkt één keer.',
      '',
      '{{link}}',
      '',
      'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
      ...GREETING,
    ].join('\n'),
    variables: [
      recipient,
      v(
        'link',
        'Link om een nieuw wachtwoord te kiezen (60 minuten geldig)',
        'https://energiek.example.nl/reset-password?token=voorbeeld',
        true,
      ),
    ],
  },
  {
    key: 'action-notification',
    name: 'Melding over een actie',
    description:
      'Direct na een reactie, statuswijziging, toewijzing of notitie (wie dat bij Mijn instellingen koos).',
    subject: '{{melding.soort}}: {{actie.onderwerp}} ({{klant.naam}})',
    body: [
      'Beste {{ontvanger.voornaam}},',
      '',
      '{{melding.tekst}}',
      '',
      'Klant: {{klant.naam}}',
      '{{#actie.status}}',
      'Status: {{actie.status}}',
      '{{/actie.status}}',
      '{{#actie.deadline}}',
      'Deadline: {{actie.deadline}}',
      '{{/actie.deadline}}',
      '{{#reactie}}',
      '',
      'Reactie:',
      '{{reactie}}',
      '{{/reactie}}',
      '',
      'Bekijk het in Energiek:',
      '{{link}}',
      '',
      'Je krijgt deze e-mail omdat je e-mailmeldingen hebt aangezet bij Mijn instellingen.',
      ...GREETING,
    ].join('\n'),
    variables: [
      recipient,
      v('melding.soort', 'Soort melding', 'Nieuwe reactie'),
      v(
        'melding.tekst',
        'Wat er gebeurde, in één zin',
        'Jan Jansen heeft gereageerd op de actie "Meterstanden controleren".',
      ),
      v('actie.onderwerp', 'Onderwerp van de actie of notitie', 'Meterstanden controleren'),
      v('actie.status', 'Status van de actie (leeg bij een notitie)', 'In behandeling'),
      v('actie.deadline', 'Deadline (DD/MM/JJJJ; leeg als er geen is)', '31/12/2026'),
      v('klant.naam', 'Naam van de klant', 'Bakkerij Aalbers B.V.'),
      v('reactie', 'De reactie (leeg als er geen is)', 'De standen van december ontbreken nog.'),
      v('link', 'Link naar de actie in Energiek', 'https://energiek.example.nl/v3/actions', true),
    ],
  },
  {
    key: 'notification-digest',
    name: 'Dagelijkse samenvatting van meldingen',
    description: 'Eén keer per dag, voor wie bij Mijn instellingen de samenvatting koos.',
    subject: 'Dagelijkse samenvatting: {{meldingen.samenvatting}}',
    body: [
      'Beste {{ontvanger.voornaam}},',
      '',
      'Je hebt {{meldingen.omschrijving}} van het afgelopen etmaal:',
      '',
      '{{meldingen.lijst}}',
      '',
      'Je krijgt deze samenvatting omdat je bij Mijn instellingen "Eén keer per dag (samenvatting)" hebt gekozen.',
      ...GREETING,
    ].join('\n'),
    variables: [
      recipient,
      v('meldingen.aantal', 'Aantal ongelezen meldingen', '2'),
      v('meldingen.samenvatting', 'Bijvoorbeeld "2 nieuwe meldingen"', '2 nieuwe meldingen'),
      v(
        'meldingen.omschrijving',
        'Bijvoorbeeld "2 nieuwe ongelezen meldingen"',
        '2 nieuwe ongelezen meldingen',
      ),
      v(
        'meldingen.lijst',
        'De meldingen, elk met datum, wie en een link',
        '- Nieuwe reactie: Meterstanden controleren (Bakkerij Aalbers B.V.)\n  24/11/2026 09:15, door Jan Jansen\n  https://energiek.example.nl/v3/actions\n- Toegewezen: Contract verlengen (Bakkerij Aalbers B.V.)\n  24/11/2026 10:02, door Jan Jansen\n  https://energiek.example.nl/v3/actions',
        true,
      ),
    ],
  },
  {
    key: 'signal-notification',
    name: 'Melding van een signaal',
    description:
      'Direct bij een nieuw of heropend signaal, voor wie bij Mijn instellingen e-mailmeldingen "Direct" koos.',
    subject: '{{melding.soort}}: {{signaal.titel}}',
    body: [
      'Beste {{ontvanger.voornaam}},',
      '',
      '{{melding.soort}} bij {{klant.naam}}:',
      '{{signaal.titel}}',
      '',
      'Ernst: {{signaal.ernst}}',
      '{{#signaal.periode}}',
      'Periode: {{signaal.periode}}',
      '{{/signaal.periode}}',
      '',
      'Bekijk het signaal in Energiek:',
      '{{link}}',
      '',
      'Je krijgt deze e-mail omdat je e-mailmeldingen hebt aangezet bij Mijn instellingen.',
      ...GREETING,
    ].join('\n'),
    variables: [
      recipient,
      v('melding.soort', '"Nieuw signaal" of "Signaal heropend"', 'Nieuw signaal'),
      v('signaal.titel', 'Titel van het signaal', 'Meetdata onvolledig voor 871687400000000001'),
      v('signaal.ernst', 'Laag, middel of hoog', 'Middel'),
      v('signaal.periode', 'Periode van de oorzaak (DD/MM/JJJJ – DD/MM/JJJJ)', '21/11/2026 – 27/11/2026'),
      v('klant.naam', 'Naam van de klant', 'Bakkerij Aalbers B.V.'),
      v(
        'link',
        'Link naar het signaal in Energiek',
        'https://energiek.example.nl/v3/customers/1/signals/ems/open?signal=1',
        true,
      ),
    ],
  },
  {
    key: 'signature-request',
    name: 'Ondertekenen leveringsovereenkomst',
    description: 'Naar een contactpersoon van de klant: onderteken de leveringsovereenkomst via de link.',
    subject: 'Ondertekenen: leveringsovereenkomst {{klant.naam}}',
    body: [
      'Beste {{ontvanger.naam}},',
      '',
      'Namens {{klant.naam}} vragen we je de leveringsovereenkomst{{#overeenkomst.kenmerk}} {{overeenkomst.kenmerk}}{{/overeenkomst.kenmerk}} met {{leverancier.naam}} te ondertekenen.',
      'Via onderstaande link lees je de overeenkomst (PDF) en onderteken je die door je naam in te vullen.',
      'De link werkt één keer en is geldig tot en met {{geldig_tot}}.',
      '',
      '{{link}}',
      '',
      'Heb je vragen over de overeenkomst? Beantwoord dan deze e-mail of neem contact op met je adviseur.',
      ...GREETING,
    ].join('\n'),
    variables: [
      v('ontvanger.naam', 'Naam van de contactpersoon die tekent', 'Sanne de Vries'),
      v('klant.naam', 'Naam van de klant', 'De Vries Bakkerij B.V.'),
      v('leverancier.naam', 'Naam van de leverancier', 'Vattenfall'),
      v('overeenkomst.kenmerk', 'Contractnummer van de leverancier (kan leeg zijn)', 'OVK-2027-014'),
      v('geldig_tot', 'Laatste dag waarop de link werkt', '08/12/2026'),
      v(
        'link',
        'Link naar de ondertekenpagina (werkt één keer)',
        'https://energiek.example.nl/ondertekenen/voorbeeld',
        true,
      ),
    ],
  },
  {
    key: 'invoice-claim',
    name: 'Claim op een factuur',
    description:
      'Naar de afzender van een gecontroleerde factuur (leverancier, netbeheerder of meetbedrijf): vraagt het te veel betaalde bedrag terug; de claimbrief (PDF) gaat als bijlage mee.',
    subject: 'Claim factuur {{factuur.nummer}} – {{klant.naam}}',
    body: [
      'Geachte heer/mevrouw,',
      '',
      'Namens {{klant.naam}} hebben wij uw factuur {{factuur.nummer}} van {{factuur.datum}}{{#factuur.periode}} over de periode {{factuur.periode}}{{/factuur.periode}} gecontroleerd. Daarbij vonden wij de volgende afwijkingen:',
      '',
      '{{afwijkingen}}',
      '',
      'In totaal is {{claim.bedrag}} (exclusief btw) te veel in rekening gebracht. Wij verzoeken u dit bedrag te crediteren met een creditnota op deze factuur.',
      'In de bijlage vindt u onze brief met de toelichting per afwijking.',
      '',
      'Met vriendelijke groet,',
      '{{adviseur.naam}}',
      'Energiek, namens {{klant.naam}}',
    ].join('\n'),
    variables: [
      v('afzender.naam', 'Naam van de afzender van de factuur', 'Vattenfall'),
      v('klant.naam', 'Naam van de klant', 'De Vries Bakkerij B.V.'),
      v('factuur.nummer', 'Factuurnummer', 'F-2026-00123', true),
      v('factuur.datum', 'Factuurdatum', '05/02/2026'),
      v('factuur.periode', 'Periode van de factuur (kan leeg zijn)', '01/01/2026 t/m 31/01/2026'),
      v('afwijkingen', 'De afwijkingen met hun bedrag, één per regel', '- Dubbele factuur: € 1.200,00', true),
      v('claim.bedrag', 'Het geclaimde bedrag', '€ 1.200,00', true),
      v('adviseur.naam', 'Naam van de adviseur die de claim verstuurt', 'Claire de Jong'),
    ],
  },
];

export function mailTemplateDefinition(key: string): MailTemplateDefinition | undefined {
  return MAIL_TEMPLATES.find((definition) => definition.key === key);
}

/** The variables a template offers: its mail's, or the general ones for an admin's own template. */
export function templateVariables(key: string | null): readonly TemplateVariable[] {
  return (key === null ? undefined : mailTemplateDefinition(key)?.variables) ?? GENERAL_VARIABLES;
}
