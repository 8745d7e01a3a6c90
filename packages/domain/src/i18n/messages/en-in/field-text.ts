import { formFieldText } from './field-text-forms';
import { consoleFieldText } from './console';
import { qrSheetFieldText } from './qr-sheets';
import { loanFieldText } from './field-text-loan';
import { creditScoreFieldText } from './field-text-credit-score';

/**
 * The words of the products' field configurations (labels, hints, placeholders, options) by
 * fieldTextKey of their English (decision 0212); a test checks each key is its entry's own. Plan and
 * product names are brand names and have no entry.
 */
export const fieldText = {
  ...formFieldText,
  ...loanFieldText,
  ...creditScoreFieldText,
  plan: 'Plan',
  sumInsured: 'Sum Insured',
  pincode: 'Pincode',
  pincodeOfTheInsured: 'Pincode of the insured',
  title: 'Title',
  mr: 'Mr',
  ms: 'Ms',
  mrs: 'Mrs',
  firstName: 'First Name',
  asOnPanCard: 'As on PAN card',
  lastName: 'Last Name',
  email: 'Email',
  mobileNumber: 'Mobile Number',
  '10DigitMobileNumber': '10 digit mobile number',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  other: 'Other',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  paymentMode: 'Payment Mode',
  payOnlineInsurerGateway: 'Pay online (insurer gateway)',
  mintpayWallet: 'MintPay wallet',
  nomineeTitle: 'Nominee Title',
  nomineeFirstName: 'Nominee First Name',
  nomineeLastName: 'Nominee Last Name',
  nomineeDateOfBirth: 'Nominee Date of Birth',
  relationshipWithProposer: 'Relationship with Proposer',
  husband: 'Husband',
  wife: 'Wife',
  son: 'Son',
  daughter: 'Daughter',
  father: 'Father',
  mother: 'Mother',
  brother: 'Brother',
  sister: 'Sister',
  grandfather: 'Grandfather',
  grandmother: 'Grandmother',
  yes: 'Yes',
  no: 'No',
  uploaded: 'Uploaded',
  membershipId: 'Membership id',
  printedOnThePolicyEGMbr000000123: 'Printed on the policy, e.g. MBR000000123',
  yourMobileNumber: 'Your mobile number',
  // The customer's language on the sell forms and Add lead (decision 0266, branch i24-sell).
  customerSLanguage: "Customer's language",
  theSmsTheLinkAndEveryLaterStepAreInThisLanguage: 'The SMS, the link and every later step are in this language.',
  // The console's forms: invite a partner, new coupon (decision 0250, branch i24-console).
  ...consoleFieldText,
  ...qrSheetFieldText,
};
