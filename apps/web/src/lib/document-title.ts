import { useEffect } from 'react';
import { environmentLabel } from './env.ts';

const APP_NAME = 'Energiek';

/** The page title, prefixed with the environment name outside production (spec §1). */
export function formatDocumentTitle(title?: string): string {
  const base = title ? `${title} | ${APP_NAME}` : APP_NAME;
  return environmentLabel ? `${environmentLabel} - ${base}` : base;
}

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
