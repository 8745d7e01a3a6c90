// The one public entry of @portal/domain.
export * from './validation/rules';
export * from './validation/dates';
export * from './fields/field-config';
export * from './fields/build-schema';
export * from './products/product-definition';
export * from './products/catalogue';
export * from './money';
export * from './tenants';
export * from './roles';
export * from './flags';
export * from './constants';
export * from './api/errors';
export * from './api/auth';
export * from './api/catalogue';
export * from './api/sales';
