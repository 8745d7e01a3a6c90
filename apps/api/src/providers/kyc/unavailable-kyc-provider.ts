import { errorCodes } from '@portal/domain';
import { AppError } from '../../plugins/errors';
import type { KycProvider } from './kyc-provider';

/**
 * KYC with live providers, until a real KYC provider is written (decision 0204): the sandbox's page and
 * its magic PANs must not verify anyone in live mode, so starting a verification is refused (503) and
 * products that need KYC cannot be paid for yet.
 */
export const unavailableKycProvider: KycProvider = {
  name: 'unavailable',
  async initiate() {
    throw new AppError(503, errorCodes.serviceUnavailable, 'KYC verification is not available yet. Please try again later.');
  },
  async fetchResult() {
    return undefined;
  },
};
