import type { MouseEvent } from 'react';
import { SUPER_TOKEN_KEY } from '@energiek/contracts/constants';
import { getAuthToken } from '../../../lib/tokens.ts';

// Export links download with the session cookie. During view-along the cookie is the admin's own
// session while the screen shows the viewed user's, so then the file is fetched with the view-along
// bearer token instead and handed to the browser as a download.

function viewingAlong(): boolean {
  try {
    return Boolean(window.localStorage.getItem(SUPER_TOKEN_KEY));
  } catch {
    return false;
  }
}

function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

export function onExportClick(event: MouseEvent<HTMLAnchorElement>): void {
  const token = getAuthToken();
  if (!viewingAlong() || !token) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void fetch(href, { headers: { authorization: `Bearer ${token}` }, credentials: 'omit' }).then(
    async (response) => {
      if (!response.ok) return;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filenameOf(response, 'uren');
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  );
}
