import { can, canAny } from '@energiek/contracts/access';
import type { Profile } from '@energiek/contracts/auth';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useProfile } from './auth.ts';

/**
 * The permission of a screen (spec §2): one key (can), a list of which any one suffices (canAny), or a
 * list of which every one is needed (allOf: users and roles need is:admin and roles:read).
 */
export type PermissionRule = { can: string } | { canAny: readonly string[] } | { allOf: readonly string[] };

export const FORBIDDEN_PATH = '/v3/forbidden';

export function isAllowed(profile: Profile | null | undefined, rule: PermissionRule): boolean {
  if ('can' in rule) return can(profile, rule.can);
  if ('canAny' in rule) return canAny(profile, rule.canAny);
  return rule.allOf.length > 0 && rule.allOf.every((key) => can(profile, key));
}

/** True when the signed-in profile has the permission; false while it loads. */
export function usePermission(rule: PermissionRule): boolean {
  const profile = useProfile();
  return isAllowed(profile.data?.profile, rule);
}

/**
 * A layout route that renders its child routes only when the profile has the permission, and otherwise
 * redirects to /v3/forbidden (spec §2, last bullet). The server refuses the calls behind it anyway.
 */
export function PermissionGuard(props: PermissionRule) {
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner />;
  // A failed profile call is handled by the API client (401 → login); without a profile nothing is allowed.
  if (!isAllowed(profile.data?.profile, props)) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <Outlet />;
}
