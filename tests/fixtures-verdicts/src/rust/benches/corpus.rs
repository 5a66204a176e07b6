//! Small criterion benchmarks of different speeds for the verdict proof corpus.
//! BENCH_SLOW=<name>=<factor> (e.g. BENCH_SLOW=sort_1000=1.30) makes one benchmark do real extra
//! work: the operation runs twice on (factor - 1) of the iterations, evenly spread.
use criterion::{criterion_group, criterion_main, Criterion};
use std::collections::{BTreeMap, HashMap};
use std::hint::black_box;

fn extra_fraction(name: &str) -> f64 {
    let Ok(spec) = std::env::var("BENCH_SLOW") else {
        return 0.0;
    };
    match spec.split_once('=') {
        Some((n, f)) if n == name => f.parse::<f64>().expect("BENCH_SLOW: <name>=<factor>") - 1.0,
        _ => 0.0,
    }
}

/// Benchmarks `op` as `name`, running it once more on the configured share of iterations.
fn bench(c: &mut Criterion, name: &str, mut op: impl FnMut()) {
    let frac = extra_fraction(name);
    let mut acc = 0.0f64;
    c.bench_function(name, |b| {
        b.iter(|| {
            op();
            acc += frac;
            if acc >= 1.0 {
                acc -= 1.0;
                op();
            }
        })
    });
}

fn lcg(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *seed >> 11
}

fn benches(c: &mut Criterion) {
    let mut seed = 1u64;
    let input: Vec<u64> = (0..1000).map(|_| lcg(&mut seed)).collect();
    let mut buf = input.clone();
    bench(c, "sort_1000", || {
        buf.copy_from_slice(&input);
        buf.sort_unstable();
        black_box(&buf);
    });
    let text = "The quick brown fox jumps over the lazy dog. ".repeat(3);
    bench(c, "to_uppercase", || {
        black_box(black_box(&text).to_uppercase());
    });
    bench(c, "hashmap_insert_500", || {
        let mut m = HashMap::new();
        for i in 0..500u64 {
            m.insert(i * 7, i);
        }
        black_box(m);
    });
    let tree: BTreeMap<u64, u64> = input.iter().map(|&k| (k, k)).collect();
    bench(c, "btreemap_lookup", || {
        black_box(tree.get(black_box(&input[500])));
    });
    let words: Vec<String> = (0..200).map(|i| format!("word{i}")).collect();
    bench(c, "join_200", || {
        black_box(black_box(&words).join(","));
    });
    bench(c, "fib_20", || {
        fn fib(n: u64) -> u64 {
            if n < 2 { n } else { fib(n - 1) + fib(n - 2) }
        }
        black_box(fib(black_box(20)));
    });
    let data: Vec<u8> = (0..4096u32).map(|i| (i * 31 % 251) as u8).collect();
    bench(c, "checksum_4k", || {
        let mut h = 0xcbf29ce484222325u64;
        for &b in black_box(&data) {
            h = (h ^ b as u64).wrapping_mul(0x100000001b3);
        }
        black_box(h);
    });
}

criterion_group!(corpus, benches);
criterion_main!(corpus);
