import type { TenantCode } from '../tenants';

/** An article of the help centre: for every tenant, or for the tenants it names (a white-label tenant's own). */
export interface HelpArticle {
  slug: string;
  title: string;
  /** Words a partner might search with that the text does not say. */
  tags: readonly string[];
  /** Plain paragraphs. */
  body: readonly string[];
  tenants: 'all' | readonly TenantCode[];
}

/**
 * The help centre's articles (decision 0107): data, like the catalogue, so an article is one entry here
 * and a tenant's own articles sit beside the shared ones.
 */
export const helpArticles: readonly HelpArticle[] = [
  {
    slug: 'sign-in-otp',
    title: 'I did not get my sign-in OTP',
    tags: ['login', 'otp', 'sms', 'password'],
    body: [
      'The OTP is sent by SMS to the mobile number you registered with us. It can take up to a minute to arrive.',
      'If it does not arrive, tap Resend OTP. After five sends in a short time you must wait before asking again.',
      'If your number has changed, raise a support request below and your relationship manager will update it.',
    ],
    tenants: 'all',
  },
  {
    slug: 'send-payment-link',
    title: 'How do I send the payment link to my customer?',
    tags: ['payment', 'link', 'sms', 'email', 'whatsapp', 'pay'],
    body: [
      'On the Review Information & Pay page, choose Send to customer. The link goes to the mobile or email in the proposal.',
      'The customer pays on the insurer gateway. The policy is issued as soon as the payment succeeds, and you see it in your leads.',
    ],
    tenants: 'all',
  },
  {
    slug: 'payment-failed',
    title: 'My customer paid but the policy is not issued',
    tags: ['payment', 'failed', 'policy', 'refund', 'money deducted'],
    body: [
      'Open the payment status page from the lead. A payment that the bank has not confirmed yet shows as pending; it settles within 30 minutes.',
      'If the money was taken twice, the second payment is refunded automatically to the same account within 5 to 7 working days.',
    ],
    tenants: 'all',
  },
  {
    slug: 'not-authorised',
    title: 'It says "You are not authorised to sell this product"',
    tags: ['authorisation', 'authorization', 'waitlist', 'access', 'product'],
    body: [
      'Some products need a separate authorisation. Join the waitlist from the product page and your admin will approve it.',
      'Until it is approved you can still see the product and its prices.',
    ],
    tenants: 'all',
  },
  {
    slug: 'loan-consent',
    title: 'Why does my customer get an OTP for a loan?',
    tags: ['loan', 'consent', 'otp', 'credit', 'bureau', 'personal loan'],
    body: [
      'Lenders need the customer’s own consent before they check the credit report. The customer confirms it with an OTP sent to their mobile.',
      'The customer can withdraw this consent at any time from the link in the message.',
    ],
    tenants: 'all',
  },
  {
    slug: 'kyc-pending',
    title: 'KYC is pending for my customer',
    tags: ['kyc', 'aadhaar', 'pan', 'verification', 'pending'],
    body: ['Some insurers check KYC before payment. Open the proposal and follow Complete KYC; the customer may need their PAN and date of birth.'],
    tenants: 'all',
  },
  {
    slug: 'group-covers',
    title: 'Selling group personal accident and hospicash to your members',
    tags: ['group', 'hospicash', 'personal accident', 'members', 'bank'],
    body: [
      'Your bank offers two covers to its members: group personal accident and group hospicash.',
      'Start from the product page, enter the member’s details, and collect the premium through the bank’s payment page.',
    ],
    tenants: ['sahyadri'],
  },
];

/** The articles a tenant's partners see. */
export const helpArticlesFor = (tenant: TenantCode) => helpArticles.filter((article) => article.tenants === 'all' || article.tenants.includes(tenant));

/**
 * The tenant's articles that match every word of the query (in the title, tags or text), best first: a
 * word in the title counts most, then in a tag, then in the text. An empty query lists them all.
 */
export function searchHelpArticles(tenant: TenantCode, query: string): HelpArticle[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
  const scored = helpArticlesFor(tenant).map((article) => {
    const title = article.title.toLowerCase();
    const tags = article.tags.join(' ').toLowerCase();
    const text = article.body.join(' ').toLowerCase();
    let score = 0;
    for (const word of words) {
      const wordScore = (title.includes(word) ? 3 : 0) + (tags.includes(word) ? 2 : 0) + (text.includes(word) ? 1 : 0);
      if (wordScore === 0) return { article, score: -1 };
      score += wordScore;
    }
    return { article, score };
  });
  return scored
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.article);
}

/** One of the tenant's articles by its slug, or undefined (another tenant's own is not found). */
export const findHelpArticle = (tenant: TenantCode, slug: string) => helpArticlesFor(tenant).find((article) => article.slug === slug);
