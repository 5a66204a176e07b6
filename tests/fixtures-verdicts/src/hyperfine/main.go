// Command work does a fixed amount of one kind of CPU work, for hyperfine to time:
//
//	work sort | sha | gzip | json | primes
//
// BENCH_SLOW=<kind>=<factor> (e.g. BENCH_SLOW=gzip=1.30) makes one kind do real extra work: the
// unit of work runs twice on (factor-1) of its repetitions, evenly spread.
package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strconv"
	"strings"
)

var sink int

func units() map[string]struct {
	reps int
	op   func()
} {
	r := rand.New(rand.NewSource(1))
	nums := make([]int, 20000)
	for i := range nums {
		nums[i] = r.Int()
	}
	buf := make([]int, len(nums))
	blob := bytes.Repeat([]byte("0123456789abcdef"), 4096) // 64 KiB
	text := []byte(strings.Repeat("the quick brown fox jumps over the lazy dog ", 1000))
	rec := map[string]any{"id": 42, "tags": []string{"a", "bb", "ccc"}, "score": 3.25, "name": "work"}
	return map[string]struct {
		reps int
		op   func()
	}{
		"sort": {15, func() { copy(buf, nums); slices.Sort(buf); sink += buf[0] & 1 }},
		"sha":  {1000, func() { s := sha256.Sum256(blob); sink += int(s[0]) }},
		"gzip": {60, func() {
			var out bytes.Buffer
			w := gzip.NewWriter(&out)
			w.Write(text)
			w.Close()
			sink += out.Len()
		}},
		"json": {30000, func() { b, _ := json.Marshal(rec); sink += len(b) }},
		"primes": {1, func() {
			n := 0
			for i := 2; i < 200000; i++ {
				p := true
				for d := 2; d*d <= i; d++ {
					if i%d == 0 {
						p = false
						break
					}
				}
				if p {
					n++
				}
			}
			sink += n
		}},
	}
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: work sort|sha|gzip|json|primes")
		os.Exit(2)
	}
	kind := os.Args[1]
	u, ok := units()[kind]
	if !ok {
		fmt.Fprintln(os.Stderr, "work: unknown kind", kind)
		os.Exit(2)
	}
	frac := 0.0
	if name, f, ok := strings.Cut(os.Getenv("BENCH_SLOW"), "="); ok && name == kind {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil || v < 1 {
			fmt.Fprintln(os.Stderr, "BENCH_SLOW: expected <kind>=<factor >= 1>")
			os.Exit(2)
		}
		frac = v - 1
	}
	acc := 0.0
	for i := 0; i < u.reps; i++ {
		u.op()
		acc += frac
		if acc >= 1 {
			acc--
			u.op()
		}
	}
	if sink == -1 {
		fmt.Println(sink)
	}
}
