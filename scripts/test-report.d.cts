/** Types of test-report.cjs (see there). */
export interface JestAssertionResult {
  ancestorTitles?: string[];
  title: string;
  status: string;
}
export interface JestFileResult {
  name: string;
  status: string;
  assertionResults?: JestAssertionResult[];
}
export interface JestReport {
  testResults?: JestFileResult[];
}
export interface MergedCounts {
  passed: number;
  failed: number;
  flaky: string[];
  failures: string[];
}
export function testLabel(file: string, assertion: JestAssertionResult): string;
export function failedFiles(report: JestReport): string[];
export function mergeReports(first: JestReport, rerun: JestReport | null, cwd: string): MergedCounts;
