import {
  findProduct,
  aggregatorAnswerOf,
  insurers,
  quoteValuesForInsurer,
  toLandingConfig,
  type AggregatorQuotes,
  type FormValues,
  type LandingConfig,
  type PartnerSession,
  type ProductDefinition,
  type Proposal,
  type PublicMandate,
  type Quote,
} from '@portal/domain';

/** Answers the API gives for a catalogue product, built from the domain catalogue itself (tests only). */
export function productOf(code: string): ProductDefinition & { sale: NonNullable<ProductDefinition['sale']> } {
  const product = findProduct(code);
  if (!product?.sale) throw new Error(`${code} is not sellable in the catalogue`);
  return product as ProductDefinition & { sale: NonNullable<ProductDefinition['sale']> };
}

export function landingConfigOf(product: ProductDefinition): LandingConfig {
  return toLandingConfig(product, 'mintpro');
}

export const partnerSession: PartnerSession = {
  partnerId: 'partner-1',
  dealerHash: 'hash',
  dealerName: 'Asha Traders',
  dealerUserName: 'asha',
  mobile: '9876543210',
  email: 'asha@example.com',
  role: 'partner',
  tenant: 'mintpro',
  tenantName: 'Mint Pro Insurance Brokers',
};

export function quoteOf(product: ProductDefinition & { sale: NonNullable<ProductDefinition['sale']> }, values: Quote['values']): Quote {
  const premium = product.sale.calculatePremium(values as never);
  return {
    quoteId: 'QUOTE-1',
    productCode: product.code,
    values,
    premium: { ...premium, breakdown: [...premium.breakdown] },
    createdAt: '2026-11-21T10:00:00.000Z',
  };
}

export function proposalOf(quote: Quote, values: Proposal['values'], status: Proposal['status'] = 'DRAFT'): Proposal {
  return {
    referenceId: 'PRP20261121K7QM2D',
    productCode: quote.productCode,
    quoteId: quote.quoteId,
    status,
    quoteValues: quote.values,
    values,
    customerLanguage: 'en-IN',
    premium: quote.premium,
    createdAt: '2026-11-21T10:05:00.000Z',
    consent: { text: 'I agree that Mint Pro Insurance Brokers may contact me about this policy.', acceptedAt: '2026-11-21T10:05:00.000Z' },
    policy: null,
    needsKyc: false,
    kycStatus: 'NOT_STARTED',
  };
}

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

/** What the API answers to Compare insurers on fire for these values: each insurer's quote (quoteId QUOTE-<insurer>), ranked by the domain's rule. */
export function fireComparisonOf(values: FormValues): AggregatorQuotes {
  const fire = productOf('fire');
  const offers = fire.sale.insurers.map((code) => {
    const quote = { ...quoteOf(fire, quoteValuesForInsurer(fire.sale, values, code)), quoteId: `QUOTE-${code}` };
    return { insurer: insurers[code], totalPremium: quote.premium.totalPremium, offer: quote };
  });
  return aggregatorAnswerOf(offers);
}

/** A mandate link's token and the letter its customer opens, not yet signed (the public mandate page's answer). */
export const mandateToken = '0b6a1c2e-1111-4222-8333-944455556666.1795000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
export const pendingMandate: PublicMandate = {
  referenceId: 'PRP20261122K7QM2D',
  productCode: 'marine',
  productName: 'Marine Insurance',
  planName: 'Marine Insurance',
  businessName: 'Patil Traders',
  customerName: 'Asha Patil',
  declaration: null,
  insurerName: 'Nirbhay General Insurance',
  brokerName: 'Mint Pro Insurance Brokers',
  brandName: 'Mint Finance',
  language: 'en-IN',
  amount: 82500,
  amountLabel: 'Rs 825',
  status: 'PENDING',
  letterUrl: `/api/redirection-flows/public/product/marine/letter?token=${mandateToken}`,
  linkExpiresAt: '2026-11-29T10:00:00.000Z',
  signedAt: null,
  signerName: null,
};
