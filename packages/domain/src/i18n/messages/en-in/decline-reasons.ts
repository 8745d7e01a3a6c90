/**
 * A sandbox lender's reasons to decline (lending/lender-decision.ts `decide`), by key: the English is the
 * reason as stored and sent (the lenders' callbacks carry it too), and `lendingOffers.decline` in each
 * catalogue says it in the page's language (decision 0266). A lender's own free text stays as sent.
 */
export const declineReasons = {
  notOffered: 'Does not offer this loan',
  policy: 'Declined by the lender’s policy',
  ages: 'Lends to ages {{minAge}} to {{maxAge}} only',
  salariedOnly: 'Lends to salaried customers only',
  minIncome: 'Needs a monthly income of at least {{amount}}',
  pinCode: 'Does not lend in this pincode',
  vintage: 'Needs at least {{years}} years in business',
  turnover: 'Needs an annual turnover of at least {{amount}}',
  creditScore: 'Credit score below the lender’s minimum',
  tenure: 'Lends for {{minTenure}} to {{maxTenure}} months',
  minAmount: 'Lends at least {{amount}}',
  capacity: 'The income or security does not support the least amount this lender lends',
};
