import type { ReactNode } from 'react';
import { exportClickHandler } from '../lib/download.ts';
import { buttonClasses } from './ui/button-classes.ts';

/**
 * A bordered button that downloads an export (during view-along with the viewed user's token, see
 * lib/download.ts); `fallbackName` names the file when the answer does not.
 */
export function ExportLink({
  href,
  fallbackName,
  children,
}: {
  href: string;
  fallbackName: string;
  children: ReactNode;
}) {
  return (
    <a className={buttonClasses('border')} href={href} download onClick={exportClickHandler(fallbackName)}>
      {children}
    </a>
  );
}
