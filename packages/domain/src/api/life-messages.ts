/** The life forms' messages, without zod: the life steps' fields name them and paint before their schemas (decision 0281). */
export const lifeMessages = {
  gender: 'Select gender',
  smoker: 'Choose an option',
  relationship: 'Select relationship',
  income: 'Enter yearly income in rupees',
  goals: 'Choose at least one goal',
  dependants: 'Enter a number from 0 to 10',
  riskAppetite: 'Choose an option',
  plan: 'Choose a plan',
  sumAssured: 'Enter valid Sum Assured',
  policyTerm: 'Enter policy term in years',
  paymentTerm: 'Select premium payment term',
  consent: 'The customer’s consent is needed to send the proposal',
  unsuitable: 'This plan does not suit the customer',
  ineligible: 'The customer is not eligible for this plan',
} as const;
