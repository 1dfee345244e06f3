// Every Dutch text of the degree-days screen.

export const DEGREE_DAY_TEXTS = {
  menu: 'Graaddagen',
  title: 'Graaddagen',
  intro:
    'Graaddagen per maand, jaar of dag voor een KNMI-weerstation. Graaddagen = max(0, 18 − etmaalgemiddelde temperatuur); gewogen: × 0,8 april–september, × 1,0 maart en oktober, × 1,1 november–februari.',
  station: 'Weerstation',
  stationHint: 'Stations met graaddagen; importeer een KNMI-bestand voor een ander station.',
  stationOption: (station: number, name: string | null, from: string, to: string) =>
    `${station}${name ? ` ${name}` : ''} (${from} – ${to})`,
  partial: (days: number, of: number) => `onvolledig: ${days} van ${of} dagen`,
  missing: 'geen gegevens',
  totalPartial: (days: number, of: number) => `Totaal (onvolledig: ${days} van ${of} dagen)`,
  yearMean: (n: number) => `Gemiddeld volledig jaar (${n} ${n === 1 ? 'jaar' : 'jaren'})`,
  noCompleteYear: 'Geen volledig jaar in deze periode: geen gemiddelde.',
  demoSome: (days: number, of: number, from: string, to: string) =>
    `${days} van de ${of} dagen in deze periode zijn demo-gegevens (${from} t/m ${to}), gegenereerd en geen KNMI-metingen; de andere dagen komen uit een KNMI-bestand.`,
  year: 'Jaar',
  month: 'Maand',
  view: 'Weergave',
  views: { month: 'Per maand', year: 'Per jaar', day: 'Per dag' },
  table: 'Graaddagen',
  columns: {
    period: 'Periode',
    days: 'Dagen',
    meanTemperature: 'Gem. temperatuur (°C)',
    degreeDays: 'Graaddagen',
    weightedDegreeDays: 'Gewogen graaddagen',
  },
  total: 'Totaal',
  empty: 'Geen graaddagen in deze periode. Importeer een KNMI-bestand met daggegevens.',
  demo: 'Demo-gegevens: deze graaddagen zijn gegenereerd (een seizoenscurve met ruis), geen KNMI-metingen. Importeer een KNMI-bestand voor echte cijfers.',
  demoTitle: 'Demo-graaddagen',
  import: {
    open: 'KNMI-bestand importeren',
    title: 'KNMI-daggegevens importeren',
    help: 'Kies een bestand met daggegevens van het KNMI (bijvoorbeeld etmgeg_260.txt) met de kopregel "# STN,YYYYMMDD,…,TG,…". Bestaande dagen van hetzelfde station worden vervangen.',
    file: 'Bestand',
    submit: 'Importeren',
    close: 'Klaar',
    done: (imported: number, rejected: number, stations: string) =>
      `${imported.toLocaleString('nl-NL')} ${imported === 1 ? 'dag' : 'dagen'} geïmporteerd (station ${stations}), ${rejected.toLocaleString('nl-NL')} ${rejected === 1 ? 'regel' : 'regels'} overgeslagen.`,
    period: (from: string, to: string) => `Van ${from} tot en met ${to}.`,
    errorsTable: 'Overgeslagen regels',
    errorColumns: { row: 'Regel', column: 'Kolom', message: 'Melding' },
    failed: 'Het importeren is mislukt.',
  },
} as const;
