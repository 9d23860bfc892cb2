/**
 * Hydrates the calculator island in the browser: the page rendered the component at build time
 * (`CalculatorMount.astro`) with its props beside it as JSON; this makes it live. A page script does
 * it instead of Astro's `client:load` runtime, whose renderer (and the Preact-signals chunk it can
 * import) would cost ~4.5 KB gzip of the page's 36 KB budget.
 */
import { h, hydrate, type ComponentType } from 'preact';
import type { CalcProps } from './Calculator.tsx';

export function mount(component: ComponentType<CalcProps>, ruleset: string): void {
  for (const root of document.querySelectorAll<HTMLElement>(`.calc-root[data-ruleset="${ruleset}"]`)) {
    const data = document.getElementById(`${root.id}-props`);
    if (!data?.textContent) continue;
    hydrate(h(component, JSON.parse(data.textContent) as CalcProps), root);
  }
}
