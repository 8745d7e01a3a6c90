import { eq } from 'drizzle-orm';
import { featureFlagKeys, type FeatureFlagKey, type FeatureFlags, type TenantCode } from '@portal/domain';
import type { Database } from '../db/client';
import { tenantFeatureFlags } from '../db/schema/feature-flags-schema';

/**
 * Defaults of the SPEC §6 flags for this build: the config-driven quote and proposal forms, the
 * review-payment redirect, lead redirection and the multi-leads section are on; DOMAIN_MIGRATION
 * (moving partners to a new host) is off until an operator turns it on.
 */
export const defaultFeatureFlags: FeatureFlags = {
  DOMAIN_MIGRATION: false,
  MULTI_LEADS_SECTION: true,
  CONFIG_FORM_PROPOSAL: true,
  QUOTATION_CONFIG_FORM: true,
  REDIRECT_REVIEW_PAYMENT: true,
  LEAD_REDIRECTION: true,
};

const isFlagKey = (key: string): key is FeatureFlagKey => (featureFlagKeys as readonly string[]).includes(key);

/**
 * The flags with env FEATURE_FLAGS applied ("KEY=true,KEY=false"). An unknown key or value stops the
 * service at start rather than being ignored.
 */
export function readFeatureFlags(overrides: string): FeatureFlags {
  const flags = { ...defaultFeatureFlags };
  for (const item of overrides
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [key = '', value = ''] = item.split('=').map((part) => part.trim());
    if (!isFlagKey(key)) throw new Error(`FEATURE_FLAGS: unknown flag "${key}"; known flags are ${featureFlagKeys.join(', ')}`);
    if (value !== 'true' && value !== 'false') throw new Error(`FEATURE_FLAGS: ${key} must be true or false`);
    flags[key] = value === 'true';
  }
  return flags;
}

/** The tenant's flags: the service's defaults with the tenant's own values (set through the console) on top. */
export async function findTenantFeatureFlags(db: Database, tenant: TenantCode, defaults: FeatureFlags): Promise<FeatureFlags> {
  const rows = await db
    .select({ flag: tenantFeatureFlags.flag, enabled: tenantFeatureFlags.enabled })
    .from(tenantFeatureFlags)
    .where(eq(tenantFeatureFlags.tenantCode, tenant));
  const flags = { ...defaults };
  for (const row of rows) if (isFlagKey(row.flag)) flags[row.flag] = row.enabled;
  return flags;
}

/** Sets the tenant's own value of a flag (the console, after a second admin approved it). */
export async function saveTenantFeatureFlag(db: Database, tenant: TenantCode, flag: FeatureFlagKey, enabled: boolean): Promise<void> {
  await db
    .insert(tenantFeatureFlags)
    .values({ tenantCode: tenant, flag, enabled })
    .onConflictDoUpdate({ target: [tenantFeatureFlags.tenantCode, tenantFeatureFlags.flag], set: { enabled, updatedAt: new Date() } });
}
