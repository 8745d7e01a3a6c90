/** Partner categories of SPEC §6. `view` reads but never writes. */
export const roles = ['partner', 'admin', 'mint-pro', 'view'] as const;
export type Role = (typeof roles)[number];

export const canWrite = (role: Role): boolean => role !== 'view';
/**
 * Admins and the view role see every partner's records within their tenant; others see only their own.
 * View is a read-only seat on the tenant's work, as distributors give supervisors and auditors (decision
 * 0160): it reads what an admin reads (leads, sales, payments, home figures, payouts) and writes nothing.
 */
export const seesWholeTenant = (role: Role): boolean => role === 'admin' || role === 'view';
/** Only an admin runs the tenant's console (decision 0110); the view role reads the tenant's work, not its console. */
export const runsConsole = (role: Role): boolean => role === 'admin';
/**
 * A mint-pro is a senior partner who leads a team (decision 0111): he sells as a partner and also sees
 * the leads, sales and payments of the partners whose team lead he is.
 */
export const seesTeam = (role: Role): boolean => role === 'mint-pro';
