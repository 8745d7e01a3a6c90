/** Who a message is sent for: the tenant (whose admin sees it if it fails), the partner and the product. */
export interface MessageSender {
  tenantCode?: string;
  partnerId?: string;
  productCode?: string;
}
