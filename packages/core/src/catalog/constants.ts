/*
 * The numbers the catalog's loops over every resource read (the store's layout, its flag bits, the
 * matcher's weights), written as plain numbers in a module that imports nothing. A minifying bundler
 * (esbuild, which builds the kit's worker) writes constants from such a module into the code that reads
 * them; declared beside that code, they stayed module variables, which the JavaScript engine reads and
 * checks on every pass: a loop of a ranking's bounds over a million resources took 21 ms with them and
 * 10.5 ms with the numbers written in (Node, an esbuild bundle of the bulk catalog's store). Keep each a
 * plain number: `8`, not `UNITS_KEPT + 1`.
 */

/** The folded fields, in the order of the store's per-field columns (`fieldCharacters`, `wordStarts`, `firstLetters`). */
export const FIELDS = 4;
export const TITLE_FIELD = 0;
export const NAME_FIELD = 1;
export const URI_FIELD = 2;
export const DESCRIPTION_FIELD = 3;
/** Added to a `firstLetters` entry when the field is that one unit. */
export const WHOLE_FIELD = 64;

/** The store's `flags` of a resource. */
export const REMOVED = 1;
export const URI_SAME = 2;
export const HAS_TITLE = 4;
export const TITLE_SAME = 8;
export const HAS_NAME = 16;
export const NAME_SAME = 32;
export const NAME_IN_URI = 64;
/** The name read from the URI is its whole last segment (a file's name, not the end of one). */
export const NAME_IS_SEGMENT = 128;
export const HAS_DESCRIPTION = 256;
export const DESCRIPTION_SAME = 512;
export const HAS_ANNOTATIONS = 1024;
export const HAS_AUDIENCE = 2048;

/** How many units of the suffix `WordPositions.units` keeps from each place, and the entry they take with their count. */
export const UNITS_KEPT = 7;
export const UNITS_STRIDE = 8;

/** A block of ids that `BlockSummaries` summarizes together is `2 ** BLOCK_SHIFT` ids long (1,024). */
export const BLOCK_SHIFT = 10;

/** `search/match.ts`'s field weights: kept equal by the comparison test against `rankEntries`. */
export const TITLE_WEIGHT = 1;
export const NAME_WEIGHT = 0.95;
export const URI_WEIGHT = 0.7;
export const DESCRIPTION_WEIGHT = 0.5;

/** A facet tally's cell: the server's index, then four bits of family (fewer than 16 families), then the two audience bits. */
export const CELL_SERVER_SHIFT = 6;
export const CELL_FAMILY_SHIFT = 2;
