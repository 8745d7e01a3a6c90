import { describe, expect, it } from 'vitest';
import { indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { validateSaleForm } from './validate-sale-form';
import { vectorBorne } from './vector-borne';

const sale = vectorBorne.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);

describe('vector-borne quote', () => {
  it('accepts the sample quote', () => {
    expect(validateSaleForm(vectorBorne, 'quote', quote)).toEqual({ success: true, data: quote });
  });

  it.each([
    ['sumInsured', '20000', messages.selectSumInsured],
    ['sumInsured', '', messages.selectSumInsured],
    ['pinCode', '4110', messages.quotePinCode],
    ['pinCode', '011001', messages.quotePinCode],
    ['pinCode', '', messages.pinCodeRequired],
    ['planCode', 'GOLD', messages.selectPlanType],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(vectorBorne, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('offers the one sum insured of Rs 10,000, preselected', () => {
    const field = sale.quote.fields.find((f) => f.name === 'sumInsured');
    expect(field?.options).toEqual([{ value: '10000', label: '10,000' }]);
    expect(field?.defaultValue).toBe('10000');
  });
});

describe('vector-borne proposal', () => {
  it('accepts the sample proposer and nominee', () => {
    expect(validateSaleForm(vectorBorne, 'proposal', proposal).success).toBe(true);
  });

  it.each([
    ['firstName', 'Asha1', messages.firstName],
    ['lastName', 'Pat il', messages.lastName],
    ['email', 'asha@', messages.email],
    ['mobile', '5876543210', messages.mobile],
    ['dob', '1990-01-01', messages.dobFormat],
    ['dob', '30/02/1990', messages.invalidDate],
    ['pinCode', '01100', messages.pinCode],
    ['city', 'Pune 2', messages.city],
    ['state', 'MH-12', messages.state],
    ['paymentMode', 'MINTPAY', messages.paymentModeNotConfigured],
    ['nomineeDob', '31/04/1990', messages.invalidDate],
    ['nomineeRelationship', 'COUSIN', messages.chooseOption],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    const result = validateSaleForm(vectorBorne, 'proposal', { ...proposal, [field]: value });
    expect(result).toEqual({ success: false, fields: { [field]: message } });
  });

  it('reports every failing field at once', () => {
    const result = validateSaleForm(vectorBorne, 'proposal', { ...proposal, email: 'x', mobile: '1' });
    expect(result).toEqual({ success: false, fields: { email: messages.email, mobile: messages.mobile } });
  });
});

describe('vector-borne premium', () => {
  it('is Rs 199 including GST, net and GST adding up to the paisa', () => {
    const premium = sale.calculatePremium(quote);
    expect(premium).toMatchObject({ planCode: 'VECTOR_BORNE', sumInsured: 10000, totalPremium: 19900, netPremium: 16864, gst: 3036 });
    expect(premium.netPremium + premium.gst).toBe(premium.totalPremium);
    expect(premium.breakdown.map((line) => line.amount)).toEqual([premium.netPremium, premium.gst]);
  });
});
