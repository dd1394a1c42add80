/** What can go wrong with a feed, said so that a person can find it (file, row, column) and the app can explain it. */

export interface FeedProblem {
  /** Which input: 'export', 'shops', 'chains', 'categories', 'product'. */
  source: string;
  /** 1-based row of the file (the header is row 1) or position in a list. */
  row?: number;
  column?: string;
  /** Spreadsheet cell reference ("H2"), when there is one. */
  cell?: string;
  message: string;
}

/**
 * Why an update did not happen. `kind` is what the app translates: the network failed, the monitor answered with
 * an error, the file is not what the format says, most of it is bad, the database failed while writing it, or
 * another process is updating right now.
 */
export type FeedErrorKind = 'network' | 'http' | 'format' | 'rejected' | 'saving' | 'busy';

export class FeedError extends Error {
  constructor(
    readonly kind: FeedErrorKind,
    message: string,
    readonly problems: FeedProblem[] = [],
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

export function describeProblem(p: FeedProblem): string {
  const where = [p.source, p.row ? `row ${p.row}` : '', p.column ? `column '${p.column}'` : '', p.cell ? `(${p.cell})` : ''].filter(Boolean).join(', ');
  return `${where}: ${p.message}`;
}
