import { printBudgets } from './budgets';
import { lighthouseBudgets, printLighthouseBench, runLighthouseBench } from './lighthouse-bench';

// `npm run bench:lighthouse -w @portal/bench`: only the Lighthouse figures, on the current build (`npm run build` first).
const scores = await runLighthouseBench({
  port: Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4392),
  partnerMobile: process.env.BENCH_MOBILE ?? '9999900001',
  sandboxOtp: process.env.BENCH_OTP ?? '123456',
  productCode: process.env.BENCH_PRODUCT ?? 'vector-borne',
});
printLighthouseBench(scores);
printBudgets(lighthouseBudgets(scores));
