import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** Sign-in, password reset and sign-out (spec §2 public routes). */
export const authArea: Area = {
  name: 'auth',
  publicRoutes: [
    {
      path: 'login',
      lazy: lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage'),
    },
    {
      path: 'reset-password',
      lazy: lazyPage(() => import('./pages/reset-password-page.tsx'), 'ResetPasswordPage'),
    },
    {
      path: 'logout',
      lazy: lazyPage(() => import('./pages/logout-page.tsx'), 'LogoutPage'),
    },
  ],
};
