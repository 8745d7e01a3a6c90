import type { lendingRouteHeaders as english } from '../en-in/lending-route-headers';

export const lendingRouteHeaders = {
  loans: 'कर्ज',
  'personal-loan-sell': 'कर्जाचा तपशील भरा',
  'personal-loan-consent-check': 'नंबर पडताळा आणि पुढे चला',
  'personal-loan-offers': 'कर्ज ऑफर',
  'personal-loan-offer-lead': 'कर्जाचा तपशील',
  'home-loan-sell': 'कर्जाचा तपशील भरा',
  'home-loan-consent-check': 'नंबर पडताळा आणि पुढे चला',
  'home-loan-offers': 'कर्ज ऑफर',
  'home-loan-offer-lead': 'कर्जाचा तपशील',
  'business-loans-sell': 'कर्जाचा तपशील भरा',
  'business-loans-offers': 'कर्ज ऑफर',
  'business-loans-offer-lead': 'कर्जाचा तपशील',
  'fd-sell': 'ठेवीचा तपशील भरा',
  'lamf-offers': 'कर्ज ऑफर',
  'lamf-offer-lead': 'कर्जाचा तपशील',
  'lamf-share-details': 'ग्राहकाची लिंक',
  'lamf-sell': 'कर्जाचा तपशील भरा',
  'preapproved-offers': 'कर्ज व्यवहारांचा सारांश',
} satisfies Record<keyof typeof english, string>;
