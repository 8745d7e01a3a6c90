import { expect, type Page } from '@playwright/test';

/**
 * Every visible control smaller than 44×44 px (WCAG 2.5.5), described for the failure message. A checkbox
 * or radio is measured by its label, which is its target (a click on it toggles the box).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]');
    const small: string[] = [];
    for (const control of Array.from(controls)) {
      const checkable = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      const target = checkable ? (control.closest('label') ?? control.labels?.[0] ?? control) : control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown (e.g. the skip link until focused)
      if (getComputedStyle(target).visibility === 'hidden') continue;
      if (box.width < 43.5 || box.height < 43.5) {
        small.push(
          `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || control.getAttribute('name') || '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

export async function expectBigTargets(page: Page, what: string) {
  expect(await smallTargets(page), what).toEqual([]);
}
