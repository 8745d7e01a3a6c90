/** Partner categories of SPEC §6. `view` reads but never writes. */
export const roles = ['partner', 'admin', 'mint-pro', 'view'] as const;
export type Role = (typeof roles)[number];

export const canWrite = (role: Role): boolean => role !== 'view';
/** Admins see every partner's records within their tenant; others see only their own. */
export const seesWholeTenant = (role: Role): boolean => role === 'admin';
