/** Hands the browser to the gateway's hosted checkout page; it comes back on /products/payment-status. */
export function openPaymentPage(linkUrl: string): void {
  window.location.assign(linkUrl);
}
