/**
 * Failures the sandbox SMS and email providers can be told to produce (docs/sandbox.md), so the retry
 * and dead-letter path of notifications runs on one machine: a test (or the demo) sets `failing`, and
 * any message to a documented failing recipient always fails.
 */
export class SandboxDeliveryFaults {
  /** While true, every delivery fails as a gateway outage would. */
  failing = false;
}

/** Recipients the sandbox always refuses: the mobile 6000000000 and any address at fail.sandbox.invalid. */
export const isSandboxFailingRecipient = (to: string) => to === '6000000000' || to.toLowerCase().endsWith('@fail.sandbox.invalid');

/**
 * A provider's refusal, named by code so the notification keeps the code and never the recipient.
 * `permanent`: the gateway refuses this recipient for good (an invalid or barred number, an address that
 * bounces); trying again later cannot help, so the message goes to the dead letters at once (decision 0132).
 */
export class DeliveryError extends Error {
  constructor(
    readonly code: string,
    readonly permanent = false,
  ) {
    super(`Delivery failed: ${code}`);
    this.name = 'DeliveryError';
  }
}

/** Throws the sandbox's failure for this message, if it is told to fail it. */
export function failIfTold(faults: SandboxDeliveryFaults | undefined, to: string): void {
  if (faults?.failing) throw new DeliveryError('SANDBOX_GATEWAY_DOWN');
  if (isSandboxFailingRecipient(to)) throw new DeliveryError('SANDBOX_RECIPIENT_REFUSED', true);
}
