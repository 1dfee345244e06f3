import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/use-toast.ts';
import { apiRequestParsed } from '../../lib/api-client.ts';
import { currentUserQueryOptions, profileQueryOptions } from '../../lib/auth.ts';
import { FORBIDDEN_PATH } from '../../lib/permission-guard.tsx';
import { customerRouteName, menuItemHref } from '../menu-items.ts';
import type { MenuItem } from '../menu-items.ts';
import { SHELL_TEXTS } from './shell-texts.ts';

/**
 * Spec §7 GET route: a signed token for a /v3 screen, or '' when the user may not go there. Its schema (and
 * zod) loads beside the request: the shell draws without it.
 */
export function getRouteToken(name: string, params: Record<string, string>): Promise<string> {
  return apiRequestParsed('route', async () => (await import('./route-token-schema.ts')).routeTokenSchema, {
    query: { name, params: JSON.stringify(params) },
  }).then((response) => response.data);
}

/** Full-page navigation (leaves the SPA); an object so tests can watch it. */
export const fullPage = { assign: (url: string): void => window.location.assign(url) };

/** The server-side switch URL of spec §2: selects the customer, then redirects to the token's screen. */
export function switchUrl(customerId: number, token: string): string {
  return `/switch/${customerId}?r=${encodeURIComponent(token)}`;
}

/**
 * Opens a menu item. Beheer items and items of the customer the server has selected navigate inside the
 * SPA. A Klant item of another customer (say another tab switched customers since this one loaded its
 * profile) goes the way of spec §4: ask the server for a route token, then load the switch URL, which
 * selects that customer for the session; an empty token means no access.
 */
export function useOpenMenuItem(): (item: MenuItem, customerId: number | null) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();

  return useCallback(
    async (item, customerId) => {
      const href = menuItemHref(item, customerId);
      if (href === null) return;
      if (item.tab === 'beheer' || customerId === null) {
        await navigate(href);
        return;
      }
      try {
        const [profile, user] = await Promise.all([
          queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }),
          queryClient.ensureQueryData(currentUserQueryOptions()),
        ]);
        const selectedOnServer = profile.selectedCustomer?.id ?? user.customer?.id ?? null;
        if (selectedOnServer === customerId) {
          await navigate(href);
          return;
        }
        const token = await getRouteToken(customerRouteName(item), { customerId: String(customerId) });
        if (token === '') await navigate(FORBIDDEN_PATH);
        else fullPage.assign(switchUrl(customerId, token));
      } catch {
        toast.error(SHELL_TEXTS.menu.failed);
      }
    },
    [navigate, queryClient, toast],
  );
}
