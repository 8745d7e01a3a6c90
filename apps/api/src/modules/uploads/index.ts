// The uploads module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { readFileWithinLimit } from './read-file-within-limit';
export { findOwnUploadTypes } from './uploads-repository';
