// The config module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { brandContacts } from './brand-contacts';
export { renderBrochure } from './brochure-pdf';
export { chooseTenant, DEFAULT_TENANT } from './config-service';
export { findTenantFeatureFlags, readFeatureFlags, saveTenantFeatureFlag } from './feature-flags';
