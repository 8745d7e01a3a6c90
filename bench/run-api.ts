import { findProduct, indiaToday } from '@portal/domain';
import { apiBudgets, printApiBench, runApiBench } from './api-bench';
import { printBudgets } from './budgets';

// `npm run bench:api -w @portal/bench`: only the API figures (about a minute), on the current build
// (`npm run build` first). BENCH_SECONDS shortens or lengthens each run; BENCH_CPU_PROF=<folder> keeps
// each server's CPU profile.
const productCode = process.env.BENCH_PRODUCT ?? 'vector-borne';
const quoteBody = findProduct(productCode)?.sale?.samples(indiaToday()).quote;
if (!quoteBody) throw new Error(`${productCode} has no sample quote to benchmark`);

const results = await runApiBench({
  port: Number(process.env.BENCH_PORT ?? 4390),
  partnerMobile: process.env.BENCH_MOBILE ?? '9999900001',
  sandboxOtp: process.env.BENCH_OTP ?? '123456',
  productCode,
  quoteBody,
});
printApiBench(results);
printBudgets(apiBudgets(results));
