/** The largest CSV file the import reads: a few thousand leads, read at once in memory. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
/** Rows under the header; more would make a preview nobody reads to the end. */
export const MAX_IMPORT_ROWS = 2000;
/** The source call of every lead staff enter or import, which tells them from the site's forms. */
export const STAFF_ENTRY_CALL = "StaffEntry";
