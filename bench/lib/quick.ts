/**
 * `BENCH_QUICK=1 npm run bench`: a tenth of the data and short windows, to check the bench itself in
 * a minute or two. Its figures are not the benchmark's: targets are marked but mean little.
 */
export const QUICK = process.env.BENCH_QUICK === "1"

/** `full` normally, `quick` under BENCH_QUICK=1. */
export const scale = <T>(full: T, quick: T) => (QUICK ? quick : full)
