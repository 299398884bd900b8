// Vitest's JSON report (scripts/test-all.sh) read into the two counts the run's last line adds up,
// the tests that did not pass named first: CI keeps only the tail of a run's output, and a test
// that failed there once, among two thousand that passed, must be known by name to be mended.
// Prints each test not passed ("not passed: <file> › <name> (<status>)" and its message's first
// line), each file that failed outside its tests (a load error), then "<passed> <not passed>".
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const file of report.testResults) {
  const name = relative(process.cwd(), file.name);
  for (const test of file.assertionResults) {
    if (test.status === 'passed') continue;
    console.log(`not passed: ${name} › ${test.fullName} (${test.status})`);
    const said = (test.failureMessages ?? [])[0]?.split('\n')[0];
    if (said) console.log(`  ${said.slice(0, 300)}`);
  }
  if (file.status === 'failed' && file.assertionResults.every((t) => t.status === 'passed')) {
    console.log(`not passed: ${name} (the file: ${(file.message ?? '').split('\n')[0].slice(0, 300)})`);
  }
}
console.log(`${report.numPassedTests} ${report.numFailedTests + report.numPendingTests + report.numTodoTests}`);
