/**
 * Bank holidays a KFS's validity skips (decision 0140), as data. Source: RBI's holiday matrix, "Holiday under
 * Negotiable Instruments Act", regional office Mumbai (https://www.rbi.org.in/Scripts/HolidayMatrixDisplay.aspx),
 * where the sandbox lenders' head offices are. Only the holidays of fixed date and Good Friday are listed; the
 * festival holidays that move with the lunar calendar are added here from the matrix as RBI publishes each
 * year's. A live lender's own calendar replaces this list. Dates are calendar dates in India.
 */
export interface BankHoliday {
  date: string;
  name: string;
}

export const BANK_HOLIDAYS_SOURCE = 'RBI holiday matrix, holidays under the Negotiable Instruments Act, regional office Mumbai';

export const bankHolidays: readonly BankHoliday[] = [
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-05-01', name: 'Maharashtra Day' },
  { date: '2026-08-15', name: 'Independence Day' },
  { date: '2026-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2026-12-25', name: 'Christmas' },
  { date: '2027-01-26', name: 'Republic Day' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-05-01', name: 'Maharashtra Day' },
  { date: '2027-08-15', name: 'Independence Day' },
  { date: '2027-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2027-12-25', name: 'Christmas' },
];
