import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { roadsideAssistance, roadsideMessages, roadsideVehicleTypes, rtoOffices } from './roadside-assistance';
import { validateSaleForm } from './validate-sale-form';

const sale = roadsideAssistance.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);

describe('roadside-assistance quote', () => {
  it('accepts the sample quote', () => {
    expect(validateSaleForm(roadsideAssistance, 'quote', quote)).toEqual({ success: true, data: quote });
  });

  it.each([
    ['vehicleType', 'TRUCK', messages.chooseOption],
    ['vehicleType', '', messages.chooseOption],
    ['planCode', 'GOLD', messages.selectPlanType],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(roadsideAssistance, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('roadside-assistance proposal', () => {
  it('accepts the sample vehicle and proposer, whose date of birth is empty', () => {
    expect(proposal.dob).toBe('');
    expect(validateSaleForm(roadsideAssistance, 'proposal', proposal).success).toBe(true);
  });

  it.each([
    ['vehicleNumber', 'MH12A1234'],
    ['vehicleNumber', 'DL08CA5030'],
    ['vin', 'MA3EWDE1S00123456'],
    ['vehicleMake', 'Maruti Suzuki'],
    ['vehicleModel', 'Swift VXI'],
    ['dob', formatDob(new Date(today.getFullYear() - 40, 0, 15))],
  ])('accepts %s = "%s"', (field, value) => {
    expect(validateSaleForm(roadsideAssistance, 'proposal', { ...proposal, [field]: value }).success).toBe(true);
  });

  it.each([
    ['vehicleNumber', 'MH-12-AB-1234', messages.vehicleNumber],
    ['vehicleNumber', 'MH12ABC1234', messages.vehicleNumber],
    ['vehicleNumber', 'M12AB1234', messages.vehicleNumber],
    ['vehicleNumber', 'MH12AB123', messages.vehicleNumber],
    ['vehicleNumber', '', messages.vehicleNumber],
    ['vin', 'ME4-JF50', roadsideMessages.vin],
    ['vin', '', roadsideMessages.vin],
    ['vehicleMake', 'Honda!', roadsideMessages.vehicleMake],
    ['vehicleMake', '', roadsideMessages.vehicleMake],
    ['vehicleModel', 'Activa/6G', roadsideMessages.vehicleModel],
    ['breakdownPoint', 'XX99', roadsideMessages.breakdownPoint],
    ['breakdownPoint', '', roadsideMessages.breakdownPoint],
    ['dob', '1990-01-01', messages.dobFormat],
    ['dob', '30/02/1990', messages.invalidDate],
    ['firstName', 'Asha1', messages.firstName],
    ['mobile', '12345', messages.mobile],
    ['paymentMode', 'MINTPAY', messages.paymentModeNotConfigured],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(roadsideAssistance, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('offers the breakdown point from the RTO lookup, answering codes such as "MH12 Pune"', () => {
    const field = sale.proposal.fields.find((f) => f.name === 'breakdownPoint');
    expect(field?.optionsFrom).toBe('/products/oneapi_bike/lookups/rto');
    expect(rtoOffices).toContainEqual({ value: 'MH12', label: 'MH12 Pune' });
    for (const office of rtoOffices) expect(office.value).toMatch(/^[A-Z]{2}\d{2}$/);
    expect(new Set(rtoOffices.map((o) => o.value)).size).toBe(rtoOffices.length);
  });
});

describe('roadside-assistance premium', () => {
  it.each([
    ['TWO_WHEELER', 9900],
    ['FOUR_WHEELER', 19900],
  ])('%s costs %i paise a year, GST included', (vehicleType, totalPremium) => {
    const premium = sale.calculatePremium({ ...quote, vehicleType });
    expect(premium).toMatchObject({ planCode: 'ROADSIDE_ASSISTANCE', totalPremium });
    expect(premium.netPremium + premium.gst).toBe(totalPremium);
  });

  it("starts at the plan's starting price, Rs 99: the cheapest vehicle type", () => {
    const totals = roadsideVehicleTypes.map(({ value }) => sale.calculatePremium({ ...quote, vehicleType: value }).totalPremium);
    expect(Math.min(...totals)).toBe(roadsideAssistance.plans[0]!.startingPrice);
    expect(roadsideAssistance.startingPrice).toBe(9900);
  });
});
