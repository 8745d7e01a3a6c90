// Runs the commands given as arguments side by side, as many at once as the machine has cores (decision 0193),
// each through the shell. A command's output is printed whole when it ends, under its name and time, so two
// never interleave. Every command runs to its end; the exit code is 1 if any failed, naming them.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}
const lanes = Math.max(1, Math.min(commands.length, availableParallelism()));

/** Runs one command; answers whether it succeeded, once its output is printed. */
function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'done' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${command}: ${verdict} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...commands];
const failed = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
      if (!(await run(command))) failed.push(command);
    }
  }),
);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join('; ')}`);
  process.exit(1);
}
