import type { knowledgebaseArticles } from '../schema/knowledgebase.ts';

// Demo data: knowledge-base articles (Dutch), some for the back office only, some for customers too.
// The bodies are written here in the HTML the editor produces (already within the server's allowlist).

type NewArticle = typeof knowledgebaseArticles.$inferInsert;

const ARTICLES: readonly Omit<NewArticle, 'bodyText' | 'createdById' | 'updatedById'>[] = [
  {
    title: 'Teruggave energiebelasting aanvragen',
    category: 'Belastingen',
    visibility: 'customers',
    body:
      '<h2>Wanneer heb je recht op teruggave?</h2><p>Betaal je energiebelasting over meerdere aansluitingen, dan kun je over een deel daarvan teruggave aanvragen bij de Belastingdienst. Dat kan tot vijf jaar terug.</p>' +
      '<h3>Wat heb je nodig?</h3><ul><li>De EAN-codes van alle aansluitingen</li><li>De jaarnota&#39;s van de leverancier</li><li>Het verbruik per aansluiting per jaar</li></ul>' +
      '<p>Wij stellen het verzoek voor je op en sturen het <strong>namens jou</strong> in. Je vindt de voortgang onder Teruggaafverzoeken.</p>',
  },
  {
    title: 'Overstappen van leverancier: zo werkt het',
    category: 'Inkoop',
    visibility: 'customers',
    body:
      '<p>Bij een overstap zeggen wij het contract bij je huidige leverancier op en melden we de aansluitingen aan bij de nieuwe. Je levering loopt gewoon door.</p>' +
      '<ol><li>Wij vergelijken de aanbiedingen en leggen ze aan je voor.</li><li>Je tekent het nieuwe contract digitaal.</li><li>De nieuwe leverancier regelt de switch met de netbeheerder.</li></ol>' +
      '<p>Let op de <em>opzegtermijn</em> van je huidige contract: meestal 30 dagen.</p>',
  },
  {
    title: 'Meterstanden doorgeven bij een verhuizing',
    category: 'Aansluitingen',
    visibility: 'customers',
    body:
      '<p>Geef bij een verhuizing of sluiting van een vestiging de meterstanden van de laatste dag door. Bij een slimme meter of telemetrie lezen wij de standen zelf uit.</p>' +
      '<p>Twijfel je over een aansluiting? Kijk dan bij Aansluitingen of neem contact op met je accountmanager.</p>',
  },
  {
    title: 'Werkwijze jaarlijkse factuurcontrole',
    category: 'Werkwijzen',
    visibility: 'backoffice',
    body:
      '<h2>Controle per aansluiting</h2><p>Controleer elke jaarnota op tarief, verbruik, netbeheerkosten en energiebelasting. Leg afwijkingen boven 2% vast als actie bij de klant.</p>' +
      '<h3>Energiebelasting</h3><p>Reken de staffels na met de parameters van het jaar. Let op aansluitingen met een <strong>blokaansluiting</strong>: die delen de staffel.</p>',
  },
  {
    title: 'Nieuwe klant inrichten',
    category: 'Werkwijzen',
    visibility: 'backoffice',
    body: '<ol><li>Maak de klant aan en koppel de accountmanager.</li><li>Voer de entiteiten en aansluitingen in (EAN-codes controleren).</li><li>Vraag machtigingen aan voor de meetdata.</li><li>Nodig de contactpersonen uit als gebruiker.</li></ol>',
  },
];

/** The article's text without markup (search and snippets), as the server derives it. */
function textOf(html: string): string {
  return html
    .replace(/<\/(p|h2|h3|li)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildDemoArticles(authorId: number): NewArticle[] {
  return ARTICLES.map((article) => ({
    ...article,
    bodyText: textOf(article.body),
    createdById: authorId,
    updatedById: authorId,
  }));
}
