import type { Scope } from './auth.ts';

// The one list of permission areas and their actions, derived from the permission keys of spec §6
// (is:, mod: and wl: are derived flags, not areas). Roles store an explicit entry for every area here,
// because the access rule allows an area that has no entry.

export const AREAS = {
  organisation: ['read', 'write'],
  'organisation-contacts': ['read', 'write'],
  'organisation-entities': ['read', 'write'],
  'organisation-connections': ['read', 'write'],
  'organisation-invoices': ['read', 'write'],
  'organisation-documents': ['read', 'write'],
  'organisation-information': ['read', 'write'],
  'organisation-hours': ['read', 'write'],
  'organisation-mutations': ['read', 'write'],
  'organisation-knowledgebase': ['read', 'write'],
  'organisation-services': ['read', 'write'],
  'organisation-report-ems': ['read'],
  'organisation-report-prices': ['read'],
  'organisation-report-invoice-check': ['read'],
  customers: ['write'],
  export: ['read'],
  collective: ['read', 'write'],
  forecast: ['read'],
  sales: ['read'],
  'financial-taxes-heffing': ['read'],
  'back-office-contracts': ['read', 'write'],
  'back-office-signhost-contracts': ['read'],
  invoices: ['read'],
  'invoice-check': ['read'],
  roles: ['read', 'write'],
  'back-office-parameters': ['read', 'write'],
  'module-services-definitions': ['read'],
  // write is not in spec §6: changing the signal rule settings (with is:admin).
  'signals-notifications': ['read', 'write'],
  'invoice-settings': ['read'],
  'email-templates': ['read', 'write'],
  actions: ['read'],
  'support-email-inbox': ['read'],
  // Not in spec §6: the back office's master data (suppliers, grid operators and their low-tariff window,
  // metering companies, trafos, degree days), which drive every customer's figures. Reading the lists is
  // open to every signed-in user (pickers); the write flag (with is:admin) changes them.
  'master-data': ['read', 'write'],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof AREAS;
export const AREA_NAMES = Object.keys(AREAS) as Area[];

/** Dutch labels of the areas, for the scope editor. */
export const AREA_LABELS: Record<Area, string> = {
  organisation: 'Organisatie',
  'organisation-contacts': 'Contactpersonen',
  'organisation-entities': 'Entiteiten',
  'organisation-connections': 'Aansluitingen',
  'organisation-invoices': 'Facturen (klant)',
  'organisation-documents': 'Documenten',
  'organisation-information': 'Informatie',
  'organisation-hours': 'Uren (klant)',
  'organisation-mutations': 'Mutaties',
  'organisation-knowledgebase': 'Kennisbank',
  'organisation-services': 'Diensten',
  'organisation-report-ems': 'Rapportage energiemonitoring',
  'organisation-report-prices': 'Rapportage prijzen',
  'organisation-report-invoice-check': 'Rapportage factuurcontrole',
  customers: 'Klanten',
  export: 'Exports',
  collective: 'Collectief',
  forecast: 'Prognose',
  sales: 'Sales',
  'financial-taxes-heffing': 'Belastingen en heffingen',
  'back-office-contracts': 'Leveringsovereenkomsten',
  'back-office-signhost-contracts': 'Signhost-contracten',
  invoices: 'Facturen',
  'invoice-check': 'Factuurcontrole',
  roles: 'Profielen',
  'back-office-parameters': 'Parameters',
  'module-services-definitions': 'Dienstdefinities',
  'signals-notifications': 'Signalen',
  'invoice-settings': 'Factuurinstellingen',
  'email-templates': 'E-mailsjablonen',
  actions: 'Acties',
  'support-email-inbox': 'Support-inbox',
  'master-data': 'Stamgegevens',
};

export type ScopeEntry = Record<string, boolean>;

/**
 * A scope with an explicit entry for every area and every action: missing flags become false, unknown
 * areas and actions are dropped, `<area>: true` means every action of that area.
 */
export function normaliseScope(input: Partial<Scope> | Record<string, unknown> | null | undefined): Scope {
  const source = (input ?? {}) as Record<string, unknown>;
  const scope: Scope = { full: source.full === true };
  for (const area of AREA_NAMES) {
    const given = source[area];
    const entry: ScopeEntry = {};
    for (const action of AREAS[area]) {
      entry[action] =
        given === true ||
        (typeof given === 'object' && given !== null && (given as Record<string, unknown>)[action] === true);
    }
    scope[area] = entry;
  }
  return scope;
}

/** A scope granting every action of the given areas (and nothing else). */
export function scopeAllowing(allowed: Partial<Record<Area, readonly string[]>>, full = false): Scope {
  const flags: Record<string, ScopeEntry> = {};
  for (const [area, actions] of Object.entries(allowed)) {
    flags[area] = Object.fromEntries((actions ?? []).map((action) => [action, true]));
  }
  return normaliseScope({ full, ...flags });
}

/** The areas or actions a stored scope lacks (empty when the scope does not rely on the fallback). */
export function missingScopeEntries(scope: Record<string, unknown>): string[] {
  const missing: string[] = [];
  for (const area of AREA_NAMES) {
    const entry = scope[area];
    if (typeof entry !== 'object' || entry === null) {
      missing.push(area);
      continue;
    }
    for (const action of AREAS[area]) {
      if (typeof (entry as Record<string, unknown>)[action] !== 'boolean') missing.push(`${area}:${action}`);
    }
  }
  return missing;
}
