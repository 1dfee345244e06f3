import { lazyPage } from '../../../lib/area.ts';
import type { Area } from '../../../lib/area.ts';

const listPage = lazyPage(() => import('./pages/mutations-page.tsx'), 'MutationsPage');
const editPage = lazyPage(() => import('./pages/mutation-edit-page.tsx'), 'MutationEditPage');

// MUTATIONS_READ / MUTATIONS_WRITE of the contract, written out here: importing the contract would put its
// schemas into the shell's first load.
const MUTATIONS_READ = { allOf: ['mod:mutations', 'organisation-mutations:read'] } as const;
const MUTATIONS_WRITE = { allOf: ['mod:mutations', 'organisation-mutations:write'] } as const;

/** Mutations (module mutations): the customer tab with its list, forms and status changes. */
export const mutationsArea: Area = {
  name: 'mutations',
  customerRoutes: [
    {
      path: 'mutations',
      permission: MUTATIONS_READ,
      lazy: listPage,
      menu: { tab: 'klant', label: 'Mutaties', icon: 'truck', module: 'mutations', group: 'contracten' },
    },
    { path: 'mutations/create', permission: MUTATIONS_WRITE, lazy: editPage },
    { path: 'mutations/:mutationId/edit', permission: MUTATIONS_READ, lazy: editPage },
  ],
};
