import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import { decodeCursor, encodeCursor, type CursorKind } from './cursor.js';

export interface PaginationFaults {
  emptyStringCursor?: boolean;
  cursorFault?: 'repeat' | 'endless';
}

export interface PageRequest extends PaginationFaults {
  kind: CursorKind;
  cursor: string | undefined;
  total: number;
  pageSize: number;
}

/** Item indexes of one page. With the 'endless' fault they run past `total`; callers wrap them. */
export interface Page {
  indexes: number[];
  nextCursor?: string;
}

/** Serves one page of a list, including the deliberately broken cursor behaviours of `PaginationFaults`. */
export function paginate(request: PageRequest): Page {
  const { kind, cursor, total, pageSize, emptyStringCursor, cursorFault } = request;
  const cursorFor = (offset: number) => (emptyStringCursor && offset === pageSize ? '' : encodeCursor(kind, offset));
  let offset = 0;
  if (cursor !== undefined) {
    const decoded = emptyStringCursor && cursor === '' ? pageSize : decodeCursor(kind, cursor);
    if (decoded === undefined || (cursorFault !== 'endless' && decoded > total)) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid cursor: ${JSON.stringify(cursor)}`, { cursor });
    }
    offset = decoded;
  }
  const end = cursorFault === 'endless' ? offset + pageSize : Math.min(offset + pageSize, total);
  const indexes = total === 0 ? [] : Array.from({ length: end - offset }, (_, position) => offset + position);
  const page: Page = { indexes };
  if (cursorFault === 'repeat' && offset === pageSize) page.nextCursor = cursorFor(pageSize);
  else if (cursorFault === 'endless' || end < total) page.nextCursor = cursorFor(end);
  return page;
}
