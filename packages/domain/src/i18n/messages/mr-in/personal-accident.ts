import type { MessageCatalogue } from '../en-IN';

export const personalAccident = {
  createYourPlanInstead: 'त्याऐवजी तुमची योजना तयार करा',
  seeBasicPlan: 'तयार {{plan}} योजना पाहा',
  loadingPlan: 'योजना लोड होत आहे…',
  planFailed: 'योजना लोड होऊ शकली नाही.',
  premiumFrom: 'हप्ता <strong>{{price}}</strong> प्रति वर्षापासून, GST सह, कार्यालयीन कामासाठी (जोखीम वर्ग 1)',
  startsAt: 'सुरुवात <strong>{{price}}</strong> प्रति वर्षापासून, GST सह, कार्यालयीन कामासाठी (जोखीम वर्ग 1)',
  getQuote: 'कोटेशन मिळवा',
  quote: 'कोटेशन',
  yourQuote: 'तुमचे कोटेशन',
  buyNow: 'आता खरेदी करा',
} satisfies MessageCatalogue['personalAccident'];
