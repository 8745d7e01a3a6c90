import type { TenantCode } from '@portal/domain';

/** How each brand's partners reach support, shown in the header, footer and quote disclaimers. */
export const brandContacts: Record<TenantCode, { email: string; phone: string; tollFree: string }> = {
  mintpro: { email: 'partners@mintpro.example', phone: '+91 22 4890 1000', tollFree: '1800 209 1000' },
  mintfin: { email: 'partners@mintfin.example', phone: '+91 22 4890 2000', tollFree: '1800 209 2000' },
  mintlife: { email: 'partners@mintlife.example', phone: '+91 22 4890 3000', tollFree: '1800 209 3000' },
  sahyadri: { email: 'insurance@sahyadribank.example', phone: '+91 20 2553 4000', tollFree: '1800 233 4000' },
};
