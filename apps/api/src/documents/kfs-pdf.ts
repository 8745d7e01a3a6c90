import { DEFAULT_LANGUAGE, formatDate, formatDateTime, formatRupees, instalmentLineMessage, kfsWordRef, type Kfs, type Language } from '@portal/domain';
import { FlowingPage, MARGIN, startLetterhead } from './pdf-page';
import { translatorOf } from '../i18n/api-i18n';

const percent = (n: number) => `${n.toFixed(2)} %`;

/** The document's words in its language: its own by key, the lenders' English data by kfsWordRef (decision 0217). */
function wordsOf(language: Language) {
  const t = translatorOf(language);
  const say = (text: string) => {
    const ref = kfsWordRef(text);
    return ref ? t(ref.key, { ...ref.values, defaultValue: text }) : text;
  };
  const dateTime = (iso: string) => formatDateTime(new Date(iso)).replace(/ (am|pm)$/, (_, period: string) => ` ${t(`shell.dayPeriod.${period}`)}`);
  const instalments = (kfs: Kfs) => {
    const { key, values } = instalmentLineMessage(kfs);
    return t(key, values);
  };
  return { t, say, dateTime, instalments };
}

type Words = ReturnType<typeof wordsOf>;

/** Part 1 (RBI KFS Annex A): amount, tenure, instalments, rate and its type, fees, APR, contingent charges. */
function partOne(doc: FlowingPage, kfs: Kfs, { t, say, instalments }: Words) {
  doc.heading(t('kfsPdf.part1'));
  doc.row(t('kfsPdf.sanctioned'), formatRupees(kfs.amount));
  doc.row(t('kfsPdf.disbursal'), t('kfsPdf.upfront'));
  doc.row(t('kfsPdf.loanTerm'), t('customerLoan.offer.months', { count: kfs.tenureMonths }));
  doc.row(t('customerLoan.offer.instalments'), t('kfsPdf.instalmentsValue', { line: instalments(kfs) }));
  doc.row(t('kfsPdf.rateAndType'), t(kfs.rate.type === 'FIXED' ? 'kfsPdf.rateFixed' : 'kfsPdf.rateFloating', { rate: percent(kfs.rate.annualPercent) }));
  if (kfs.rate.type === 'FLOATING') {
    const spread = percent(kfs.rate.spreadPercent ?? 0);
    doc.row(t('kfsPdf.benchmark'), t('kfsPdf.benchmarkValue', { benchmark: kfs.rate.benchmark ?? '', spread, months: kfs.rate.resetMonths ?? 3 }));
  }
  const fee = (key: string, f: Kfs['fees']['lender'][number]) =>
    doc.row(t(key, { fee: say(f.label) }), t('kfsPdf.feeValue', { amount: formatRupees(f.amount), payee: say(f.payableTo) }));
  for (const f of kfs.fees.lender) fee('kfsPdf.toLender', f);
  for (const f of kfs.fees.thirdParty) fee('kfsPdf.toThirdParty', f);
  doc.row(t('kfsPdf.net'), formatRupees(kfs.netDisbursed));
  doc.row(t('customerLoan.offer.totalInterest'), formatRupees(kfs.totalInterest));
  doc.row(t('kfsPdf.totalPaid'), formatRupees(kfs.totalRepayable));
  doc.row(t('customerLoan.offer.apr'), percent(kfs.aprPercent));
  doc.paragraph(say(kfs.aprMethod));
  doc.heading(t('kfsPdf.contingent'));
  for (const charge of kfs.contingentCharges) doc.row(say(charge.label), say(charge.text));
}

/** Part 2: cooling-off, grievance, recovery agents, validity. */
function partTwo(doc: FlowingPage, kfs: Kfs, { t, say, dateTime }: Words) {
  doc.heading(t('kfsPdf.part2'));
  doc.row(t('kfsPdf.coolingOff'), t('kfsPdf.coolingOffValue', { days: kfs.coolingOffDays }));
  doc.row(t('customerLoan.offer.grievance'), `${kfs.grievance.name}, ${say(kfs.grievance.designation)}`);
  doc.row(t('kfsPdf.contact'), `${kfs.grievance.phone}, ${kfs.grievance.email}, ${kfs.grievance.address}`);
  doc.row(t('kfsPdf.recoveryAgents'), say(kfs.recoveryAgents));
  doc.row(t('kfsPdf.issued'), dateTime(kfs.issuedAt));
  doc.row(t('kfsPdf.validUntil'), t('customerLoan.offer.validUntilValue', { when: dateTime(kfs.validUntil), days: kfs.validityWorkingDays }));
}

/** The repayment schedule (Annex C), its header again on each new page. */
function schedule(doc: FlowingPage, kfs: Kfs, { t }: Words) {
  doc.heading(t('kfsPdf.schedule'));
  const columns = ['number', 'dueDate', 'opening', 'instalment', 'interest', 'principal', 'closing'].map((key) => t(`kfsPdf.${key}`));
  const xs = [MARGIN, MARGIN + 32, MARGIN + 105, MARGIN + 185, MARGIN + 265, MARGIN + 335, MARGIN + 415];
  const header = () => {
    columns.forEach((c, i) => doc.text(c, xs[i]!, doc.bold, 9));
    doc.y -= 4;
    doc.rule();
    doc.y -= 12;
  };
  header();
  for (const r of kfs.schedule) {
    if (doc.y - 12 <= MARGIN) {
      doc.ensure(40);
      header();
    }
    const cells = [String(r.instalment), formatDate(r.dueDate), ...[r.opening, r.payment, r.interest, r.principal, r.closing].map(formatRupees)];
    cells.forEach((c, i) => doc.text(c, xs[i]!, doc.regular, 9));
    doc.y -= 12;
  }
}

/**
 * The Key Facts Statement as a PDF (RBI KFS directions 2024): part 1 (amount, tenure, instalments, rate and
 * its type, fees to the lender and to third parties, APR, contingent charges), part 2 (cooling-off, grievance,
 * recovery agents, validity) and the repayment schedule. Built from the same Kfs object the screen shows, in
 * the borrower's language: Hindi and Marathi with Noto Sans Devanagari embedded (decisions 0211, 0217).
 */
export async function renderKfsPdf(
  kfs: Kfs,
  meta: { customerName: string; offerId: string; brandName: string },
  language: Language = DEFAULT_LANGUAGE,
): Promise<Uint8Array> {
  const words = wordsOf(language);
  const { t } = words;
  const doc = new FlowingPage(
    await startLetterhead({
      title: t('kfsPdf.title', { offerId: meta.offerId }),
      subject: `${kfs.productName}, ${kfs.lender.lenderName}`,
      author: kfs.lender.lenderName,
      createdAt: new Date(kfs.issuedAt),
      seller: kfs.lender.lenderName,
      documentName: t('kfsPdf.documentName', { productName: kfs.productName, brandName: meta.brandName }),
      devanagari: language !== DEFAULT_LANGUAGE,
    }),
  );
  doc.row(t('kfsPdf.borrower'), meta.customerName);
  doc.row(t('kfsPdf.offerReference'), meta.offerId);
  partOne(doc, kfs, words);
  partTwo(doc, kfs, words);
  schedule(doc, kfs, words);
  return doc.pdf.save();
}
