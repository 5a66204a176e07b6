window.BENCHMARK_DATA = {
  "lastUpdate": 1677199744837,
  "repoUrl": "https://github.com/j3hempsey-actions/github-action-benchmark",
  "entries": {
    "Go Benchmark": [
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "6f27854738397c7fdf321b2bafd457150da06f4b",
          "message": "Fix external repo url",
          "timestamp": "2022-12-09T14:56:13-08:00",
          "tree_id": "058d75ef2769d04122fcd53cec72c69ce8a2ffca",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/6f27854738397c7fdf321b2bafd457150da06f4b"
        },
        "date": 1670627518138,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 407,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 50097,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "199abc83cdf9b37f6180294f507ead121520acf8",
          "message": "Add job summary example",
          "timestamp": "2022-12-09T15:13:44-08:00",
          "tree_id": "bb864c08699a7429567ecf47e65415bb100c35d4",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/199abc83cdf9b37f6180294f507ead121520acf8"
        },
        "date": 1670627890783,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 402,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 50187,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "96128cdf91142e64addaab664c3a261ed6f698d2",
          "message": "Update cache action version",
          "timestamp": "2022-12-09T15:27:43-08:00",
          "tree_id": "fecfebfb2b0b7e0ef9ba194da9fccf3f216e7f77",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/96128cdf91142e64addaab664c3a261ed6f698d2"
        },
        "date": 1670628651280,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 470,
            "unit": "ns/op",
            "extra": "3000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 58069,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "j3hempsey@users.noreply.github.com",
            "name": "Justin",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "918e3d66d4240f077d9a9d692c1cb1d518d9206d",
          "message": "Merge branch 'benchmark-action:master' into master",
          "timestamp": "2022-12-12T16:21:24-08:00",
          "tree_id": "1323d5c501efbdbdfb5d90c353f1f29f9e85cd92",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/918e3d66d4240f077d9a9d692c1cb1d518d9206d"
        },
        "date": 1670890916809,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 386,
            "unit": "ns/op",
            "extra": "5000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 47988,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199578077,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkFib10",
            "value": 386,
            "unit": "ns/op",
            "extra": "5000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFib20",
            "value": 48060,
            "unit": "ns/op",
            "extra": "30000 times\n2 procs"
          }
        ]
      }
    ],
    "Rust Benchmark": [
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "199abc83cdf9b37f6180294f507ead121520acf8",
          "message": "Add job summary example",
          "timestamp": "2022-12-09T15:13:44-08:00",
          "tree_id": "bb864c08699a7429567ecf47e65415bb100c35d4",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/199abc83cdf9b37f6180294f507ead121520acf8"
        },
        "date": 1670627743649,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 178,
            "range": "± 1",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 24481,
            "range": "± 125",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "199abc83cdf9b37f6180294f507ead121520acf8",
          "message": "Add job summary example",
          "timestamp": "2022-12-09T15:13:44-08:00",
          "tree_id": "bb864c08699a7429567ecf47e65415bb100c35d4",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/199abc83cdf9b37f6180294f507ead121520acf8"
        },
        "date": 1670628145886,
        "tool": "cargo",
        "benches": [
          {
            "name": "BenchFib10",
            "value": 250,
            "range": "± 13",
            "unit": "ns/iter"
          },
          {
            "name": "BenchFib20",
            "value": 30387,
            "range": "± 2788",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Recursive/20",
            "value": 29911,
            "range": "± 1370",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Iterative/20",
            "value": 6,
            "range": "± 0",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Recursive/21",
            "value": 50675,
            "range": "± 3191",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Iterative/21",
            "value": 6,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "96128cdf91142e64addaab664c3a261ed6f698d2",
          "message": "Update cache action version",
          "timestamp": "2022-12-09T15:27:43-08:00",
          "tree_id": "fecfebfb2b0b7e0ef9ba194da9fccf3f216e7f77",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/96128cdf91142e64addaab664c3a261ed6f698d2"
        },
        "date": 1670628592470,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 178,
            "range": "± 1",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 24019,
            "range": "± 183",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "96128cdf91142e64addaab664c3a261ed6f698d2",
          "message": "Update cache action version",
          "timestamp": "2022-12-09T15:27:43-08:00",
          "tree_id": "fecfebfb2b0b7e0ef9ba194da9fccf3f216e7f77",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/96128cdf91142e64addaab664c3a261ed6f698d2"
        },
        "date": 1670628862883,
        "tool": "cargo",
        "benches": [
          {
            "name": "BenchFib10",
            "value": 240,
            "range": "± 2",
            "unit": "ns/iter"
          },
          {
            "name": "BenchFib20",
            "value": 33158,
            "range": "± 2747",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Recursive/20",
            "value": 33013,
            "range": "± 2111",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Iterative/20",
            "value": 6,
            "range": "± 0",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Recursive/21",
            "value": 53587,
            "range": "± 2474",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Iterative/21",
            "value": 6,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "j3hempsey@users.noreply.github.com",
            "name": "Justin",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "918e3d66d4240f077d9a9d692c1cb1d518d9206d",
          "message": "Merge branch 'benchmark-action:master' into master",
          "timestamp": "2022-12-12T16:21:24-08:00",
          "tree_id": "1323d5c501efbdbdfb5d90c353f1f29f9e85cd92",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/918e3d66d4240f077d9a9d692c1cb1d518d9206d"
        },
        "date": 1670890919074,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 179,
            "range": "± 1",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 24516,
            "range": "± 202",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "j3hempsey@users.noreply.github.com",
            "name": "Justin",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "918e3d66d4240f077d9a9d692c1cb1d518d9206d",
          "message": "Merge branch 'benchmark-action:master' into master",
          "timestamp": "2022-12-12T16:21:24-08:00",
          "tree_id": "1323d5c501efbdbdfb5d90c353f1f29f9e85cd92",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/918e3d66d4240f077d9a9d692c1cb1d518d9206d"
        },
        "date": 1670891154744,
        "tool": "cargo",
        "benches": [
          {
            "name": "BenchFib10",
            "value": 222,
            "range": "± 1",
            "unit": "ns/iter"
          },
          {
            "name": "BenchFib20",
            "value": 28430,
            "range": "± 168",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Recursive/20",
            "value": 28424,
            "range": "± 21",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Iterative/20",
            "value": 6,
            "range": "± 0",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Recursive/21",
            "value": 46003,
            "range": "± 63",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Iterative/21",
            "value": 6,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199585526,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_fib_10",
            "value": 178,
            "range": "± 0",
            "unit": "ns/iter"
          },
          {
            "name": "bench_fib_20",
            "value": 24395,
            "range": "± 84",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199744591,
        "tool": "cargo",
        "benches": [
          {
            "name": "BenchFib10",
            "value": 178,
            "range": "± 0",
            "unit": "ns/iter"
          },
          {
            "name": "BenchFib20",
            "value": 24436,
            "range": "± 21",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Recursive/20",
            "value": 24441,
            "range": "± 88",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Iterative/20",
            "value": 6,
            "range": "± 0",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Recursive/21",
            "value": 39536,
            "range": "± 33",
            "unit": "ns/iter"
          },
          {
            "name": "Fibonacci/Iterative/21",
            "value": 6,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      }
    ],
    "Benchmark.js Benchmark": [
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "199abc83cdf9b37f6180294f507ead121520acf8",
          "message": "Add job summary example",
          "timestamp": "2022-12-09T15:13:44-08:00",
          "tree_id": "bb864c08699a7429567ecf47e65415bb100c35d4",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/199abc83cdf9b37f6180294f507ead121520acf8"
        },
        "date": 1670627797049,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1325361,
            "range": "±0.09%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "fib(20)",
            "value": 11027,
            "range": "±0.25%",
            "unit": "ops/sec",
            "extra": "99 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "96128cdf91142e64addaab664c3a261ed6f698d2",
          "message": "Update cache action version",
          "timestamp": "2022-12-09T15:27:43-08:00",
          "tree_id": "fecfebfb2b0b7e0ef9ba194da9fccf3f216e7f77",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/96128cdf91142e64addaab664c3a261ed6f698d2"
        },
        "date": 1670628590596,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1098956,
            "range": "±0.14%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "fib(20)",
            "value": 9197,
            "range": "±0.04%",
            "unit": "ops/sec",
            "extra": "96 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "j3hempsey@users.noreply.github.com",
            "name": "Justin",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "918e3d66d4240f077d9a9d692c1cb1d518d9206d",
          "message": "Merge branch 'benchmark-action:master' into master",
          "timestamp": "2022-12-12T16:21:24-08:00",
          "tree_id": "1323d5c501efbdbdfb5d90c353f1f29f9e85cd92",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/918e3d66d4240f077d9a9d692c1cb1d518d9206d"
        },
        "date": 1670890919816,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1322501,
            "range": "±0.12%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "fib(20)",
            "value": 11042,
            "range": "±0.07%",
            "unit": "ops/sec",
            "extra": "98 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199608207,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "fib(10)",
            "value": 1373143,
            "range": "±0.12%",
            "unit": "ops/sec",
            "extra": "98 samples"
          },
          {
            "name": "fib(20)",
            "value": 11473,
            "range": "±0.16%",
            "unit": "ops/sec",
            "extra": "99 samples"
          }
        ]
      }
    ],
    "Python Benchmark with pytest-benchmark": [
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "199abc83cdf9b37f6180294f507ead121520acf8",
          "message": "Add job summary example",
          "timestamp": "2022-12-09T15:13:44-08:00",
          "tree_id": "bb864c08699a7429567ecf47e65415bb100c35d4",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/199abc83cdf9b37f6180294f507ead121520acf8"
        },
        "date": 1670627844362,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 46229.769883377514,
            "unit": "iter/sec",
            "range": "stddev: 0.0000018962046794751079",
            "extra": "mean: 21.631083228894948 usec\nrounds: 30302"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 379.8662336381416,
            "unit": "iter/sec",
            "range": "stddev: 0.00004781972637552326",
            "extra": "mean: 2.632505633424092 msec\nrounds: 371"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "96128cdf91142e64addaab664c3a261ed6f698d2",
          "message": "Update cache action version",
          "timestamp": "2022-12-09T15:27:43-08:00",
          "tree_id": "fecfebfb2b0b7e0ef9ba194da9fccf3f216e7f77",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/96128cdf91142e64addaab664c3a261ed6f698d2"
        },
        "date": 1670628640732,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 53562.39193472031,
            "unit": "iter/sec",
            "range": "stddev: 5.615958315160508e-7",
            "extra": "mean: 18.669815963759792 usec\nrounds: 36232"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 438.8910829651272,
            "unit": "iter/sec",
            "range": "stddev: 0.00001834120249205426",
            "extra": "mean: 2.2784696222216403 msec\nrounds: 450"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "j3hempsey@users.noreply.github.com",
            "name": "Justin",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "918e3d66d4240f077d9a9d692c1cb1d518d9206d",
          "message": "Merge branch 'benchmark-action:master' into master",
          "timestamp": "2022-12-12T16:21:24-08:00",
          "tree_id": "1323d5c501efbdbdfb5d90c353f1f29f9e85cd92",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/918e3d66d4240f077d9a9d692c1cb1d518d9206d"
        },
        "date": 1670890915284,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 54562.954666360565,
            "unit": "iter/sec",
            "range": "stddev: 5.394862649018395e-7",
            "extra": "mean: 18.32745323479568 usec\nrounds: 37175"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 445.6534522983377,
            "unit": "iter/sec",
            "range": "stddev: 0.000005003163302983331",
            "extra": "mean: 2.2438960022474173 msec\nrounds: 445"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199583680,
        "tool": "pytest",
        "benches": [
          {
            "name": "bench.py::test_fib_10",
            "value": 52377.22781076722,
            "unit": "iter/sec",
            "range": "stddev: 5.174759558617636e-7",
            "extra": "mean: 19.092266654754674 usec\nrounds: 34014"
          },
          {
            "name": "bench.py::test_fib_20",
            "value": 430.6411362288844,
            "unit": "iter/sec",
            "range": "stddev: 0.000010340265520205731",
            "extra": "mean: 2.3221190821596362 msec\nrounds: 426"
          }
        ]
      }
    ],
    "Benchmark.Net Benchmark": [
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "199abc83cdf9b37f6180294f507ead121520acf8",
          "message": "Add job summary example",
          "timestamp": "2022-12-09T15:13:44-08:00",
          "tree_id": "bb864c08699a7429567ecf47e65415bb100c35d4",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/199abc83cdf9b37f6180294f507ead121520acf8"
        },
        "date": 1670627846601,
        "tool": "benchmarkdotnet",
        "benches": [
          {
            "name": "Sample.Benchmarks.Fib10",
            "value": 29.372251195566996,
            "unit": "ns",
            "range": "± 0.00857084751914548"
          },
          {
            "name": "Sample.Benchmarks.Fib20",
            "value": 54.74496523539225,
            "unit": "ns",
            "range": "± 0.06493650635895815"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "96128cdf91142e64addaab664c3a261ed6f698d2",
          "message": "Update cache action version",
          "timestamp": "2022-12-09T15:27:43-08:00",
          "tree_id": "fecfebfb2b0b7e0ef9ba194da9fccf3f216e7f77",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/96128cdf91142e64addaab664c3a261ed6f698d2"
        },
        "date": 1670628681741,
        "tool": "benchmarkdotnet",
        "benches": [
          {
            "name": "Sample.Benchmarks.Fib10",
            "value": 26.49881050842149,
            "unit": "ns",
            "range": "± 0.032346874625259904"
          },
          {
            "name": "Sample.Benchmarks.Fib20",
            "value": 49.34343429605166,
            "unit": "ns",
            "range": "± 0.009800940586634796"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "j3hempsey@users.noreply.github.com",
            "name": "Justin",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "918e3d66d4240f077d9a9d692c1cb1d518d9206d",
          "message": "Merge branch 'benchmark-action:master' into master",
          "timestamp": "2022-12-12T16:21:24-08:00",
          "tree_id": "1323d5c501efbdbdfb5d90c353f1f29f9e85cd92",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/918e3d66d4240f077d9a9d692c1cb1d518d9206d"
        },
        "date": 1670890968283,
        "tool": "benchmarkdotnet",
        "benches": [
          {
            "name": "Sample.Benchmarks.Fib10",
            "value": 27.66860060453415,
            "unit": "ns",
            "range": "± 0.7851300270681326"
          },
          {
            "name": "Sample.Benchmarks.Fib20",
            "value": 53.14336364666621,
            "unit": "ns",
            "range": "± 0.9682797875645337"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199636861,
        "tool": "benchmarkdotnet",
        "benches": [
          {
            "name": "Sample.Benchmarks.Fib10",
            "value": 29.407861932118735,
            "unit": "ns",
            "range": "± 0.14054166038489457"
          },
          {
            "name": "Sample.Benchmarks.Fib20",
            "value": 54.183825143178304,
            "unit": "ns",
            "range": "± 0.23003788220994423"
          }
        ]
      }
    ],
    "Julia benchmark result": [
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "199abc83cdf9b37f6180294f507ead121520acf8",
          "message": "Add job summary example",
          "timestamp": "2022-12-09T15:13:44-08:00",
          "tree_id": "bb864c08699a7429567ecf47e65415bb100c35d4",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/199abc83cdf9b37f6180294f507ead121520acf8"
        },
        "date": 1670627945270,
        "tool": "julia",
        "benches": [
          {
            "name": "fib/10",
            "value": 355.75,
            "unit": "ns",
            "extra": "gctime=0\nmemory=0\nallocs=0\nparams={\"gctrial\":true,\"time_tolerance\":0.05,\"samples\":10000,\"evals\":244,\"gcsample\":false,\"seconds\":5,\"overhead\":0,\"memory_tolerance\":0.01}"
          },
          {
            "name": "fib/20",
            "value": 44702,
            "unit": "ns",
            "extra": "gctime=0\nmemory=0\nallocs=0\nparams={\"gctrial\":true,\"time_tolerance\":0.05,\"samples\":10000,\"evals\":1,\"gcsample\":false,\"seconds\":5,\"overhead\":0,\"memory_tolerance\":0.01}"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "96128cdf91142e64addaab664c3a261ed6f698d2",
          "message": "Update cache action version",
          "timestamp": "2022-12-09T15:27:43-08:00",
          "tree_id": "fecfebfb2b0b7e0ef9ba194da9fccf3f216e7f77",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/96128cdf91142e64addaab664c3a261ed6f698d2"
        },
        "date": 1670628687106,
        "tool": "julia",
        "benches": [
          {
            "name": "fib/10",
            "value": 270.16190476190474,
            "unit": "ns",
            "extra": "gctime=0\nmemory=0\nallocs=0\nparams={\"gctrial\":true,\"time_tolerance\":0.05,\"samples\":10000,\"evals\":315,\"gcsample\":false,\"seconds\":5,\"overhead\":0,\"memory_tolerance\":0.01}"
          },
          {
            "name": "fib/20",
            "value": 33700,
            "unit": "ns",
            "extra": "gctime=0\nmemory=0\nallocs=0\nparams={\"gctrial\":true,\"time_tolerance\":0.05,\"samples\":10000,\"evals\":1,\"gcsample\":false,\"seconds\":5,\"overhead\":0,\"memory_tolerance\":0.01}"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199615059,
        "tool": "julia",
        "benches": [
          {
            "name": "fib/10",
            "value": 347.0319634703196,
            "unit": "ns",
            "extra": "gctime=0\nmemory=0\nallocs=0\nparams={\"gctrial\":true,\"time_tolerance\":0.05,\"samples\":10000,\"evals\":219,\"gcsample\":false,\"seconds\":5,\"overhead\":0,\"memory_tolerance\":0.01}"
          },
          {
            "name": "fib/20",
            "value": 42900,
            "unit": "ns",
            "extra": "gctime=0\nmemory=0\nallocs=0\nparams={\"gctrial\":true,\"time_tolerance\":0.05,\"samples\":10000,\"evals\":1,\"gcsample\":false,\"seconds\":5,\"overhead\":0,\"memory_tolerance\":0.01}"
          }
        ]
      }
    ],
    "JMH Benchmark": [
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "199abc83cdf9b37f6180294f507ead121520acf8",
          "message": "Add job summary example",
          "timestamp": "2022-12-09T15:13:44-08:00",
          "tree_id": "bb864c08699a7429567ecf47e65415bb100c35d4",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/199abc83cdf9b37f6180294f507ead121520acf8"
        },
        "date": 1670627963150,
        "tool": "jmh",
        "benches": [
          {
            "name": "org.openjdk.jmh.samples.JMHSample_01_HelloWorld.wellHelloThere",
            "value": 1618150826.6302469,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "96128cdf91142e64addaab664c3a261ed6f698d2",
          "message": "Update cache action version",
          "timestamp": "2022-12-09T15:27:43-08:00",
          "tree_id": "fecfebfb2b0b7e0ef9ba194da9fccf3f216e7f77",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/96128cdf91142e64addaab664c3a261ed6f698d2"
        },
        "date": 1670628712526,
        "tool": "jmh",
        "benches": [
          {
            "name": "org.openjdk.jmh.samples.JMHSample_01_HelloWorld.wellHelloThere",
            "value": 1382855269.4124699,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "j3hempsey@users.noreply.github.com",
            "name": "Justin",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "918e3d66d4240f077d9a9d692c1cb1d518d9206d",
          "message": "Merge branch 'benchmark-action:master' into master",
          "timestamp": "2022-12-12T16:21:24-08:00",
          "tree_id": "1323d5c501efbdbdfb5d90c353f1f29f9e85cd92",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/918e3d66d4240f077d9a9d692c1cb1d518d9206d"
        },
        "date": 1670890998635,
        "tool": "jmh",
        "benches": [
          {
            "name": "org.openjdk.jmh.samples.JMHSample_01_HelloWorld.wellHelloThere",
            "value": 1629285522.5724707,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199624915,
        "tool": "jmh",
        "benches": [
          {
            "name": "org.openjdk.jmh.samples.JMHSample_01_HelloWorld.wellHelloThere",
            "value": 1383382632.8324356,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 1"
          }
        ]
      }
    ],
    "Catch2 Benchmark": [
      {
        "commit": {
          "author": {
            "email": "j3hempsey@users.noreply.github.com",
            "name": "Justin",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "918e3d66d4240f077d9a9d692c1cb1d518d9206d",
          "message": "Merge branch 'benchmark-action:master' into master",
          "timestamp": "2022-12-12T16:21:24-08:00",
          "tree_id": "1323d5c501efbdbdfb5d90c353f1f29f9e85cd92",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/918e3d66d4240f077d9a9d692c1cb1d518d9206d"
        },
        "date": 1670890929511,
        "tool": "catch2",
        "benches": [
          {
            "name": "Fibonacci 10",
            "value": 188,
            "range": "± 3",
            "unit": "ns",
            "extra": "100 samples\n152 iterations"
          },
          {
            "name": "Fibonacci 20",
            "value": 24.311,
            "range": "± 269",
            "unit": "us",
            "extra": "100 samples\n2 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199597673,
        "tool": "catch2",
        "benches": [
          {
            "name": "Fibonacci 10",
            "value": 176,
            "range": "± 16",
            "unit": "ns",
            "extra": "100 samples\n184 iterations"
          },
          {
            "name": "Fibonacci 20",
            "value": 24.398,
            "range": "± 3.299",
            "unit": "us",
            "extra": "100 samples\n2 iterations"
          }
        ]
      }
    ],
    "C++ Benchmark": [
      {
        "commit": {
          "author": {
            "email": "j3hempsey@users.noreply.github.com",
            "name": "Justin",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "918e3d66d4240f077d9a9d692c1cb1d518d9206d",
          "message": "Merge branch 'benchmark-action:master' into master",
          "timestamp": "2022-12-12T16:21:24-08:00",
          "tree_id": "1323d5c501efbdbdfb5d90c353f1f29f9e85cd92",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/918e3d66d4240f077d9a9d692c1cb1d518d9206d"
        },
        "date": 1670890961862,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 179.4550251510255,
            "unit": "ns/iter",
            "extra": "iterations: 3899246\ncpu: 179.42353470388892 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 24161.05697907494,
            "unit": "ns/iter",
            "extra": "iterations: 28958\ncpu: 24158.871469024107 ns\nthreads: 1"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "committer": {
            "email": "jhempsey33@gmail.com",
            "name": "Justin Hempsey",
            "username": "j3hempsey"
          },
          "distinct": true,
          "id": "dd330eda1a581ee424b137363616b2ecbdad91fd",
          "message": "fix pr lookup error",
          "timestamp": "2023-02-23T16:44:04-08:00",
          "tree_id": "a847ae60edda8ef53279d14aaeeb047d11588f33",
          "url": "https://github.com/j3hempsey-actions/github-action-benchmark/commit/dd330eda1a581ee424b137363616b2ecbdad91fd"
        },
        "date": 1677199650827,
        "tool": "googlecpp",
        "benches": [
          {
            "name": "fib_10",
            "value": 179.500114883462,
            "unit": "ns/iter",
            "extra": "iterations: 3899604\ncpu: 179.35305738736548 ns\nthreads: 1"
          },
          {
            "name": "fib_20",
            "value": 24136.990915659808,
            "unit": "ns/iter",
            "extra": "iterations: 29061\ncpu: 24121.499604280652 ns\nthreads: 1"
          }
        ]
      }
    ]
  }
}