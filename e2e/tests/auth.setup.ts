import { test as setup } from '@playwright/test';
import {
  demoPartners,
  mintfinAdminStorageState,
  mintfinPartnerStorageState,
  partnerStorageState,
  signInThroughApi,
  whiteLabelStorageState,
} from './support/demo';

// Signs the demo partner in once for every journey (the OTP send limits are real, even in the sandbox).
setup('sign in the demo partner', async ({ request }) => {
  await signInThroughApi(request, demoPartners.partner);
  await request.storageState({ path: partnerStorageState });
});

setup("sign in the white-label tenant's demo partner", async ({ request }) => {
  await signInThroughApi(request, demoPartners.whiteLabel);
  await request.storageState({ path: whiteLabelStorageState });
});

// Tenant mintfin's partner and admin, shared by the console and lead-flag journeys (one OTP each).
setup("sign in tenant mintfin's partner and admin", async ({ playwright, baseURL }) => {
  for (const [mobile, path] of [
    [demoPartners.mintfinPartner, mintfinPartnerStorageState],
    [demoPartners.mintfinAdmin, mintfinAdminStorageState],
  ] as const) {
    const request = await playwright.request.newContext({ baseURL });
    await signInThroughApi(request, mobile);
    await request.storageState({ path });
    await request.dispose();
  }
});
