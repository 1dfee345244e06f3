import type { EnergySavingCategory } from './energy-saving-categories.ts';

// The recognised measures lists (Erkende Maatregelenlijsten energiebesparing, EML) as dated reference
// data (issue 32): per list the sector it covers, its legal version and validity, and where its text was
// read; per measure the list's own code, the consultancy's category and the title as the source gives it.
// A measure is stored as '<list id>:<code>' (energy_saving_measures.eml_code); anything else is an
// "overige maatregel" in free text.
//
// Only measures read in a source are listed (checked 2026-11-29). The official lists themselves (RVO's
// Excel file, Omgevingsregeling bijlage VII/XIV) were not reachable here: the 2023 lists ship with their
// structure and source but no measures yet, the 2019 sector lists with the measures quoted by InfoMil and
// by the Expertisecentrum Verduurzaming Zorg. Add a measure only with the source it was read in.

export type EmlSource = { title: string; url: string; checkedOn: string };

export type EmlMeasure = {
  /** The list's own code (2019: G = building, F = facilities, P = processes; activity letter; number). */
  code: string;
  category: EnergySavingCategory;
  title: string;
  source: EmlSource;
};

export type EmlList = {
  id: string;
  /** The sector (bedrijfstak) the list is for, as RVO names it. */
  sector: string;
  /** The legal version: where the list is laid down. */
  version: string;
  validFrom: string;
  /** The day it stopped applying (exclusive), or null while it applies. */
  validUntil: string | null;
  source: EmlSource;
  measures: readonly EmlMeasure[];
};

const RVO_EML: EmlSource = {
  title: 'RVO, Erkende maatregelenlijsten (EML), laatst gecontroleerd 19 februari 2024',
  url: 'https://www.rvo.nl/onderwerpen/energiebesparingsplicht/eml',
  checkedOn: '2026-11-29',
};
const INFOMIL_FORMAT: EmlSource = {
  title: 'InfoMil, Handreiking erkende maatregelen energiebesparing: format van de maatregelen',
  url: 'https://www.infomil.nl/onderwerpen/duurzaamheid-energie/energiebesparing/handreiking-erkende-maatregelen-energiebesparing/format-maatregelen/',
  checkedOn: '2026-11-29',
};
const EVZ_2023: EmlSource = {
  title: 'Expertisecentrum Verduurzaming Zorg, Nieuwe Erkende Maatregelenlijst en Informatieplicht (2023)',
  url: 'https://www.expertisecentrumverduurzamingzorg.nl/nieuws/nieuwe-erkende-maatregelenlijst-en-informatieplicht-2023/',
  checkedOn: '2026-11-29',
};
const ACTIVITEITENREGELING_2019: EmlSource = {
  title:
    'Omgevingsdienst IJsselland, veelgestelde vragen over energie: 19 bedrijfstakken, bijlage 10 Activiteitenregeling, geactualiseerd per 1 april 2019',
  url: 'https://www.odijsselland.nl/thema/energie/veelgestelde-vragen-over-energie/',
  checkedOn: '2026-11-29',
};

export const EML_LISTS: readonly EmlList[] = [
  {
    id: 'eml-2023',
    sector: 'Alle sectoren (Gebouwen, Faciliteiten, Processen)',
    version: 'Omgevingsregeling bijlage VII en XIV (EML 2023)',
    validFrom: '2023-07-01',
    validUntil: null,
    source: RVO_EML,
    measures: [],
  },
  {
    id: 'glastuinbouw-2023',
    sector: 'Glastuinbouw',
    version: 'Omgevingsregeling bijlage VIIaa en XIVa (EML 2023)',
    validFrom: '2023-07-01',
    validUntil: null,
    source: RVO_EML,
    measures: [],
  },
  {
    id: 'kantoren-2019',
    sector: 'Kantoren',
    version: 'Activiteitenregeling milieubeheer bijlage 10 (EML 2019)',
    validFrom: '2019-04-01',
    validUntil: '2024-01-01',
    source: ACTIVITEITENREGELING_2019,
    measures: [
      {
        code: 'GD1',
        category: 'verlichting',
        title:
          'Binnenverlichting automatisch beperken op basis van daglichttoetreding door ramen en daklichten',
        source: INFOMIL_FORMAT,
      },
    ],
  },
  {
    id: 'zorg-2019',
    sector: 'Zorginstellingen',
    version: 'Activiteitenregeling milieubeheer bijlage 10 (EML 2019)',
    validFrom: '2019-04-01',
    validUntil: '2024-01-01',
    source: ACTIVITEITENREGELING_2019,
    measures: [
      {
        code: 'GE1',
        category: 'verlichting',
        title: 'PL-lampen bij meer dan 2.000 branduren per jaar vervangen door LED',
        source: EVZ_2023,
      },
    ],
  },
];

/** '<list id>:<code>' → the list and the measure, or undefined for an unknown code. */
export function emlMeasureOf(emlCode: string): { list: EmlList; measure: EmlMeasure } | undefined {
  const [listId, code] = emlCode.split(':');
  const list = EML_LISTS.find((l) => l.id === listId);
  const measure = list?.measures.find((m) => m.code === code);
  return list && measure ? { list, measure } : undefined;
}

/** Every measure as '<list id>:<code>' with a label for a choice: 'Kantoren (EML 2019) GD1 – …'. */
export function emlChoices(): { value: string; label: string }[] {
  return EML_LISTS.flatMap((list) =>
    list.measures.map((m) => ({
      value: `${list.id}:${m.code}`,
      label: `${list.sector} (${list.version.replace(/^.*\((.*)\)$/, '$1')}) ${m.code} - ${m.title}`,
    })),
  );
}
