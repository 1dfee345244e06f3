// What the mega-menu lists (apps/web/src/app/menu-items.ts), for the journeys that check it whole.

/**
 * The Beheer items of the demo admin's role, in order. The inbox, the invoice audit and the tax requests
 * are listed only where the journey's admin sees them (`shown`): the demo admin with the demo customer
 * (mod:taxrequest) selected sees all three, a new admin with that role and no customer's modules none.
 */
export function beheerItems(
  shown: { inbox?: boolean; invoiceAudit?: boolean; taxRequests?: boolean } = {},
): string[] {
  return [
    'Klanten',
    'Acties',
    ...(shown.inbox ? ['Inbox'] : []),
    'Uren',
    'Belastingen',
    'Facturen per jaar',
    'Facturen per maand',
    ...(shown.invoiceAudit ? ['Factuurcontrole'] : []),
    'Instellingen factuurcontrole',
    'Signalen',
    'Instellingen signalen',
    ...(shown.taxRequests ? ['Teruggaafverzoeken'] : []),
    'Prognose',
    'Instellingen diensten',
    'Gebruikers',
    'Rollen',
    'Leveranciers',
    'Netbeheerders',
    'Meetbedrijven',
    "Trafo's",
    'Graaddagen',
    'Leveringsovereenkomsten',
    'E-mailsjablonen',
    'Parameters',
    'Collectief inkopen',
    'Sales',
    'Exports',
  ];
}
