import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { skipToken } from '@reduxjs/toolkit/query';
import { PIN_CODE_PATTERN, type FieldConfig, type PinCodePlace } from '@portal/domain';
import { api } from '../../lib/api';

/** GET /api/lookups/pincodes/:pinCode — India Post's city (district) and state of a pin code, looked up by the API. */
const pinCodePlaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPinCodePlace: build.query<PinCodePlace, string>({
      query: (pinCode) => `/lookups/pincodes/${encodeURIComponent(pinCode)}`,
    }),
  }),
});

export const { useGetPinCodePlaceQuery } = pinCodePlaceApi;

/** An address's pin code field and the city and state fields beside it (addressFields: pinCode → city, state; shopPinCode → shopCity, shopState). */
export interface PinCodeAddress {
  pinCode: string;
  city: string;
  state: string;
}

/** The addresses of a form whose pin code fills city and state: every pin-code field with both siblings on the form. */
export function findPinCodeAddresses(fields: readonly FieldConfig[]): PinCodeAddress[] {
  const names = new Set(fields.map((field) => field.name));
  return fields.flatMap((field) => {
    const match = /^(.*)(pinCode|PinCode)$/.exec(field.name);
    if (!match || field.rule?.name !== 'pinCode') return [];
    const prefix = match[1] ?? '';
    const sibling = (name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name);
    const address = { pinCode: field.name, city: sibling('city'), state: sibling('state') };
    return names.has(address.city) && names.has(address.state) ? [address] : [];
  });
}

/**
 * Fills an address's city and state once its pin code is six valid digits. A value the partner typed is
 * kept: only an empty field, or one this filled for an earlier pin code, is replaced.
 */
export function PinCodePlaceFill({ address }: { address: PinCodeAddress }) {
  const { control, getFieldState, getValues, setValue } = useFormContext();
  const pinCode = useWatch({ control, name: address.pinCode }) as unknown;
  const wellFormed = typeof pinCode === 'string' && PIN_CODE_PATTERN.test(pinCode) ? pinCode : undefined;
  const place = useGetPinCodePlaceQuery(wellFormed ?? skipToken);
  const filled = useRef<{ city?: string; state?: string }>({});

  useEffect(() => {
    if (!place.data || place.data.pinCode !== wellFormed) return;
    for (const part of ['city', 'state'] as const) {
      const name = address[part];
      const current = getValues(name) as unknown;
      if (current !== '' && current !== undefined && current !== filled.current[part]) continue;
      // Checked again only when it shows an error the place may clear ("City is required" after a submit):
      // otherwise the carried pin code of a proposal that just opened would fetch and run the form's
      // validation during its first paint, for a value India Post gave (decision 0297).
      setValue(name, place.data[part], { shouldDirty: true, shouldValidate: Boolean(getFieldState(name).error) });
      filled.current[part] = place.data[part];
    }
  }, [place.data, wellFormed, address, getFieldState, getValues, setValue]);
  return null;
}
