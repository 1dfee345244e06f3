import { useContext } from 'react';
import { ToastContext } from './toast-context.ts';
import type { ToastApi } from './toast-context.ts';

/** Shows toasts (spec §4); needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}
