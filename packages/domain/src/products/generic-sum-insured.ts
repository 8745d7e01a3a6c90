import { amountOptions } from '../fields/options';

/**
 * SPEC §3 "Generic set" of sum-insured options, in rupees: the choices of a product that has no set of
 * its own (sachet term). Its dropdown's message is 'Select Valid Sum Insured' (messages.selectSumInsured).
 */
export const genericSumInsuredAmounts = [300000, 500000, 700000, 1000000] as const;

/** The generic set as dropdown options: value the numeric string, label with Indian digit grouping. */
export const genericSumInsuredOptions = amountOptions(genericSumInsuredAmounts);
