/**
 * The URL of the scripts folder (ending in `/`), from which score-venues.ts finds the project's venue
 * files. A bundle of the command (score-bundle.mjs) has the folder it was made from written in here.
 */
export const scriptsUrl: string = new URL('.', import.meta.url).href;
