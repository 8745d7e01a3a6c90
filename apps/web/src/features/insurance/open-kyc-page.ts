/** Hands the browser to the KYC provider's page; it comes back to the return URL given at initiation. */
export function openKycPage(redirectUrl: string): void {
  window.location.assign(redirectUrl);
}
