// Package verdictcorpus holds small benchmarks of different speeds for the verdict proof corpus.
// BENCH_SLOW=<Name>=<factor> (e.g. BENCH_SLOW=BenchmarkSort=1.30) makes one benchmark do real
// extra work: one more operation on (factor-1) of its iterations, so it is slower by that factor.
package verdictcorpus

import (
	"os"
	"strconv"
	"strings"
)

// extraFraction is the share of iterations that run the operation twice for benchmark name.
func extraFraction(name string) float64 {
	spec := os.Getenv("BENCH_SLOW")
	n, f, ok := strings.Cut(spec, "=")
	if !ok || n != name {
		return 0
	}
	v, err := strconv.ParseFloat(f, 64)
	if err != nil || v < 1 {
		panic("BENCH_SLOW: expected <Name>=<factor >= 1>, found " + spec)
	}
	return v - 1
}

// extra says, iteration by iteration, when to repeat the operation: evenly spread, exact share.
type extra struct{ frac, acc float64 }

func (e *extra) again() bool {
	e.acc += e.frac
	if e.acc >= 1 {
		e.acc--
		return true
	}
	return false
}
