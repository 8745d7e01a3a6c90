/**
 * The lending module's use cases (SPEC §2, §7), one file per concern; this file gathers them for the routes
 * and the modules that read lending's tokens.
 */
export * from './lending-context';
export * from './application-service';
export * from './offer-choice-service';
export * from './lead-offer-service';
export * from './lender-status-service';
export * from './providers-and-public-page';
export * from './fd-service';
export * from './redirection-service';
export { findApplicationById, type ApplicationRow } from './lending-repository';
