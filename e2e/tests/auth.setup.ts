import { test as setup } from '@playwright/test';
import { demoPartners, partnerStorageState, signInThroughApi, whiteLabelStorageState } from './support/demo';


// Signs the demo partner in once for every journey (the OTP send limits are real, even in the sandbox).
setup('sign in the demo partner', async ({ request }) => {
  await signInThroughApi(request, demoPartners.partner);
  await request.storageState({ path: partnerStorageState });
});

setup("sign in the white-label tenant's demo partner", async ({ request }) => {
  await signInThroughApi(request, demoPartners.whiteLabel);
  await request.storageState({ path: whiteLabelStorageState });
});
