import autocannon from 'autocannon';
import { findProduct, indiaToday } from '@portal/domain';
import { cpuMicrosOf, signIn } from './api-bench';
import { percent } from './budgets';
import { startPortal } from './servers';

// `npm run bench:route-cpu -w @portal/bench` (after `npm run build`): the built portal's CPU time per request
// for GET landingConfig and POST quotes, the same number of requests each on few connections, in alternating
// rounds. Steadier than req/s on a shared machine (decision 0260): what the server spends on a request does not
// depend on how often the other sessions take its core. BENCH_REQUESTS, BENCH_ROUNDS and BENCH_CONNECTIONS set
// the run; BENCH_CPU_PROF=<folder> keeps the server's CPU profile.
const productCode = process.env.BENCH_PRODUCT ?? 'vector-borne';
const quoteBody = findProduct(productCode)?.sale?.samples(indiaToday()).quote;
if (!quoteBody) throw new Error(`${productCode} has no sample quote to benchmark`);
const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);

const portal = await startPortal(Number(process.env.BENCH_PORT ?? 4390));
try {
  const cookie = await signIn(portal.url, process.env.BENCH_MOBILE ?? '9999900001', process.env.BENCH_OTP ?? '123456');
  const routes: Record<string, autocannon.Options> = {
    [`GET landingConfig (${productCode})`]: { url: `${portal.url}/api/configs/public/products/${productCode}/landingConfig` },
    [`POST quotes (${productCode})`]: {
      url: `${portal.url}/api/products/${productCode}/quotes`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(quoteBody),
    },
  };
  const figures = new Map<string, number[]>(Object.keys(routes).map((name) => [name, []]));
  // A warm-up of each first, so that JIT and caches are hot before anything is counted.
  for (const options of Object.values(routes)) await autocannon({ ...options, connections, amount: requests / 4 });
  for (let round = 0; round < rounds; round++) {
    for (const [name, options] of Object.entries(routes)) {
      const before = cpuMicrosOf(portal.pid)!;
      const result = await autocannon({ ...options, connections, amount: requests });
      const failures = result.errors + result.timeouts + result.non2xx;
      if (failures > 0) throw new Error(`${name}: ${failures} of ${requests} requests failed`);
      figures.get(name)!.push((cpuMicrosOf(portal.pid)! - before) / result.requests.total);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [landing, quotes] = [...figures.values()].map(median) as [number, number];
  console.log(`\nServer CPU µs per request, ${requests} requests a round on ${connections} connection(s), ${rounds} alternating rounds`);
  console.table([...figures].map(([route, values]) => ({ route, 'median µs/req': Math.round(median(values)), rounds: values.map(Math.round).join(' / ') })));
  // At equal CPU per request the throughputs would be equal; POST quotes' budget is half of landingConfig's.
  console.log(`landingConfig's CPU per request is ${percent(landing, quotes)} of POST quotes' (the budget's throughput ratio needs >= 50%)`);
} finally {
  await portal.stop();
}
