window.BENCHMARK_DATA = {
  "lastUpdate": 1707187817188,
  "repoUrl": "https://github.com/icodening/benchmark",
  "entries": {
    "JMH Benchmark": [
      {
        "commit": {
          "author": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "committer": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "distinct": true,
          "id": "97044dd23626d9ac8124e4b3e17da77d8c362378",
          "message": "edit rf json test",
          "timestamp": "2024-02-05T17:31:39+08:00",
          "tree_id": "c73925b4943b73d352857138b6da6c755b0541b6",
          "url": "https://github.com/icodening/benchmark/commit/97044dd23626d9ac8124e4b3e17da77d8c362378"
        },
        "date": 1707125617614,
        "tool": "jmh",
        "benches": [
          {
            "name": "org.example.benchmark.client.H1.restTemplateBenchmark",
            "value": 24.844430611061483,
            "unit": "ops/ms",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "committer": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "distinct": true,
          "id": "80e6843e60fe00d2dbcd19e05a23a6ff318528a8",
          "message": "edit rf json test",
          "timestamp": "2024-02-05T17:37:24+08:00",
          "tree_id": "d2022ec8d1a3a15960fe917fae234a247c9adcda",
          "url": "https://github.com/icodening/benchmark/commit/80e6843e60fe00d2dbcd19e05a23a6ff318528a8"
        },
        "date": 1707126493413,
        "tool": "jmh",
        "benches": [
          {
            "name": "org.example.benchmark.client.H1.apacheHC5Benchmark",
            "value": 26088.783484615735,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.feignClientBenchmark",
            "value": 22270.214525584015,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.okHttpClientBenchmark",
            "value": 25836.974033556675,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.restTemplateBenchmark",
            "value": 22389.579558049696,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.webClientBenchmark",
            "value": 20270.619914285493,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.apacheHC5Benchmark",
            "value": 0.0012626298089217175,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.feignClientBenchmark",
            "value": 0.0015481434336953271,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.okHttpClientBenchmark",
            "value": 0.0012306947634865785,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.restTemplateBenchmark",
            "value": 0.0014184380636859761,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.webClientBenchmark",
            "value": 0.0015658026019529994,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 0\nthreads: 32"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "committer": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "distinct": true,
          "id": "b21c3ce3b6d00cb4b6a4db911c3a42bc4f412b9c",
          "message": "dynamic param",
          "timestamp": "2024-02-05T21:02:18+08:00",
          "tree_id": "863759eea74e79029dbce147c2aff0f7ecadce9a",
          "url": "https://github.com/icodening/benchmark/commit/b21c3ce3b6d00cb4b6a4db911c3a42bc4f412b9c"
        },
        "date": 1707138792105,
        "tool": "jmh",
        "benches": [
          {
            "name": "org.example.benchmark.client.H1.apacheHC5Benchmark",
            "value": 26515.07528880688,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.feignClientBenchmark",
            "value": 22628.91747742993,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.okHttpClientBenchmark",
            "value": 28838.66687200846,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.restTemplateBenchmark",
            "value": 24718.553138349995,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.webClientBenchmark",
            "value": 20838.673289070142,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.apacheHC5Benchmark",
            "value": 0.0012058882514991535,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.feignClientBenchmark",
            "value": 0.0014412512874370524,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.okHttpClientBenchmark",
            "value": 0.0011064715630584392,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.restTemplateBenchmark",
            "value": 0.0013004863031006412,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.webClientBenchmark",
            "value": 0.0014939768512572263,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "committer": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "distinct": true,
          "id": "5352653b0efb9a2887919e6b35b40461edf390c2",
          "message": "support profiler",
          "timestamp": "2024-02-06T10:22:12+08:00",
          "tree_id": "9f35bc7b196355760b95d11f067a01d48ffad8c2",
          "url": "https://github.com/icodening/benchmark/commit/5352653b0efb9a2887919e6b35b40461edf390c2"
        },
        "date": 1707186843101,
        "tool": "jmh",
        "benches": [
          {
            "name": "org.example.benchmark.client.H1.apacheHC5Benchmark",
            "value": 24869.08834358174,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.feignClientBenchmark",
            "value": 21496.87143681645,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.okHttpClientBenchmark",
            "value": 27255.035490518872,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.restTemplateBenchmark",
            "value": 23786.70556372604,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.webClientBenchmark",
            "value": 20059.066769501467,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.apacheHC5Benchmark",
            "value": 0.0013149636015351623,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.feignClientBenchmark",
            "value": 0.0014704829729604116,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.okHttpClientBenchmark",
            "value": 0.001180134323280715,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.restTemplateBenchmark",
            "value": 0.0013551459183434647,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.webClientBenchmark",
            "value": 0.001569699854381386,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "committer": {
            "email": "cleverbn96@gmail.com",
            "name": "icodening",
            "username": "icodening"
          },
          "distinct": true,
          "id": "c2311686ed5833d129f8becb235f04f457e16adb",
          "message": "simplify code",
          "timestamp": "2024-02-06T10:38:27+08:00",
          "tree_id": "dc67033b2852bb297160d41a9298c9991e0b8745",
          "url": "https://github.com/icodening/benchmark/commit/c2311686ed5833d129f8becb235f04f457e16adb"
        },
        "date": 1707187816846,
        "tool": "jmh",
        "benches": [
          {
            "name": "org.example.benchmark.client.H1.apacheHC5Benchmark",
            "value": 25289.794192992907,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.feignClientBenchmark",
            "value": 21845.57790227912,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.okHttpClientBenchmark",
            "value": 28002.04295809045,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.restTemplateBenchmark",
            "value": 24218.168898831005,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.webClientBenchmark",
            "value": 20473.7643333651,
            "unit": "ops/s",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.apacheHC5Benchmark",
            "value": 0.0013138327527827314,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.feignClientBenchmark",
            "value": 0.001471028571435559,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.okHttpClientBenchmark",
            "value": 0.0011748207887795914,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.restTemplateBenchmark",
            "value": 0.001331832821581385,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          },
          {
            "name": "org.example.benchmark.client.H1.webClientBenchmark",
            "value": 0.0016184498164948172,
            "unit": "s/op",
            "extra": "iterations: 3\nforks: 1\nthreads: 32"
          }
        ]
      }
    ]
  }
}