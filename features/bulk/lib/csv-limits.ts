/** A batch's file: at most this many rows under its header, and this many bytes. */
export const BULK_MAX_ROWS = 10_000;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
