import type { TenantCode } from './tenants';

/**
 * The home page's "banner" and "videos" (SPEC §2 landing sections; decision 0133), per tenant. Each
 * tenant's banner names one of its own products; each video is a short how-to shown as a poster, what it
 * teaches and a link to the help centre article that says it in words. No video file is shipped: the
 * portal runs without network and a film is not ours to invent; a video's `src` is added when one exists.
 */
export interface HomeBanner {
  title: string;
  text: string;
  /** The product the banner sells: its landing is the banner's link. */
  productCode: string;
  linkLabel: string;
}

export interface HomeVideo {
  id: string;
  title: string;
  /** What the partner learns, one or two sentences. */
  description: string;
  /** Length of the how-to, for the poster's badge. */
  minutes: number;
  /** The help centre article with the same steps in words (its slug). */
  helpArticle: string;
  /** A video file, once the tenant has one (served from our own origin). */
  src?: string;
}

export interface HomeSections {
  banner: HomeBanner;
  videos: readonly HomeVideo[];
}

const commonVideos = {
  paymentLink: {
    id: 'send-payment-link',
    title: 'Send the payment link',
    description: 'From the review page, send the link by SMS, email or WhatsApp; the policy is issued the moment your customer pays.',
    minutes: 2,
    helpArticle: 'send-payment-link',
  },
  kyc: {
    id: 'kyc-pending',
    title: 'When KYC is pending',
    description: 'What your customer does when the insurer’s KYC check waits, and when to try again.',
    minutes: 1,
    helpArticle: 'kyc-pending',
  },
  loanConsent: {
    id: 'loan-consent',
    title: 'Your customer’s loan consent',
    description: 'Why the customer gets an OTP before lenders see the application, and how offers come back.',
    minutes: 2,
    helpArticle: 'loan-consent',
  },
} as const satisfies Record<string, HomeVideo>;

export const homeSections: Record<TenantCode, HomeSections> = {
  mintpro: {
    banner: {
      title: 'Monsoon is dengue season',
      text: 'Vector Borne Disease Cover pays a lump sum on a dengue or malaria diagnosis. Offer it with every health sale.',
      productCode: 'vector-borne',
      linkLabel: 'Sell Vector Borne Disease Cover',
    },
    videos: [commonVideos.paymentLink, commonVideos.kyc],
  },
  mintfin: {
    banner: {
      title: 'Personal loans, several lenders, one consent',
      text: 'Your customer consents once by OTP and sees every lender’s offer side by side, with the key facts statement.',
      productCode: 'personal-loan',
      linkLabel: 'Start a personal loan',
    },
    videos: [commonVideos.loanConsent, commonVideos.paymentLink],
  },
  mintlife: {
    banner: {
      title: 'Term life cover for a small single premium',
      text: 'Sachet Term covers your customer’s life for a year, with the mandate and good-health declaration signed online.',
      productCode: 'sachet-term',
      linkLabel: 'Sell Sachet Term',
    },
    videos: [commonVideos.paymentLink, commonVideos.kyc],
  },
  sahyadri: {
    banner: {
      title: 'Cash for every day in hospital',
      text: 'Sahyadri Group Hospicash pays a fixed sum for each day a member is in hospital, whatever the bill.',
      productCode: 'group-hospicash',
      linkLabel: 'Enrol a member in Group Hospicash',
    },
    videos: [
      {
        id: 'group-covers',
        title: 'Enrolling your members',
        description: 'How to enrol a bank customer in group personal accident or hospicash, and what the member receives.',
        minutes: 2,
        helpArticle: 'group-covers',
      },
      commonVideos.paymentLink,
    ],
  },
};
