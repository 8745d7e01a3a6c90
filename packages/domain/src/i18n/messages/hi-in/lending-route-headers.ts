import type { lendingRouteHeaders as english } from '../en-in/lending-route-headers';

export const lendingRouteHeaders = {
  loans: 'ऋण',
  'personal-loan-sell': 'ऋण का विवरण भरें',
  'personal-loan-consent-check': 'नंबर सत्यापित करें और आगे बढ़ें',
  'personal-loan-offers': 'ऋण ऑफ़र',
  'personal-loan-offer-lead': 'ऋण का विवरण',
  'home-loan-sell': 'ऋण का विवरण भरें',
  'home-loan-consent-check': 'नंबर सत्यापित करें और आगे बढ़ें',
  'home-loan-offers': 'ऋण ऑफ़र',
  'home-loan-offer-lead': 'ऋण का विवरण',
  'business-loans-sell': 'ऋण का विवरण भरें',
  'business-loans-offers': 'ऋण ऑफ़र',
  'business-loans-offer-lead': 'ऋण का विवरण',
  'fd-sell': 'जमा का विवरण भरें',
  'lamf-offers': 'ऋण ऑफ़र',
  'lamf-offer-lead': 'ऋण का विवरण',
  'lamf-share-details': 'ग्राहक का लिंक',
  'lamf-sell': 'ऋण का विवरण भरें',
  'preapproved-offers': 'ऋण गतिविधि का सारांश',
} satisfies Record<keyof typeof english, string>;
