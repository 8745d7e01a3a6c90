import { printBudgets } from './budgets';
import { leadsBudgets, printLeadsBench, runLeadsBench } from './leads-bench';

// `npm run bench:leads -w @portal/bench`: the leads list over a million leads on PostgreSQL (decisions 0070, 0191).
const result = await runLeadsBench();
printLeadsBench(result);
printBudgets(leadsBudgets(result));
