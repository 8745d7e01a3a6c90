/** Who a message is sent for: the tenant (whose admin sees it if it fails), the partner and the product. */
export interface MessageSender {
  tenantCode?: string;
  partnerId?: string;
  productCode?: string;
  /** The notification the message delivers (set by the notifier), so the relay can hand a refusal back to it. */
  notificationId?: string;
}
