import { z } from 'zod';
import { DOCUMENT_SORTS } from '@energiek/contracts/library';
import { choiceParam, pageParam, textParam } from '../../lib/use-list-state.ts';

// The library list's state in the URL (…/library?folder=…&q=…&sort=…&page=…): a reload, a shared
// link or Back shows the same folder, search, sort and page. No folder: every file.

const SORTS = [...DOCUMENT_SORTS, ...DOCUMENT_SORTS.map((sort) => `-${sort}` as const)] as const;

export const libraryListState = z.object({
  folder: textParam(),
  q: textParam(),
  sort: choiceParam(SORTS, '-createdAt'),
  page: pageParam(),
});
