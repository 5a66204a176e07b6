package verdictcorpus

import (
	"crypto/sha256"
	"encoding/json"
	"hash/fnv"
	"math/rand"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var (
	sortInput = func() []int {
		r := rand.New(rand.NewSource(1))
		s := make([]int, 1000)
		for i := range s {
			s[i] = r.Int()
		}
		return s
	}()
	text   = strings.Repeat("The quick brown fox jumps over the lazy dog. ", 3)
	block  = []byte(strings.Repeat("0123456789abcdef", 64)) // 1 KiB
	record = struct {
		ID    int      `json:"id"`
		Name  string   `json:"name"`
		Tags  []string `json:"tags"`
		Score float64  `json:"score"`
	}{42, "benchmark", []string{"a", "bb", "ccc"}, 3.25}
	re   = regexp.MustCompile(`(\w+)@(\w+)\.com`)
	mail = "contact: someone.else@example.com for details"
	sink int
)

func run(b *testing.B, name string, op func()) {
	e := extra{frac: extraFraction(name)}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		op()
		if e.again() {
			op()
		}
	}
}

func BenchmarkSort(b *testing.B) {
	buf := make([]int, len(sortInput))
	run(b, "BenchmarkSort", func() {
		copy(buf, sortInput)
		slices.Sort(buf)
	})
}

func BenchmarkUpper(b *testing.B) {
	run(b, "BenchmarkUpper", func() { sink += len(strings.ToUpper(text)) })
}

func BenchmarkSHA256(b *testing.B) {
	run(b, "BenchmarkSHA256", func() { s := sha256.Sum256(block); sink += int(s[0]) })
}

func BenchmarkFNV(b *testing.B) {
	run(b, "BenchmarkFNV", func() { h := fnv.New64a(); h.Write(block[:64]); sink += int(h.Sum64() & 1) })
}

func BenchmarkMapInsert(b *testing.B) {
	run(b, "BenchmarkMapInsert", func() {
		m := make(map[int]int)
		for i := 0; i < 500; i++ {
			m[i*7] = i
		}
		sink += len(m)
	})
}

func BenchmarkJSONEncode(b *testing.B) {
	run(b, "BenchmarkJSONEncode", func() { out, _ := json.Marshal(record); sink += len(out) })
}

func BenchmarkRegexp(b *testing.B) {
	run(b, "BenchmarkRegexp", func() { sink += len(re.FindStringSubmatch(mail)) })
}

func BenchmarkItoa(b *testing.B) {
	run(b, "BenchmarkItoa", func() { sink += len(strconv.Itoa(sink&0xffff + 1234567)) })
}
