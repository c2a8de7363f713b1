import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical findings on the page (or inside `scope`), one line each with the elements it
 * names. axe is evaluated through the protocol, where the site's CSP does not apply; it is loaded once per
 * document.
 */
export async function seriousViolations(page: Page, scope = 'body'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  // Sections below the fold skip rendering (`content-visibility: auto`) until scrolled to, and axe reads the
  // colours of skipped text as black: render them, as a player scrolling down would. One adopted sheet for the
  // whole document (CSSOM, so the CSP allows it), not inline styles: a section React draws again after this
  // point (hydration, a lazy row) is rendered too, where an inline style was lost and axe read black again.
  // Transitions and animations end at once: Chromium styles a skipped element for the first time from the
  // browser's defaults, so a footer link rendered here ran its 150 ms colour transition from the default blue,
  // and axe read a colour on its way (CI failed on 1.87:1). axe judges the colours a player reads once settled.
  await page.evaluate(async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '*, *::before, *::after { content-visibility: visible !important; transition: none !important; animation: none !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    void document.documentElement.getBoundingClientRect();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.evaluate(async (scope) => {
    type Node = { target: string[]; failureSummary?: string };
    type Result = { violations: Array<{ id: string; impact: string; nodes: Node[] }> };
    type Axe = { run: (context: Element, options: object) => Promise<Result> };
    const { violations } = await (window as unknown as { axe: Axe }).axe.run(document.querySelector(scope)!, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.nodes.length}): ${v.nodes
            .slice(0, 4)
            .map(
              (node) =>
                `${node.target.join(' ')} ${(node.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}`,
            )
            .join(' | ')}`,
      );
  }, scope);
}
