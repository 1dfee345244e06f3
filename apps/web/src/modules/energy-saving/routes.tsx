import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

// ENERGY_SAVING_READ of the contract, written out here: importing the contract would put its schemas into
// the shell's first load.
const ENERGY_SAVING_READ = { allOf: ['mod:energysaving', 'organisation-information:read'] } as const;

/** The energy-saving obligation (module energysaving): the customer tab "Energiebesparing". */
export const energySavingArea: Area = {
  name: 'energy-saving',
  customerRoutes: [
    page(
      'energy-saving',
      ENERGY_SAVING_READ,
      lazyPage(() => import('./pages/energy-saving-page.tsx'), 'EnergySavingPage'),
      { tab: 'klant', label: 'Energiebesparing', icon: 'sun', group: 'regelingen' },
    ),
  ],
};
