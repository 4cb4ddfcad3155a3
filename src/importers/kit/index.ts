// What every importer shares, one idea a file: the source reader (source.ts), the input error
// (error.ts), parsing with line and column (parse.ts), shape checks (shape.ts), ids and slugs
// (ids.ts), other tools' words for status, complexity and priority (words.ts), values with a
// place in the plan (values.ts), the warnings for dropped fields (dropped.ts), and the last step
// that makes a valid plan (finish.ts).
export * from './dropped.js';
export * from './error.js';
export * from './finish.js';
export * from './ids.js';
export * from './parse.js';
export * from './shape.js';
export * from './source.js';
export * from './values.js';
export * from './words.js';
