// The partners module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { ensureCanSell, findVisibleProduct, isAuthorisedToSell } from './partner-access';
