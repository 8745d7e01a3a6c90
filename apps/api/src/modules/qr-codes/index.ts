// The qr-codes module's public file: what the composition root and flows may import of it (decision 0220).
export { seedDemoQrCodes } from './demo-qr-codes';
export type { IssuePolicy } from './qr-codes-service';
