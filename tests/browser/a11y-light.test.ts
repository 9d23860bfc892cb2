/** Accessibility in the light colour scheme: the suite of `a11y.ts`. */
import { a11ySuite } from './a11y.ts';

a11ySuite('light');
