import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { failureContextAttachment } from './fixtures';

/**
 * After the list reporter's summary, what the browser showed for each failed try (./test.ts): CI prints the run's
 * output and keeps no trace, so a failure that happens once there is read from this. A test that passed on its
 * retry is named as flaky, with the context of the try that failed.
 */
export default class FailureContextReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const context = result.attachments.find((attachment) => attachment.name === failureContextAttachment)?.body?.toString();
    if (!context) return;
    const title = test.titlePath().filter(Boolean).join(' › ');
    this.failures.push(`${title} (try ${result.retry + 1}, ${result.status})\n${context}`);
  }

  onEnd(result: FullResult) {
    if (this.failures.length === 0) return;
    const flaky = result.status === 'passed' ? ' (every test passed in the end: these are flaky)' : '';
    console.log(`\nFailed tries${flaky}:\n\n${this.failures.join('\n\n')}\n`);
  }

  printsToStdio() {
    return true;
  }
}
