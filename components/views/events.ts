/**
 * Dispatched on window when a reader picks a run of a suite. Server-rendered tables wait for it to load
 * and hydrate their component (theme/index.ts); this module is tiny because the theme, on every page,
 * imports it.
 */
export const RUN_CHOICE_EVENT = 'bench-run-choice'
