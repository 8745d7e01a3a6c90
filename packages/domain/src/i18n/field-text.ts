/**
 * The catalogue key of a text of a product's field configuration (a label, hint, placeholder or option),
 * derived from its English words (decision 0212): "First Name" → "fieldText.firstName", "Pay online
 * (insurer gateway)" → "fieldText.payOnlineInsurerGateway"; a currency sign is a word of its own ("Loan amount (₹)" →
 * "fieldText.loanAmount₹", apart from "Loan amount"). The configs stay English data; a page looks
 * its words up by this key, and a text without an entry is shown as the config has it.
 */
export function fieldTextKey(english: string): string {
  const words = english.match(/[\p{L}\p{N}]+|\p{Sc}/gu) ?? [];
  const camel = words.map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join('');
  return `fieldText.${camel}`;
}
