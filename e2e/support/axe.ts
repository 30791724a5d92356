import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; why: string }[];
}

/** axe on the page as it is now; only what it rates serious or critical. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 240),
        why: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
}

export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const findings = await seriousViolations(page);
  // The diff is the report: rule ids, what they ask, the offending nodes and why they fail.
  expect(findings, `axe en ${where}`).toEqual([]);
}
