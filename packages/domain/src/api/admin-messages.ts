/** The console's words (decision 0110), without zod: the partners page paints with them (decision 0281); admin.ts re-exports them. */
export const adminMessages = {
  selfApproval: 'You cannot approve your own change: another admin must approve it',
  notPending: 'This change has already been decided',
  ownAccount: 'You cannot change your own account',
  mobileTaken: 'A partner with this mobile already exists',
  sameRole: 'The partner already has this role',
  alreadyAuthorised: 'The partner is already authorised for this product',
  noAuthorisation: 'The partner has no authorisation for this product',
  notAuthorisable: 'This product needs no authorisation',
  sameFlag: 'The flag already has this value',
  alreadyActive: 'The partner is already active',
  alreadyInactive: 'The partner is already inactive',
  name: "Enter the partner's name",
  period: 'Choose a period of at most 366 days, the start before the end',
} as const;
