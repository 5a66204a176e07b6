//! Measures what BENCH_SLOW=hashmap_insert_500=<factor> costs: prints the thread CPU time (ns) per
//! iteration of benches/corpus.rs's hashmap_insert_500 loop (same operation, same extra-work rule),
//! for src/calibrate.py. CPU time, not wall time: other processes waiting for the CPU barely move it.
use std::collections::HashMap;
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

/// Nanoseconds this thread has run on a CPU (Linux /proc/thread-self/schedstat, first field).
fn thread_cpu_ns() -> u64 {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").expect("schedstat");
    s.split_whitespace().next().and_then(|v| v.parse().ok()).expect("schedstat: a number")
}

fn main() {
    let op = || {
        let mut m = HashMap::new();
        for i in 0..500u64 {
            m.insert(i * 7, i);
        }
        black_box(m);
    };
    let frac = extra_fraction("hashmap_insert_500");
    let run = |n: u32| {
        let mut acc = 0.0f64;
        let t0 = thread_cpu_ns();
        for _ in 0..n {
            op();
            acc += frac;
            if acc >= 1.0 {
                acc -= 1.0;
                op();
            }
        }
        thread_cpu_ns() - t0
    };
    run(2_000); // warm-up
    let n = 20_000;
    println!("{}", run(n) as f64 / n as f64);
}
