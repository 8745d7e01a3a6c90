/**
 * The spec's validation messages (SPEC §5, word for word) and the patterns of the simple rules, without
 * zod: rules.ts builds the schemas from them, and a page that needs only a message or a pattern (the
 * login page) imports them without bringing zod (~22 KB gzipped) to its first paint.
 */

/** Patterns of rules in rules.ts, for a page that checks a field without zod (the login page's mobile and OTP). */
export const rulePatterns = { mobile: /^[6-9]\d{9}$/, numeric: /^\d+$/, pinCode: /^[1-9]\d{5}$/ } as const;

/** An Indian pin code: six digits, the first not 0. */
export const PIN_CODE_PATTERN = rulePatterns.pinCode;

export const messages = {
  firstName: 'First name should be alphabetical only',
  lastName: 'Last name should be alphabetical only',
  email: 'Email is not valid',
  mobile: 'Mobile is invalid',
  wellnessMobile: 'Enter Valid Mobile Number',
  pinCode: 'Enter Valid Pincode',
  quotePinCode: 'Pincode should contain 6 digits',
  city: 'City name should be alphabetical only',
  state: 'Enter valid state',
  dobFormat: 'DOB should be in DD/MM/YYYY format only',
  invalidDate: 'Invalid date',
  imei: 'Enter valid IMEI number',
  paymentModeNotConfigured: 'This payment mode not configured for your account',
  kutcha: 'Plan not available for Kutcha construction type',
  propertyAge: 'Property age should not be greater than 30',
  basement: 'Plan not available for Basement',
  age18to65: 'Age should be between 18 to 65 years',
  childAge: 'Age should be between 1 day to 18 years',
  mobileCountryCode: 'Enter valid mobile country code e.g. +91',
  ownMobile: 'You cannot enter your own mobile number!',
  ownEmail: 'You cannot enter your own email!',
  priceMin: 'Price should be more than Rs.10000',
  priceMax200000: 'Price should be less than Rs.200000',
  priceMax150000: 'Price should be less than Rs.150000',
  price: 'Enter Valid Price',
  invalidCharacters: 'Invalid Characters.',
  sumInsuredMultiple: 'Sum Insured should be a multiple of 100000',
  sumInsured: 'Enter valid Sum Insured',
  creditLifeAge: 'Age should be between 18 - 60 years',
  health360Age: 'Enter Age between 18 to 100',
  vehicleNumber: 'Please enter valid vehicle no',
  otpNumeric: 'OTP should be numeric',
  otpValidNumeric: 'Enter valid numeric OTP',
  sachetOtp: 'OTP should be of 4 digits',
  externalId: 'External Id should be numeric',
  activationCode: 'Enter activation code',
  gstCertificate: 'Add GST Certificate as a PDF or Image',
  panCard: 'Add PAN Card as a PDF or Image',
  selectSumInsured: 'Select Valid Sum Insured',
  selectContentSumInsured: 'Select Valid Content Sum Insured',
  selectStructureSumInsured: 'Select Valid Structure Sum Insured',
  selectCashAllowance: 'Select Valid Cash Allowance',
  notAuthorised: 'You are not authorised to sell this',
  notAuthorisedProduct: 'You are not authorised to sell this product.',
  // Quote field errors of SPEC §8 (those not already above).
  enterLeadName: 'Enter Lead Name',
  enterBusinessName: 'Enter Business Name',
  selectInsurer: 'Select Insurer',
  selectPlanType: 'Select Plan Type',
  enterValidPinCode: 'Enter Valid PinCode',
  enterCustomerName: 'Enter Customer Name',
  chooseOption: 'Choose an option',
  selectAmount: 'Select Valid Amount',
  nameRequired: 'Name is required!',
  eldestMemberAgeRequired: 'Eldest Member Age is required!',
  pinCodeRequired: 'Pincode is required!',
  // Not in the spec (decision 0064): a pin code India Post does not know, and a quote's answer changed on the proposal.
  pinCodeUnknown: 'India Post has no such pin code',
  // Not in the spec (lending): a GSTIN whose format or check character is wrong.
  gstin: 'Enter valid GSTIN',
  changedQuoteAnswer: 'Must be the same as on the quote: change it on the quote',
} as const;
