import { messages, type FormValues, type SaleDefinition } from '@portal/domain';

/**
 * Server-only check of SPEC §5/§6: on products that refuse it (marine, workmen's compensation) a partner
 * may not give his own mobile or email as the customer's, so the insurer's messages and the mandate link
 * reach the customer and not the seller. Email is compared without regard to case. Only the server knows
 * the signed-in partner's contact details, so the browser's schema cannot run this.
 */
export function ownContactErrors(
  sale: Pick<SaleDefinition, 'refusesPartnerContact'>,
  partner: { mobile: string; email: string | null },
  values: FormValues,
): Record<string, string> {
  if (!sale.refusesPartnerContact) return {};
  const errors: Record<string, string> = {};
  if (typeof values.mobile === 'string' && values.mobile.trim() === partner.mobile) errors.mobile = messages.ownMobile;
  if (typeof values.email === 'string' && partner.email && values.email.trim().toLowerCase() === partner.email.trim().toLowerCase()) {
    errors.email = messages.ownEmail;
  }
  return errors;
}
