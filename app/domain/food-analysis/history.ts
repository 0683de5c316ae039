/**
 * The analysis history keeps the 5 most recent analyses (spec 2 sections 4 and 9). One constant for
 * the server (how many rows the page loads) and the browser (how many a session keeps): a constant
 * read from a `.server` module is undefined in the browser bundle, which let the list grow.
 */
export const HISTORY_SIZE = 5;
