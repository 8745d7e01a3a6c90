import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { listProductsForTenant, tenantCodes, tenants as tenantDefinitions, type Role, type TenantCode } from '@portal/domain';
import type { Database } from './client';
import { partnerAuthorisations, partners, tenants } from './partners-schema';

export interface DemoPartner {
  mobile: string;
  tenant: TenantCode;
  role: Role;
  name: string;
  userName: string;
  email: string;
  /** Authorised for every product of its tenant that needs authorisation; false shows the "not authorised" message. */
  authorised: boolean;
}

const demo = (mobile: string, tenant: TenantCode, role: Role, name: string, authorised = true): DemoPartner => {
  const userName = name.toLowerCase().replace(/\s+/g, '.');
  return { mobile, tenant, role, name, userName, email: `${userName}@${tenant}.example`, authorised };
};

/**
 * The demo logins (docs/demo-logins.md lists them). Mobiles 99999000xx are the sandbox test numbers:
 * with PROVIDERS=sandbox they accept the fixed OTP 123456.
 */
export const demoPartners: readonly DemoPartner[] = [
  demo('9999900001', 'mintpro', 'partner', 'Asha Rao'),
  demo('9999900002', 'mintpro', 'admin', 'Vikram Mehta'),
  demo('9999900003', 'mintpro', 'mint-pro', 'Neha Kulkarni'),
  demo('9999900004', 'mintpro', 'view', 'Rohan Iyer'),
  demo('9999900005', 'mintpro', 'partner', 'Kiran Shah', false),
  // A second admin per tenant: a change one admin asks for needs another's approval (decision 0110).
  demo('9999900006', 'mintpro', 'admin', 'Farah Khan'),
  demo('9999900011', 'mintfin', 'partner', 'Priya Nair'),
  demo('9999900012', 'mintfin', 'admin', 'Arjun Desai'),
  demo('9999900013', 'mintfin', 'mint-pro', 'Meera Pillai'),
  demo('9999900014', 'mintfin', 'view', 'Sanjay Gupta'),
  demo('9999900015', 'mintfin', 'admin', 'Rakesh Bose'),
  demo('9999900021', 'mintlife', 'partner', 'Kavita Joshi'),
  demo('9999900022', 'mintlife', 'admin', 'Rahul Verma'),
  demo('9999900023', 'mintlife', 'mint-pro', 'Anita Menon'),
  demo('9999900024', 'mintlife', 'view', 'Deepak Singh'),
  demo('9999900025', 'mintlife', 'admin', 'Sneha Kapoor'),
  demo('9999900031', 'sahyadri', 'partner', 'Sunil Patil'),
  demo('9999900032', 'sahyadri', 'admin', 'Madhuri Jadhav'),
  demo('9999900033', 'sahyadri', 'mint-pro', 'Ganesh Pawar'),
  demo('9999900034', 'sahyadri', 'view', 'Swati Deshmukh'),
  demo('9999900035', 'sahyadri', 'admin', 'Vijay More'),
];

/** Demo teams (decision 0111): each tenant's partner reports to its mint-pro, who sees his leads and sales. */
const demoTeams: readonly { member: string; teamLead: string }[] = [
  { member: '9999900001', teamLead: '9999900003' },
  { member: '9999900011', teamLead: '9999900013' },
  { member: '9999900021', teamLead: '9999900023' },
  { member: '9999900031', teamLead: '9999900033' },
];
/** Demo waitlist places for the console to approve (kept once decided: inserted only when absent). */
const demoWaitlist: readonly { mobile: string; productCode: string }[] = [{ mobile: '9999900005', productCode: 'marine' }];

/** A stable, opaque dealer hash per demo mobile, so the demo's dealerHash survives restarts. */
const dealerHashOf = (mobile: string) => createHash('sha256').update(`demo-dealer:${mobile}`).digest('hex').slice(0, 16);

/**
 * The four tenants, the demo partners of each role and their authorisations. Idempotent and run on
 * every start: rows are upserted, so the demo logins always match the list above.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(tenants)
      .values(tenantCodes.map((code) => ({ code, name: tenantDefinitions[code].name, whiteLabel: tenantDefinitions[code].whiteLabel })))
      .onConflictDoUpdate({ target: tenants.code, set: { name: sql`excluded.name`, whiteLabel: sql`excluded.white_label` } });

    const rows = await tx
      .insert(partners)
      .values(
        demoPartners.map((p) => ({
          tenantCode: p.tenant,
          mobile: p.mobile,
          email: p.email,
          name: p.name,
          userName: p.userName,
          dealerHash: dealerHashOf(p.mobile),
          role: p.role,
          active: true,
        })),
      )
      .onConflictDoUpdate({
        target: partners.mobile,
        set: {
          tenantCode: sql`excluded.tenant_code`,
          email: sql`excluded.email`,
          name: sql`excluded.name`,
          userName: sql`excluded.user_name`,
          role: sql`excluded.role`,
          active: true,
        },
      })
      .returning({ id: partners.id, mobile: partners.mobile });
    const idByMobile = new Map(rows.map((row) => [row.mobile, row.id]));

    const authorisations = demoPartners
      .filter((p) => p.authorised)
      .flatMap((p) =>
        listProductsForTenant(p.tenant)
          .filter((product) => product.requiresAuthorisation)
          .map((product) => ({ partnerId: idByMobile.get(p.mobile)!, productCode: product.code, status: 'AUTHORISED' as const })),
      );
    if (authorisations.length > 0) {
      await tx
        .insert(partnerAuthorisations)
        .values(authorisations)
        .onConflictDoUpdate({ target: [partnerAuthorisations.partnerId, partnerAuthorisations.productCode], set: { status: 'AUTHORISED' } });
    }
    for (const { member, teamLead } of demoTeams) {
      await tx
        .update(partners)
        .set({ teamLeadId: idByMobile.get(teamLead)! })
        .where(eq(partners.id, idByMobile.get(member)!));
    }
    await tx
      .insert(partnerAuthorisations)
      .values(demoWaitlist.map(({ mobile, productCode }) => ({ partnerId: idByMobile.get(mobile)!, productCode, status: 'WAITLISTED' as const })))
      .onConflictDoNothing();
  });
}
