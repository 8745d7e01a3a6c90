/** The partner's sheets of Sachet Term QR codes (features/sachet/qr-sheets-page, decision 0267). */
export const qrSheets = {
  heading: 'Print a sheet of codes',
  about: 'Each code activates one year of Sachet Term cover, once. Cut the sheet and hand one code to each customer.',
  make: 'Make and download the PDF',
  making: 'Making the PDF…',
  downloaded: 'Downloaded {{fileName}}.',
  failed: 'The PDF could not be made. Please try again.',
  sheetsMade: 'Sheets you made',
  loading: 'Loading your sheets…',
  loadFailed: 'Your sheets could not be loaded.',
  none: 'No sheets yet.',
  madeOn: 'Made on',
  cover: 'Cover',
  codes: 'Codes',
  activated: 'Activated',
};

/** The sheet form's field texts, by fieldTextKey of their English (decision 0212). */
export const qrSheetFieldText = {
  numberOfCodes: 'Number of codes',
  from1To60SixFitOnAPage: 'From 1 to 60; six fit on a page',
  enterANumberOfCodesFrom1To60: 'Enter a number of codes from 1 to 60',
  selectSumInsured: 'Select sum insured',
};
