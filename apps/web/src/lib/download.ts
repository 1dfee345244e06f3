import type { MouseEvent } from 'react';
import { SUPER_TOKEN_KEY } from '@energiek/contracts/constants';
import { getAuthToken } from './tokens.ts';

// Export links download with the session cookie. During view-along the cookie is the admin's own
// session while the screen shows the viewed user's, so then the file is fetched with the view-along
// bearer token instead and handed to the browser as a download. Used by every export link.

function viewingAlong(): boolean {
  try {
    return Boolean(window.localStorage.getItem(SUPER_TOKEN_KEY));
  } catch {
    return false;
  }
}

/** Saves a URL (data: or blob:) as a file. */
export function saveAs(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/** onClick of an export link; `fallbackName` names the file when the answer does not. */
export function exportClickHandler(fallbackName: string) {
  return (event: MouseEvent<HTMLAnchorElement>): void => {
    const token = getAuthToken();
    if (!viewingAlong() || !token) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    void fetch(href, { headers: { authorization: `Bearer ${token}` }, credentials: 'omit' }).then(
      async (response) => {
        if (!response.ok) return;
        const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
        const url = URL.createObjectURL(await response.blob());
        saveAs(url, match?.[1] ?? fallbackName);
        URL.revokeObjectURL(url);
      },
    );
  };
}
