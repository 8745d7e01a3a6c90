import { findProduct, indiaToday } from '@portal/domain';
import { apiBudgets, printApiBench, runApiBench } from './api-bench';
import { printBudgets } from './budgets';
import { leadsBudgets, printLeadsBench, runLeadsBench } from './leads-bench';
import { lighthouseBudgets, printLighthouseBench, runLighthouseBench } from './lighthouse-bench';
import { printStartupBench, runStartupBench } from './startup-bench';
import { measureReactBaseline, measureRouteSizes, printWebSizes } from './web-size';

// `npm run bench`: figures printed beside a baseline measured in the same run, then every performance budget
// in one table with pass or fail (the exit code stays 0 unless a leads plan scans the table: a loaded machine
// fails budgets that a quiet one meets).
const productCode = process.env.BENCH_PRODUCT ?? 'vector-borne';
const product = findProduct(productCode);
const quoteBody = product?.sale?.samples(indiaToday()).quote;
if (!quoteBody) throw new Error(`${productCode} has no sample quote to benchmark`);

// First: it deletes and rebuilds the built outputs the other figures read.
printStartupBench(await runStartupBench(Number(process.env.BENCH_STARTUP_PORT ?? 4391)));
printWebSizes(measureRouteSizes(), await measureReactBaseline());
const lighthouse = await runLighthouseBench({
  port: Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4392),
  partnerMobile: process.env.BENCH_MOBILE ?? '9999900001',
  sandboxOtp: process.env.BENCH_OTP ?? '123456',
  productCode,
});
printLighthouseBench(lighthouse);
const api = await runApiBench({
  port: Number(process.env.BENCH_PORT ?? 4390),
  partnerMobile: process.env.BENCH_MOBILE ?? '9999900001',
  sandboxOtp: process.env.BENCH_OTP ?? '123456',
  productCode,
  quoteBody,
});
printApiBench(api);
// The leads list over a million leads on PostgreSQL (TEST_DATABASE_URL's server; decisions 0070, 0191).
const leads = await runLeadsBench(Number(process.env.BENCH_LEADS_PORT ?? 4393));
printLeadsBench(leads);
printBudgets([...apiBudgets(api), ...leadsBudgets(leads), ...lighthouseBudgets(lighthouse)]);
