// The mandates module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { ensureMandateSigned } from './mandates-service';
