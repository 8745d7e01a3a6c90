import type { FormValues } from '@portal/domain';
import { insuredNameOf } from './insured-name';

/**
 * The proposal's answers a KYC verifies: the name the provider is given (the registry confirms it) and the
 * date of birth. The PAN is typed on the provider's page, not taken from the proposal (the commercial
 * covers' Business PAN is the business's, not the person's), so no proposal answer stands for it.
 */
export function kycAnswersOf(values: FormValues): { name: string; dob: string } {
  return { name: insuredNameOf(values), dob: typeof values.dob === 'string' ? values.dob : '' };
}

/** Whether an edit changed an answer KYC verifies (decision 0122): then the verification no longer applies. */
export function kycAnswersChanged(before: FormValues, after: FormValues): boolean {
  const [was, is] = [kycAnswersOf(before), kycAnswersOf(after)];
  return was.name.toLowerCase() !== is.name.toLowerCase() || was.dob !== is.dob;
}
