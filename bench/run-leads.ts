import { printLeadsBench, runLeadsBench } from './leads-bench';

// `npm run bench:leads -w @portal/bench`: the leads list over a million leads on PostgreSQL (decision 0070).
printLeadsBench(await runLeadsBench());
