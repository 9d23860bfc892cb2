/** "Did you mean …?" for the venue file's messages: the one implementation is `src/core/suggest.ts` (the rule checks use it too). */
export { didYouMean, editDistance } from '../core/suggest.ts';
