// Benchmarks live in benches/corpus.rs.
