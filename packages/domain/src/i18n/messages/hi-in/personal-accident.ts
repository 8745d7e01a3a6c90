import type { MessageCatalogue } from '../en-IN';

export const personalAccident = {
  createYourPlanInstead: 'इसके बजाय अपनी योजना बनाएँ',
  seeBasicPlan: 'तैयार {{plan}} योजना देखें',
  loadingPlan: 'योजना लोड हो रही है…',
  planFailed: 'योजना लोड नहीं हो सकी।',
  premiumFrom: 'प्रीमियम <strong>{{price}}</strong> प्रति वर्ष से, GST सहित, कार्यालय के काम के लिए (जोखिम वर्ग 1)',
  startsAt: 'शुरुआत <strong>{{price}}</strong> प्रति वर्ष से, GST सहित, कार्यालय के काम के लिए (जोखिम वर्ग 1)',
  getQuote: 'कोटेशन पाएँ',
  quote: 'कोटेशन',
  yourQuote: 'आपका कोटेशन',
  buyNow: 'अभी खरीदें',
} satisfies MessageCatalogue['personalAccident'];
