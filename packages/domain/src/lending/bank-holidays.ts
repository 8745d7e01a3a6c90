/**
 * Bank holidays a KFS's validity skips (decisions 0140 and 0154), as data. Source: RBI's holiday matrix,
 * "Holiday under Negotiable Instruments Act", regional office Mumbai
 * (https://www.rbi.org.in/Scripts/HolidayMatrixDisplay.aspx), where the sandbox lenders' head offices are; RBI
 * takes Maharashtra's public holidays (General Administration Department notification for the year) for
 * Mumbai. Holidays of fixed date are certain; festival holidays follow the lunar calendar (`lunar: true`),
 * and the Islamic ones the moon's sighting, so RBI may move one by a day when it is sighted: such a change is
 * one line here. A live lender's own calendar replaces this list. Dates are calendar dates in India.
 */
export interface BankHoliday {
  date: string;
  name: string;
  /** Set by the lunar calendar (moves year to year); checked against RBI's matrix when it is published. */
  lunar?: true;
}

export const BANK_HOLIDAYS_SOURCE = 'RBI holiday matrix, holidays under the Negotiable Instruments Act, regional office Mumbai (Maharashtra public holidays)';

export const bankHolidays: readonly BankHoliday[] = [
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-02-19', name: 'Chhatrapati Shivaji Maharaj Jayanti' },
  { date: '2026-03-04', name: 'Holi (Dhulivandan)', lunar: true },
  { date: '2026-03-19', name: 'Gudi Padwa', lunar: true },
  { date: '2026-03-21', name: 'Ramzan-Id (Id-ul-Fitr)', lunar: true },
  { date: '2026-03-26', name: 'Ram Navami', lunar: true },
  { date: '2026-03-31', name: 'Mahavir Jayanti', lunar: true },
  { date: '2026-04-03', name: 'Good Friday', lunar: true },
  { date: '2026-04-14', name: 'Dr. Babasaheb Ambedkar Jayanti' },
  { date: '2026-05-01', name: 'Maharashtra Day; Buddha Pournima' },
  { date: '2026-05-27', name: 'Bakri Id (Id-uz-Zuha)', lunar: true },
  { date: '2026-06-26', name: 'Muharram', lunar: true },
  { date: '2026-08-15', name: 'Independence Day; Parsi New Year (Shahenshahi)' },
  { date: '2026-08-26', name: 'Id-e-Milad', lunar: true },
  { date: '2026-09-14', name: 'Ganesh Chaturthi', lunar: true },
  { date: '2026-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2026-10-20', name: 'Dussehra', lunar: true },
  { date: '2026-11-10', name: 'Diwali (Balipratipada)', lunar: true },
  { date: '2026-11-24', name: 'Guru Nanak Jayanti', lunar: true },
  { date: '2026-12-25', name: 'Christmas' },
  { date: '2027-01-26', name: 'Republic Day' },
  { date: '2027-02-19', name: 'Chhatrapati Shivaji Maharaj Jayanti' },
  { date: '2027-03-26', name: 'Good Friday', lunar: true },
  { date: '2027-04-14', name: 'Dr. Babasaheb Ambedkar Jayanti' },
  { date: '2027-05-01', name: 'Maharashtra Day' },
  { date: '2027-08-15', name: 'Independence Day' },
  { date: '2027-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2027-12-25', name: 'Christmas' },
];
