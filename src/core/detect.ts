// The old entry point of project detection, kept for the callers that still import it here;
// the code lives in detect/ (see detect/index.ts).
export * from './detect/index.js';
