import type { Profile } from '@energiek/contracts/auth';
import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, customerRouteName, mayOpen, menuItemHref, menuItemsFor } from './menu-items.ts';
import type { MenuItem } from './menu-items.ts';

const admin: Profile = { type: 'admin', scope: { full: true }, modules: [] };
const staff: Profile = {
  type: 'customer',
  scope: { full: false, 'organisation-documents': { read: false } },
  modules: ['ems'],
};

const labels = (items: readonly MenuItem[]) => items.map((item) => item.label);

describe('menu items', () => {
  it('gives admins every Beheer and Klant item', () => {
    expect(labels(menuItemsFor(admin, 'beheer'))).toEqual([
      'Klanten',
      'Acties',
      'Uren',
      'Belastingen',
      'Facturen per jaar',
      'Facturen per maand',
      'Instellingen factuurcontrole',
      'Signalen',
      'Instellingen signalen',
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
    ]);
    expect(labels(menuItemsFor(admin, 'klant'))).toEqual([
      'Overzicht',
      'Acties',
      'Aansluitingen',
      'Entiteiten',
      'Contactpersonen',
      'Bibliotheek',
      'Facturen',
      'Uren',
      'Signalen',
      'Diensten',
    ]);
  });

  it('gives customer staff no Beheer items and only the Klant items their scope allows', () => {
    expect(menuItemsFor(staff, 'beheer')).toEqual([]);
    expect(labels(menuItemsFor(staff, 'klant'))).toEqual([
      'Overzicht',
      'Acties',
      'Aansluitingen',
      'Entiteiten',
      'Contactpersonen',
      'Facturen',
      'Energiemonitoring',
      'Energieverbruik',
      'Energiedata invoeren',
      'Vergelijken',
      'Uren',
      'Signalen',
    ]);
    expect(menuItemsFor(null, 'klant')).toEqual([]);
  });

  it('leaves out Gebruikers and Rollen for an admin whose role cannot read roles', () => {
    const limited: Profile = { ...admin, scope: { full: false, roles: { read: false } } };
    expect(labels(menuItemsFor(limited, 'beheer'))).not.toContain('Rollen');
    expect(labels(menuItemsFor(limited, 'beheer'))).not.toContain('Gebruikers');
  });

  it('shows Inbox after Acties only with the inbox feature and the inbox permission', () => {
    const withInbox: Profile = { ...admin, modules: ['inbox'] };
    expect(labels(menuItemsFor(withInbox, 'beheer')).slice(0, 3)).toEqual(['Klanten', 'Acties', 'Inbox']);
    const noRight: Profile = { ...withInbox, scope: { full: false, 'support-email-inbox': { read: false } } };
    expect(labels(menuItemsFor(noRight, 'beheer'))).not.toContain('Inbox');
    expect(labels(menuItemsFor(admin, 'beheer'))).not.toContain('Inbox');
  });

  it('shows an item with a module only when the permission and the module are both there', () => {
    const ems: MenuItem = {
      tab: 'klant',
      label: 'Energiemonitoring',
      path: 'ems',
      permission: { can: 'organisation:read' },
      module: 'ems',
      icon: 'bolt',
    };
    expect(mayOpen(staff, ems)).toBe(true);
    expect(mayOpen({ ...staff, modules: [] }, ems)).toBe(false);
    expect(mayOpen({ ...staff, scope: { full: false, organisation: { read: false } } }, ems)).toBe(false);
  });

  it('builds customer paths and route names', () => {
    const klant = MENU_ITEMS.filter((item) => item.tab === 'klant');
    const overview = klant.find((item) => item.path === '');
    const connections = klant.find((item) => item.path === 'connections');
    if (!overview || !connections) throw new Error('klant items missing');
    expect(menuItemHref(overview, 7)).toBe('/v3/customers/7');
    expect(menuItemHref(connections, 7)).toBe('/v3/customers/7/connections');
    expect(menuItemHref(connections, null)).toBeNull();
    expect(customerRouteName(overview)).toBe('customers/{customerId}');
    expect(customerRouteName(connections)).toBe('customers/{customerId}/connections');
  });
});
