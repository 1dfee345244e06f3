import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDutchValidationMessages } from '@energiek/contracts/validation-messages';

// The same Dutch validation wording as the app (main.tsx).
installDutchValidationMessages();

// findBy…/waitFor wait for a condition; Testing Library gives up after 1 s by default, which a loaded
// CI machine (two Vitest workers beside the API tests) overran once. A longer limit costs nothing when
// the condition is met sooner.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
