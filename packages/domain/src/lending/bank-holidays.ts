/**
 * Bank holidays a KFS's validity skips (decisions 0140, 0154 and 0156), as data: the holidays under the
 * Negotiable Instruments Act of RBI's regional office Mumbai (RBI's holiday matrix,
 * https://www.rbi.org.in/Scripts/HolidayMatrixDisplay.aspx), where the sandbox lenders' head offices are. RBI
 * takes Mumbai's from the Government of Maharashtra's notification under section 25 of the Act for the year,
 * and moves one when the State does (an Islamic holiday on the moon's sighting, Id-e-Milad away from a Ganpati
 * immersion): such a change is one line here. A live lender's own calendar replaces this list. Dates are
 * calendar dates in India.
 *
 * Each 2026 entry says where its date was read (decision 0156):
 * - `rbi`: RBI's Mumbai list for the month, as published by the press from RBI's holiday matrix;
 * - `maharashtra`: the State's 2026 notification under section 25 (General Administration Department,
 *   December 2025), which RBI's Mumbai list follows; not yet read on RBI's own matrix for the month.
 * 2027 has its holidays of fixed date only, until the State notifies the year.
 */
export interface BankHoliday {
  date: string;
  name: string;
  /** Where the date was read; absent for a holiday of fixed date in a year not yet notified. */
  checked?: 'rbi' | 'maharashtra';
  /** A holiday for banks only (closing of accounts), not a public holiday. */
  banksOnly?: true;
}

export const BANK_HOLIDAYS_SOURCE =
  'RBI holiday matrix, holidays under the Negotiable Instruments Act, regional office Mumbai; Government of Maharashtra, public holidays 2026 under section 25 of the Negotiable Instruments Act, 1881';

export const bankHolidays: readonly BankHoliday[] = [
  { date: '2026-01-26', name: 'Republic Day', checked: 'maharashtra' },
  { date: '2026-02-15', name: 'Mahashivratri (a Sunday)', checked: 'maharashtra' },
  { date: '2026-02-19', name: 'Chhatrapati Shivaji Maharaj Jayanti', checked: 'maharashtra' },
  { date: '2026-03-03', name: 'Holi (second day)', checked: 'rbi' },
  { date: '2026-03-19', name: 'Gudhi Padwa', checked: 'rbi' },
  { date: '2026-03-21', name: 'Ramzan-Id (Id-ul-Fitr)', checked: 'rbi' },
  { date: '2026-03-26', name: 'Ram Navami', checked: 'maharashtra' },
  { date: '2026-03-31', name: 'Mahavir Janmakalyanak', checked: 'maharashtra' },
  { date: '2026-04-01', name: 'Banks’ closing of yearly accounts', checked: 'maharashtra', banksOnly: true },
  { date: '2026-04-03', name: 'Good Friday', checked: 'maharashtra' },
  { date: '2026-04-14', name: 'Dr. Babasaheb Ambedkar Jayanti', checked: 'maharashtra' },
  { date: '2026-05-01', name: 'Maharashtra Din; Buddha Pournima', checked: 'maharashtra' },
  { date: '2026-05-28', name: 'Bakri Id (Id-uz-Zuha)', checked: 'maharashtra' },
  { date: '2026-06-26', name: 'Muharram', checked: 'maharashtra' },
  { date: '2026-08-15', name: 'Independence Day; Parsi New Year (Shahenshahi)', checked: 'maharashtra' },
  { date: '2026-08-26', name: 'Id-e-Milad', checked: 'maharashtra' },
  { date: '2026-09-14', name: 'Ganesh Chaturthi', checked: 'maharashtra' },
  { date: '2026-10-02', name: 'Mahatma Gandhi Jayanti', checked: 'maharashtra' },
  { date: '2026-10-20', name: 'Dasara', checked: 'maharashtra' },
  { date: '2026-11-08', name: 'Diwali Amavasya (Laxmi Pujan; a Sunday)', checked: 'maharashtra' },
  { date: '2026-11-10', name: 'Diwali (Balipratipada)', checked: 'maharashtra' },
  { date: '2026-11-24', name: 'Guru Nanak Jayanti', checked: 'maharashtra' },
  { date: '2026-12-25', name: 'Christmas', checked: 'maharashtra' },
  { date: '2027-01-26', name: 'Republic Day' },
  { date: '2027-02-19', name: 'Chhatrapati Shivaji Maharaj Jayanti' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-04-14', name: 'Dr. Babasaheb Ambedkar Jayanti' },
  { date: '2027-05-01', name: 'Maharashtra Day' },
  { date: '2027-08-15', name: 'Independence Day' },
  { date: '2027-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2027-12-25', name: 'Christmas' },
];
