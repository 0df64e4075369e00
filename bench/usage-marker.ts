/** The line a timed process's preload (`report-usage.ts`) writes its peak memory on, for `analyse.ts` to pick out. */
export const USAGE_MARKER = 'flawless-bench-usage '
