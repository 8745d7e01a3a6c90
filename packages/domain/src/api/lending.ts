/**
 * The lending calls as both sides see them: the API validates with these and the web's RTK Query
 * endpoints type against them. Money is integer paise; rates and APR are percentages a year (12.5 = 12.5 %).
 * Personal data (name, mobile, PAN) travels only in bodies, never in URLs.
 *
 * The flow of a personal or home loan:
 *   POST /api/products/{code}/loan-applications            (the sell form)            → loanApplicationSchema
 *   POST /api/loan-applications/{aggregatorId}/consent/otp  (OTP to the customer)      → consentOtpSentSchema
 *   POST /api/loan-applications/{aggregatorId}/consent/verify {otp}                    → loanApplicationSchema
 *   POST /api/loan-applications/{aggregatorId}/consent/withdraw  (DPDP withdrawal)      → loanApplicationSchema
 *   GET  /api/loan-applications/{aggregatorId}              (reload the application)  → loanApplicationSchema
 *   GET  /api/leads/aggregator/{aggregatorId}?dpFlow        (offers; poll while pending) → offersAnswerSchema
 *   GET  /api/loan-applications/{aggregatorId}/offers/{offerId}         (offer + KFS)  → offerWithKfsSchema
 *   GET  /api/loan-applications/{aggregatorId}/offers/{offerId}/kfs.pdf (KFS as PDF)
 *   POST /api/leads/clone?aggregatorId&dpFlow&selectOffer   (choose: one lead per chosen offer) → chosenOfferSchema
 *   GET  /api/leads/loanOffer?leadId                        (the lead's offer and KFS)  → leadLoanOfferSchema
 *   POST /api/leads/kfsAcknowledgement?leadId {acknowledged: true}                       → leadLoanOfferSchema
 *   POST /api/leads/customerLink?leadId   (the customer's redirection link)             → customerLinkSchema
 * Business loans and LAMF take the same consent OTP (a page may ask for it on the sell page itself).
 * FD: POST /api/products/FD/quote (rate, maturity) then POST /api/products/FD/bookings (lead + customer link).
 */
export * from './lending-application';
export * from './lending-offers';
export * from './lending-lender-status';
export * from './lending-deposits';
export * from './lending-links-and-providers';
