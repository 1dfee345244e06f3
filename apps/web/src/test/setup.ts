import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDutchValidationMessages } from '@energiek/contracts/validation-messages';

// The same Dutch validation wording as the app (main.tsx).
installDutchValidationMessages();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
