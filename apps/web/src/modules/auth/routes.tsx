import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** Sign-in, password reset and sign-out (spec §2 public routes). */
export const authArea: Area = {
  name: 'auth',
  publicRoutes: [
    {
      path: 'login',
      lazy: lazyPage(
        () => import('./pages/login-page.tsx'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: 'reset-password',
      lazy: lazyPage(
        () => import('./pages/reset-password-page.tsx'),
        (m) => m.ResetPasswordPage,
      ),
    },
    {
      path: 'logout',
      lazy: lazyPage(
        () => import('./pages/logout-page.tsx'),
        (m) => m.LogoutPage,
      ),
    },
  ],
};
