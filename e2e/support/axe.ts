/**
 * axe-core for both suites: the Chromium specs (e2e/support/pageChecks.ts) and the WebKit and Firefox
 * journeys (e2e/engines/support/fixtures.ts) put its browser build in the page once and run it
 * there, keeping only the violations (docs/testing.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** WCAG 2.2 AA: every level-A and AA rule up to 2.2. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser build, a classic script that defines `window.axe`. */
export const axeSource = readFileSync(
  join(process.cwd(), 'node_modules/axe-core/axe.min.js'),
  'utf8',
);

type AxeInPage = {
  run(
    context: Document | string,
    options: object,
  ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
};

/**
 * Runs in the page, where axe-core is: the violations of `tags` in the document, or in the elements
 * matching `include`, as `rule: target, target`. Only violations come back: the passes and
 * inapplicable rules would be most of what the page serialises.
 */
export async function violationsInPage({
  tags,
  include,
}: {
  tags: string[];
  include?: string;
}): Promise<string[]> {
  const axe = (window as unknown as { axe: AxeInPage }).axe;
  const results = await axe.run(include ?? document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
}
