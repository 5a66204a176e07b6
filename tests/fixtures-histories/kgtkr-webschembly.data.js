window.BENCHMARK_DATA = {
  "lastUpdate": 1773321680555,
  "repoUrl": "https://github.com/kgtkr/webschembly",
  "entries": {
    "Benchmark": [
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "43acfa1f16b4dd3d5fb636c7a2b3d7331e738328",
          "message": "fix permissions",
          "timestamp": "2025-09-15T18:31:42+09:00",
          "tree_id": "885785847c78130b07b8576ab18b7aaa1d5900d4",
          "url": "https://github.com/kgtkr/webschembly/commit/43acfa1f16b4dd3d5fb636c7a2b3d7331e738328"
        },
        "date": 1757928818925,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2.b.scm",
            "value": 3.57,
            "range": "±3.10%",
            "unit": "ops/sec",
            "extra": "13 samples"
          },
          {
            "name": "tak.b.scm",
            "value": 20.02,
            "range": "±1.69%",
            "unit": "ops/sec",
            "extra": "37 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "f910991b7505cd6510936872d2692838678c17ee",
          "message": "ベンチマーク結果をgithub pagesにデプロイ",
          "timestamp": "2025-09-15T19:03:23+09:00",
          "tree_id": "9c70ae1d1f1e65d4a983051e11e46d79b0eaed8c",
          "url": "https://github.com/kgtkr/webschembly/commit/f910991b7505cd6510936872d2692838678c17ee"
        },
        "date": 1757930693963,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2.b.scm",
            "value": 3.56,
            "range": "±2.43%",
            "unit": "ops/sec",
            "extra": "13 samples"
          },
          {
            "name": "tak.b.scm",
            "value": 20.63,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "38 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "c1cc92963c8bb9c80e3b56a69afc1b2fccbe2545",
          "message": "github pages生成の仕組み修正",
          "timestamp": "2025-09-15T19:09:59+09:00",
          "tree_id": "42194ffa16d76c6dccad1556a03e30d51ad1147b",
          "url": "https://github.com/kgtkr/webschembly/commit/c1cc92963c8bb9c80e3b56a69afc1b2fccbe2545"
        },
        "date": 1757931113205,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2.b.scm",
            "value": 3.57,
            "range": "±3.38%",
            "unit": "ops/sec",
            "extra": "14 samples"
          },
          {
            "name": "tak.b.scm",
            "value": 19.95,
            "range": "±1.67%",
            "unit": "ops/sec",
            "extra": "37 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "d6623dee263e4f57f9920666aa96fbd54ca73220",
          "message": "fixup! github pages生成の仕組み修正",
          "timestamp": "2025-09-15T19:16:00+09:00",
          "tree_id": "b66fcdb810f4db481200859f637a3854259d673a",
          "url": "https://github.com/kgtkr/webschembly/commit/d6623dee263e4f57f9920666aa96fbd54ca73220"
        },
        "date": 1757931469975,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2.b.scm",
            "value": 3.61,
            "range": "±3.21%",
            "unit": "ops/sec",
            "extra": "14 samples"
          },
          {
            "name": "tak.b.scm",
            "value": 20.62,
            "range": "±1.61%",
            "unit": "ops/sec",
            "extra": "38 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "448cac1a3d8b6c7640d5707dab243ca343fdab75",
          "message": "Merge pull request #13 from kgtkr/work-20250916\n\n20250816",
          "timestamp": "2025-09-18T20:02:17+09:00",
          "tree_id": "c3a985f12d887ea60ceb1bf7b9b6e7e10acadcbc",
          "url": "https://github.com/kgtkr/webschembly/commit/448cac1a3d8b6c7640d5707dab243ca343fdab75"
        },
        "date": 1758193438218,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2.b.scm",
            "value": 2.32,
            "range": "±3.19%",
            "unit": "ops/sec",
            "extra": "10 samples"
          },
          {
            "name": "tak.b.scm",
            "value": 17.01,
            "range": "±0.61%",
            "unit": "ops/sec",
            "extra": "46 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "a0209705eeb19f0c2f47fc8f75b55a51e612866e",
          "message": "Merge pull request #14 from kgtkr/work-20250918\n\n20250918",
          "timestamp": "2025-09-23T06:18:15+09:00",
          "tree_id": "d28cc486c980fbd946bbce9313f5871d8bb9db10",
          "url": "https://github.com/kgtkr/webschembly/commit/a0209705eeb19f0c2f47fc8f75b55a51e612866e"
        },
        "date": 1758576311148,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-300000.b.scm,",
            "value": 2.88,
            "range": "±2.44%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJitOptimization=false",
            "value": 2.93,
            "range": "±1.06%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJit=false",
            "value": 10.62,
            "range": "±1.22%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,",
            "value": 2.99,
            "range": "±1.18%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJitOptimization=false",
            "value": 2.96,
            "range": "±0.95%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJit=false",
            "value": 10.76,
            "range": "±0.28%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,",
            "value": 4.69,
            "range": "±0.57%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJitOptimization=false",
            "value": 4.75,
            "range": "±0.47%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJit=false",
            "value": 21.39,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,",
            "value": 4.91,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJitOptimization=false",
            "value": 4.98,
            "range": "±0.66%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJit=false",
            "value": 22.35,
            "range": "±0.30%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "6c46944a9995654691280546ae17600ae07ed365",
          "message": "Merge pull request #15 from kgtkr/work-20250923\n\nWork 20250923",
          "timestamp": "2025-09-27T22:30:27+09:00",
          "tree_id": "b14f31abf107891edf6dbeb32731d3856017b78a",
          "url": "https://github.com/kgtkr/webschembly/commit/6c46944a9995654691280546ae17600ae07ed365"
        },
        "date": 1758980266152,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-300000.b.scm,",
            "value": 3.04,
            "range": "±0.73%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJitOptimization=false",
            "value": 3.01,
            "range": "±0.71%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJit=false",
            "value": 10.67,
            "range": "±1.13%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,",
            "value": 3.04,
            "range": "±1.15%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJitOptimization=false",
            "value": 3.02,
            "range": "±1.06%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJit=false",
            "value": 10.78,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,",
            "value": 5.6,
            "range": "±0.55%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJitOptimization=false",
            "value": 5.68,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJit=false",
            "value": 21.29,
            "range": "±0.88%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,",
            "value": 5.88,
            "range": "±1.03%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJit=false",
            "value": 22.24,
            "range": "±0.77%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJitOptimization=false",
            "value": 5.96,
            "range": "±0.55%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "3825e1f4bc12f0d1abfad10c5de3f97a908d23f9",
          "message": "Merge pull request #16 from kgtkr/work-20250928\n\nWork 20250928",
          "timestamp": "2025-10-07T15:57:37+09:00",
          "tree_id": "742d7929aceb2b7fc9aad466dd51a8bf5d277fd2",
          "url": "https://github.com/kgtkr/webschembly/commit/3825e1f4bc12f0d1abfad10c5de3f97a908d23f9"
        },
        "date": 1759820726980,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-300000.b.scm,",
            "value": 3.6,
            "range": "±1.29%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJitOptimization=false",
            "value": 3.6,
            "range": "±1.76%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJit=false",
            "value": 10.74,
            "range": "±0.39%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,",
            "value": 3.79,
            "range": "±1.59%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJitOptimization=false",
            "value": 3.76,
            "range": "±2.50%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJit=false",
            "value": 11.01,
            "range": "±0.25%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,",
            "value": 8.02,
            "range": "±0.81%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJitOptimization=false",
            "value": 8.1,
            "range": "±1.55%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJit=false",
            "value": 23.26,
            "range": "±0.76%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,",
            "value": 8.93,
            "range": "±1.13%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJitOptimization=false",
            "value": 9.02,
            "range": "±1.21%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJit=false",
            "value": 24.81,
            "range": "±1.03%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "733b28ec17040bb9d2a47f05a881547008aab195",
          "message": "Merge pull request #17 from kgtkr/work-20251007\n\nWork 20251007",
          "timestamp": "2025-10-20T20:09:26+09:00",
          "tree_id": "3b64b7bc905b8db2074a2733fcd3e86bfccca952",
          "url": "https://github.com/kgtkr/webschembly/commit/733b28ec17040bb9d2a47f05a881547008aab195"
        },
        "date": 1760959792784,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-300000.b.scm,",
            "value": 6.66,
            "range": "±0.77%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJitOptimization=false",
            "value": 6.9,
            "range": "±0.44%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJit=false",
            "value": 11.74,
            "range": "±0.66%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,",
            "value": 9.48,
            "range": "±0.78%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJitOptimization=false",
            "value": 8.31,
            "range": "±0.88%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJit=false",
            "value": 12.1,
            "range": "±0.39%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 1.35,
            "range": "±0.39%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJitOptimization=false",
            "value": 0.96,
            "range": "±1.34%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 7.92,
            "range": "±0.32%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 4.14,
            "range": "±1.54%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJitOptimization=false",
            "value": 2.25,
            "range": "±0.84%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.33,
            "range": "±0.34%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 1.33,
            "range": "±0.45%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJitOptimization=false",
            "value": 1.27,
            "range": "±0.84%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 7.95,
            "range": "±3.67%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 4.08,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJitOptimization=false",
            "value": 3.04,
            "range": "±1.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.36,
            "range": "±0.24%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,",
            "value": 10.12,
            "range": "±0.71%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJitOptimization=false",
            "value": 12.37,
            "range": "±0.76%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJit=false",
            "value": 20.66,
            "range": "±0.93%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,",
            "value": 18.88,
            "range": "±0.25%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJitOptimization=false",
            "value": 18.79,
            "range": "±0.40%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJit=false",
            "value": 22.25,
            "range": "±0.23%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "aefc18d8234f51644cdad6976126c087f97b85bc",
          "message": "fix ベンチマーク",
          "timestamp": "2025-10-21T05:14:10+09:00",
          "tree_id": "663939821a7f1d6491de12914aa4382f9c360bfe",
          "url": "https://github.com/kgtkr/webschembly/commit/aefc18d8234f51644cdad6976126c087f97b85bc"
        },
        "date": 1760992398611,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-300000.b.scm,",
            "value": 6.72,
            "range": "±0.61%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJitOptimization=false",
            "value": 6.96,
            "range": "±0.39%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJit=false",
            "value": 11.68,
            "range": "±2.34%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,",
            "value": 9.53,
            "range": "±0.66%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJitOptimization=false",
            "value": 8.41,
            "range": "±0.41%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJit=false",
            "value": 11.96,
            "range": "±1.63%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 1.36,
            "range": "±0.42%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJitOptimization=false",
            "value": 0.99,
            "range": "±0.82%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 7.98,
            "range": "±1.55%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 4.16,
            "range": "±1.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJitOptimization=false",
            "value": 2.36,
            "range": "±1.10%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.54,
            "range": "±0.17%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 1.33,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJitOptimization=false",
            "value": 1.27,
            "range": "±0.81%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 8.03,
            "range": "±2.44%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 4.23,
            "range": "±1.30%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJitOptimization=false",
            "value": 3.13,
            "range": "±1.22%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.85,
            "range": "±0.13%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,",
            "value": 10.67,
            "range": "±0.70%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJitOptimization=false",
            "value": 13.21,
            "range": "±0.77%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJit=false",
            "value": 21.3,
            "range": "±0.81%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,",
            "value": 20.6,
            "range": "±0.18%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJitOptimization=false",
            "value": 20.42,
            "range": "±0.52%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJit=false",
            "value": 22.82,
            "range": "±0.31%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "8d0586c4fbd4dd910421f3fbee61c2a2d423e769",
          "message": "Merge pull request #31 from kgtkr/work-20251020\n\nwork-20251020",
          "timestamp": "2025-10-21T20:27:30+09:00",
          "tree_id": "d447bcbb08ed1e593bbbd0c22ea740e99fdf6e4f",
          "url": "https://github.com/kgtkr/webschembly/commit/8d0586c4fbd4dd910421f3fbee61c2a2d423e769"
        },
        "date": 1761046830444,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-300000.b.scm,",
            "value": 6.92,
            "range": "±0.57%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJit=false",
            "value": 11.94,
            "range": "±0.66%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJitOptimization=false",
            "value": 7.95,
            "range": "±0.78%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,",
            "value": 10.23,
            "range": "±0.65%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJitOptimization=false",
            "value": 10.25,
            "range": "±0.86%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJit=false",
            "value": 12.2,
            "range": "±0.58%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 2.13,
            "range": "±0.20%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJitOptimization=false",
            "value": 2.01,
            "range": "±1.15%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 8.11,
            "range": "±0.30%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 31.36,
            "range": "±2.01%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJitOptimization=false",
            "value": 6.94,
            "range": "±3.09%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.61,
            "range": "±0.11%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 2.32,
            "range": "±0.12%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJitOptimization=false",
            "value": 3.42,
            "range": "±0.57%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 8.21,
            "range": "±0.31%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 33.99,
            "range": "±1.00%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJitOptimization=false",
            "value": 17.84,
            "range": "±1.99%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.93,
            "range": "±0.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,",
            "value": 10.18,
            "range": "±0.82%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJitOptimization=false",
            "value": 12.92,
            "range": "±0.82%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJit=false",
            "value": 21.24,
            "range": "±1.20%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,",
            "value": 20.74,
            "range": "±0.42%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJitOptimization=false",
            "value": 20.78,
            "range": "±0.91%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJit=false",
            "value": 22.67,
            "range": "±0.86%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "87a5c84cce4a80ce03d54578650f1da6a410e8ce",
          "message": "Merge pull request #35 from kgtkr/add-bench\n\nベンチマーク追加",
          "timestamp": "2025-11-26T14:20:42+09:00",
          "tree_id": "e43b85a2b0d87d7cb85ad7dd7ee91315ff1bd8bf",
          "url": "https://github.com/kgtkr/webschembly/commit/87a5c84cce4a80ce03d54578650f1da6a410e8ce"
        },
        "date": 1764135317565,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-300000.b.scm,",
            "value": 6.61,
            "range": "±0.99%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJitOptimization=false",
            "value": 7.85,
            "range": "±0.91%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJit=false",
            "value": 11.93,
            "range": "±0.53%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,",
            "value": 10.22,
            "range": "±1.12%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJitOptimization=false",
            "value": 10.22,
            "range": "±1.02%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJit=false",
            "value": 12.27,
            "range": "±0.36%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 2.11,
            "range": "±0.18%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJitOptimization=false",
            "value": 1.98,
            "range": "±1.12%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 8.02,
            "range": "±0.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 30.91,
            "range": "±2.38%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJitOptimization=false",
            "value": 7.33,
            "range": "±3.66%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.49,
            "range": "±0.22%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 2.29,
            "range": "±0.19%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJitOptimization=false",
            "value": 3.41,
            "range": "±0.61%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 8.1,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 33.62,
            "range": "±1.75%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJitOptimization=false",
            "value": 17.8,
            "range": "±1.93%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.56,
            "range": "±0.42%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,",
            "value": 10.15,
            "range": "±0.79%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJitOptimization=false",
            "value": 12.8,
            "range": "±0.88%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJit=false",
            "value": 20.89,
            "range": "±1.23%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,",
            "value": 20.64,
            "range": "±0.57%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJitOptimization=false",
            "value": 20.86,
            "range": "±0.55%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJit=false",
            "value": 22.9,
            "range": "±0.28%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,",
            "value": 8.23,
            "range": "±1.04%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,enableJitOptimization=false",
            "value": 9.8,
            "range": "±1.19%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,enableJit=false",
            "value": 15.27,
            "range": "±0.95%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,",
            "value": 14.16,
            "range": "±1.06%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,enableJitOptimization=false",
            "value": 14.2,
            "range": "±0.88%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,enableJit=false",
            "value": 16.75,
            "range": "±0.59%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "91ec72d8c23c4f1518b5559926e4fbdfc8419a5d",
          "message": "Merge pull request #33 from kgtkr/work-20251022\n\nwork-20251022",
          "timestamp": "2025-12-10T19:18:38+09:00",
          "tree_id": "ab609c8a03e6f2542e68e1da4de3d60ae92b85eb",
          "url": "https://github.com/kgtkr/webschembly/commit/91ec72d8c23c4f1518b5559926e4fbdfc8419a5d"
        },
        "date": 1765362714687,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-300000.b.scm,",
            "value": 5.92,
            "range": "±0.52%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJit=false",
            "value": 11.52,
            "range": "±0.75%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,",
            "value": 10.18,
            "range": "±1.19%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJit=false",
            "value": 12.01,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 1.34,
            "range": "±0.53%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 7.65,
            "range": "±0.37%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 15.64,
            "range": "±6.36%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 16.12,
            "range": "±2.14%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 1.47,
            "range": "±0.69%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 7.88,
            "range": "±0.59%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 21.37,
            "range": "±7.32%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.61,
            "range": "±0.11%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,",
            "value": 8.33,
            "range": "±0.54%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJit=false",
            "value": 21.1,
            "range": "±0.63%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,",
            "value": 20.93,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJit=false",
            "value": 22.76,
            "range": "±0.19%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,",
            "value": 7.08,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,enableJit=false",
            "value": 15.65,
            "range": "±0.54%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,",
            "value": 14.03,
            "range": "±0.88%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,enableJit=false",
            "value": 16.75,
            "range": "±0.55%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "42303a0d2ee9d293e14c434667974f09e3ad0a46",
          "message": "Merge pull request #37 from kgtkr/work-20251210\n\nWork 20251210",
          "timestamp": "2025-12-11T15:56:16+09:00",
          "tree_id": "3ed8b159458cd1b6c3899e4418455c00db1f5fa4",
          "url": "https://github.com/kgtkr/webschembly/commit/42303a0d2ee9d293e14c434667974f09e3ad0a46"
        },
        "date": 1765436758014,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-300000.b.scm,",
            "value": 6.88,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,enableJit=false",
            "value": 11.69,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,",
            "value": 9.97,
            "range": "±1.75%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-300000.b.scm,with warmup,enableJit=false",
            "value": 12.09,
            "range": "±1.04%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 7.91,
            "range": "±0.40%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 3.7,
            "range": "±0.34%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 51.36,
            "range": "±1.78%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.71,
            "range": "±0.44%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 3.16,
            "range": "±0.30%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 7.71,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 58.84,
            "range": "±1.78%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.27,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,",
            "value": 10.5,
            "range": "±0.60%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,enableJit=false",
            "value": 22.64,
            "range": "±0.78%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,",
            "value": 20.62,
            "range": "±0.86%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-30.b.scm,with warmup,enableJit=false",
            "value": 24.04,
            "range": "±0.86%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,",
            "value": 8.43,
            "range": "±0.76%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,enableJit=false",
            "value": 16.56,
            "range": "±0.67%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,",
            "value": 14.06,
            "range": "±1.04%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,enableJit=false",
            "value": 17.64,
            "range": "±1.05%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "0a21bfd12199f769a80c18bc6d9e39bd0002b332",
          "message": "Merge pull request #38 from kgtkr/work-20251211\n\nWork 20251211",
          "timestamp": "2026-01-05T22:25:53+09:00",
          "tree_id": "812e30b7812628e000e92ad8f8a45a868136ecfc",
          "url": "https://github.com/kgtkr/webschembly/commit/0a21bfd12199f769a80c18bc6d9e39bd0002b332"
        },
        "date": 1767630408620,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "gambit/ack.b.scm,",
            "value": 3.43,
            "range": "±1.94%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJit=false",
            "value": 6.98,
            "range": "±0.70%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,",
            "value": 3.99,
            "range": "±0.76%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,",
            "value": 2.94,
            "range": "±0.26%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJit=false",
            "value": 7.3,
            "range": "±0.32%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJit=false",
            "value": 48.94,
            "range": "±2.53%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,",
            "value": 181.61,
            "range": "±1.18%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJit=false",
            "value": 235.18,
            "range": "±0.34%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,",
            "value": 20.13,
            "range": "±1.22%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,enableJit=false",
            "value": 237.29,
            "range": "±14.02%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,",
            "value": 411.46,
            "range": "±0.80%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,enableJit=false",
            "value": 522.78,
            "range": "±1.07%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 3.72,
            "range": "±0.12%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 14.21,
            "range": "±0.53%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 47.86,
            "range": "±0.79%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.77,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,",
            "value": 17.01,
            "range": "±1.39%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,enableJit=false",
            "value": 517.31,
            "range": "±6.09%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,",
            "value": 121247.38,
            "range": "±30.48%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,enableJit=false",
            "value": 211852.02,
            "range": "±12.10%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,",
            "value": 19.01,
            "range": "±1.25%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,enableJit=false",
            "value": 367.26,
            "range": "±7.09%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,",
            "value": 570.11,
            "range": "±2.93%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,enableJit=false",
            "value": 758.68,
            "range": "±1.10%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,",
            "value": 1.89,
            "range": "±0.39%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,enableJit=false",
            "value": 7.3,
            "range": "±0.95%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,",
            "value": 4.22,
            "range": "±0.45%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,enableJit=false",
            "value": 8.81,
            "range": "±0.97%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 3.06,
            "range": "±0.10%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 14.82,
            "range": "±0.67%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 42.8,
            "range": "±0.67%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 18.92,
            "range": "±0.56%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,",
            "value": 0.92,
            "range": "±0.58%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,enableJit=false",
            "value": 0.4,
            "range": "±0.21%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,",
            "value": 0.96,
            "range": "±0.45%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,enableJit=false",
            "value": 0.4,
            "range": "±0.21%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "e3c26611cae21d93fe0ef415a21a770c049192be",
          "message": "fix: Prepare pages",
          "timestamp": "2026-01-07T23:17:54+09:00",
          "tree_id": "9aaa5fc5f09261e302f34ab78bef189652ba181f",
          "url": "https://github.com/kgtkr/webschembly/commit/e3c26611cae21d93fe0ef415a21a770c049192be"
        },
        "date": 1767809730369,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "gambit/ack.b.scm,",
            "value": 3.31,
            "range": "±1.57%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJit=false",
            "value": 7.22,
            "range": "±0.74%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,",
            "value": 3.87,
            "range": "±0.67%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJit=false",
            "value": 7.44,
            "range": "±0.30%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,",
            "value": 2.97,
            "range": "±0.28%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJit=false",
            "value": 49.94,
            "range": "±2.06%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,",
            "value": 179.48,
            "range": "±0.94%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJit=false",
            "value": 239.3,
            "range": "±0.38%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,",
            "value": 20.46,
            "range": "±1.06%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,enableJit=false",
            "value": 243.06,
            "range": "±13.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,",
            "value": 416.07,
            "range": "±0.73%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,enableJit=false",
            "value": 531.01,
            "range": "±0.91%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 3.7,
            "range": "±0.24%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 14.05,
            "range": "±0.59%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 47.44,
            "range": "±0.62%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.49,
            "range": "±0.68%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,",
            "value": 17.25,
            "range": "±0.97%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,enableJit=false",
            "value": 556.84,
            "range": "±4.45%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,",
            "value": 138773.57,
            "range": "±34.15%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,enableJit=false",
            "value": 246752.73,
            "range": "±10.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,",
            "value": 19.09,
            "range": "±0.87%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,enableJit=false",
            "value": 365.71,
            "range": "±10.41%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,",
            "value": 573.45,
            "range": "±2.66%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,enableJit=false",
            "value": 763.67,
            "range": "±2.09%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,",
            "value": 1.86,
            "range": "±0.24%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,enableJit=false",
            "value": 6.91,
            "range": "±0.69%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,",
            "value": 4.14,
            "range": "±0.37%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,enableJit=false",
            "value": 8.26,
            "range": "±0.98%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 3.09,
            "range": "±0.14%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 14.15,
            "range": "±0.52%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 54.38,
            "range": "±0.91%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.7,
            "range": "±0.48%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,",
            "value": 0.93,
            "range": "±0.45%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,enableJit=false",
            "value": 0.4,
            "range": "±0.19%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,",
            "value": 0.97,
            "range": "±0.54%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,enableJit=false",
            "value": 0.4,
            "range": "±0.21%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "79f993ce12a36bc7e178c569e563215ae00c6b1a",
          "message": "Merge pull request #41 from kgtkr/work-20260105-pre\n\nWork 20260105 pre",
          "timestamp": "2026-01-08T18:30:43+09:00",
          "tree_id": "ccff368367a994b0122bcb20d073531f023dd073",
          "url": "https://github.com/kgtkr/webschembly/commit/79f993ce12a36bc7e178c569e563215ae00c6b1a"
        },
        "date": 1767877581803,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "gambit/ack.b.scm,",
            "value": 3.47,
            "range": "±0.29%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJit=false",
            "value": 7.33,
            "range": "±0.69%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,",
            "value": 3.99,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJit=false",
            "value": 7.55,
            "range": "±0.20%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,",
            "value": 2.6,
            "range": "±0.19%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJit=false",
            "value": 38.91,
            "range": "±1.94%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,",
            "value": 185.99,
            "range": "±0.52%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJit=false",
            "value": 241.99,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,",
            "value": 24.66,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,enableJit=false",
            "value": 236.83,
            "range": "±13.15%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,",
            "value": 459.91,
            "range": "±1.15%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,enableJit=false",
            "value": 531.36,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 4.04,
            "range": "±0.15%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 12.49,
            "range": "±0.45%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 55.19,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.52,
            "range": "±0.56%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,",
            "value": 14.62,
            "range": "±1.17%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,enableJit=false",
            "value": 415.98,
            "range": "±4.99%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,",
            "value": 129095.98,
            "range": "±36.34%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,enableJit=false",
            "value": 204466.96,
            "range": "±9.03%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,",
            "value": 17.52,
            "range": "±1.08%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,enableJit=false",
            "value": 329.4,
            "range": "±6.78%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,",
            "value": 620.94,
            "range": "±2.36%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,enableJit=false",
            "value": 766.94,
            "range": "±1.12%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,",
            "value": 1.7,
            "range": "±0.23%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,enableJit=false",
            "value": 6.74,
            "range": "±0.84%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,",
            "value": 4.06,
            "range": "±0.27%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,enableJit=false",
            "value": 8.37,
            "range": "±0.79%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 2.65,
            "range": "±0.10%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 12.4,
            "range": "±0.48%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 60.48,
            "range": "±0.81%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.28,
            "range": "±0.65%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,",
            "value": 0.97,
            "range": "±0.81%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,enableJit=false",
            "value": 0.4,
            "range": "±0.20%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,",
            "value": 1.02,
            "range": "±0.48%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,enableJit=false",
            "value": 0.4,
            "range": "±0.23%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "f430e386d2b185ba006ffd8982f086d43d6708e4",
          "message": "CIでbenchmark.resultを出力",
          "timestamp": "2026-01-14T15:12:53+09:00",
          "tree_id": "b35c9a8c401aaf48ebd6d433bcd09fea329e18f0",
          "url": "https://github.com/kgtkr/webschembly/commit/f430e386d2b185ba006ffd8982f086d43d6708e4"
        },
        "date": 1768384807851,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "gambit/ack.b.scm,",
            "value": 3.44,
            "range": "±0.42%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJit=false",
            "value": 7.21,
            "range": "±0.75%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,",
            "value": 3.96,
            "range": "±0.82%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJit=false",
            "value": 7.52,
            "range": "±0.31%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,",
            "value": 2.6,
            "range": "±0.38%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJit=false",
            "value": 38.93,
            "range": "±2.32%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJit=false",
            "value": 232.1,
            "range": "±0.49%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,",
            "value": 181.19,
            "range": "±0.71%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,",
            "value": 24.88,
            "range": "±0.83%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,enableJit=false",
            "value": 233.67,
            "range": "±13.34%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,",
            "value": 460.28,
            "range": "±1.28%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,enableJit=false",
            "value": 536.73,
            "range": "±0.74%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 4.1,
            "range": "±0.18%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 12.7,
            "range": "±0.49%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 52.44,
            "range": "±0.87%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.7,
            "range": "±0.63%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,",
            "value": 15.17,
            "range": "±0.57%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,enableJit=false",
            "value": 442.38,
            "range": "±4.56%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,",
            "value": 138562.19,
            "range": "±34.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,enableJit=false",
            "value": 220308.44,
            "range": "±8.08%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,",
            "value": 17.65,
            "range": "±0.75%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,enableJit=false",
            "value": 325.97,
            "range": "±9.77%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,",
            "value": 624.55,
            "range": "±2.05%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,enableJit=false",
            "value": 767.62,
            "range": "±1.19%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,",
            "value": 1.69,
            "range": "±0.13%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,enableJit=false",
            "value": 6.65,
            "range": "±0.87%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,",
            "value": 4.06,
            "range": "±0.42%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,enableJit=false",
            "value": 8.43,
            "range": "±0.49%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 2.64,
            "range": "±0.14%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 12.57,
            "range": "±0.38%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 60.24,
            "range": "±1.11%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.63,
            "range": "±0.56%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,",
            "value": 0.97,
            "range": "±0.53%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,enableJit=false",
            "value": 0.4,
            "range": "±0.22%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,",
            "value": 1.01,
            "range": "±0.48%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,enableJit=false",
            "value": 0.4,
            "range": "±0.29%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "cc58920be51f3627f579f5fe74e1273773bd9cf8",
          "message": "Merge pull request #42 from kgtkr/work-20260109\n\nWork 20260109",
          "timestamp": "2026-01-17T22:59:54+09:00",
          "tree_id": "6355566653300ebfbc42846a6e0ebb7b23f410c1",
          "url": "https://github.com/kgtkr/webschembly/commit/cc58920be51f3627f579f5fe74e1273773bd9cf8"
        },
        "date": 1768668797591,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-large.b.scm,",
            "value": 14.71,
            "range": "±0.92%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,enableJit=false",
            "value": 370.67,
            "range": "±6.36%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,",
            "value": 35687.61,
            "range": "±11.65%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,enableJit=false",
            "value": 37176.55,
            "range": "±14.33%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,",
            "value": 3.3,
            "range": "±0.40%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJit=false",
            "value": 7.24,
            "range": "±0.61%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,",
            "value": 3.83,
            "range": "±0.90%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJit=false",
            "value": 7.36,
            "range": "±0.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,",
            "value": 2.58,
            "range": "±0.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJit=false",
            "value": 37.7,
            "range": "±2.05%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,",
            "value": 180.21,
            "range": "±0.80%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJit=false",
            "value": 240.5,
            "range": "±0.41%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,",
            "value": 24.35,
            "range": "±1.27%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,enableJit=false",
            "value": 232.07,
            "range": "±13.63%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,",
            "value": 461.39,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-cps-30.b.scm,with warmup,enableJit=false",
            "value": 524.35,
            "range": "±1.68%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-inline.b.scm,",
            "value": 16.03,
            "range": "±1.90%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-inline.b.scm,enableJit=false",
            "value": 397.12,
            "range": "±3.46%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-inline.b.scm,with warmup,",
            "value": 308350.21,
            "range": "±63.53%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-inline.b.scm,with warmup,enableJit=false",
            "value": 369889.09,
            "range": "±8.21%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,",
            "value": 4.09,
            "range": "±0.14%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,enableJit=false",
            "value": 12.71,
            "range": "±0.56%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,",
            "value": 54.81,
            "range": "±1.17%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul-64.b.scm,with warmup,enableJit=false",
            "value": 17.86,
            "range": "±1.12%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large-inline.b.scm,",
            "value": 15.97,
            "range": "±0.98%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large-inline.b.scm,enableJit=false",
            "value": 349.35,
            "range": "±7.01%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large-inline.b.scm,with warmup,",
            "value": 111200.83,
            "range": "±27.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large-inline.b.scm,with warmup,enableJit=false",
            "value": 103000.35,
            "range": "±38.60%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,",
            "value": 15.57,
            "range": "±0.80%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,enableJit=false",
            "value": 412.83,
            "range": "±5.48%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,",
            "value": 94035.35,
            "range": "±19.00%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2.b.scm,with warmup,enableJit=false",
            "value": 141322.75,
            "range": "±6.82%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-inline.b.scm,",
            "value": 20.38,
            "range": "±0.82%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-inline.b.scm,enableJit=false",
            "value": 366.91,
            "range": "±12.82%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-inline.b.scm,with warmup,",
            "value": 1116.21,
            "range": "±4.82%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak-inline.b.scm,with warmup,enableJit=false",
            "value": 1162.45,
            "range": "±2.32%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,",
            "value": 17.53,
            "range": "±0.68%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,enableJit=false",
            "value": 332.85,
            "range": "±4.81%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,",
            "value": 622.67,
            "range": "±3.38%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "tak.b.scm,with warmup,enableJit=false",
            "value": 756.26,
            "range": "±1.10%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,",
            "value": 1.72,
            "range": "±0.19%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,enableJit=false",
            "value": 6.69,
            "range": "±0.72%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,",
            "value": 4.06,
            "range": "±0.42%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/boyer.b.scm,with warmup,enableJit=false",
            "value": 8.45,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,",
            "value": 2.64,
            "range": "±0.21%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,enableJit=false",
            "value": 12.37,
            "range": "±0.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,",
            "value": 60.18,
            "range": "±1.07%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul2-64.b.scm,with warmup,enableJit=false",
            "value": 17.2,
            "range": "±1.46%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,",
            "value": 0.97,
            "range": "±0.54%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,enableJit=false",
            "value": 0.4,
            "range": "±0.23%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,",
            "value": 1.02,
            "range": "±0.60%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/array1.b.scm,with warmup,enableJit=false",
            "value": 0.4,
            "range": "±0.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "ef4dcd754035647b547ff1c503c38a15842470dd",
          "message": "Merge pull request #43 from kgtkr/work-20260117\n\nWork 20260117",
          "timestamp": "2026-02-03T10:51:10+09:00",
          "tree_id": "0e1d2f8fc1ad618f8ba72e77818eb82aca28c4bb",
          "url": "https://github.com/kgtkr/webschembly/commit/ef4dcd754035647b547ff1c503c38a15842470dd"
        },
        "date": 1770088062755,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-large.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 15.2,
            "range": "±0.44%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18293.03,
            "range": "±2.63%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18834.61,
            "range": "±2.30%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 19012.31,
            "range": "±1.74%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 17782.63,
            "range": "±2.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 18080.79,
            "range": "±1.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.23,
            "range": "±0.27%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.69,
            "range": "±0.80%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.72,
            "range": "±0.63%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.71,
            "range": "±0.38%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.67,
            "range": "±0.40%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 163.29,
            "range": "±1.39%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 164.89,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 164.19,
            "range": "±0.61%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 4.15,
            "range": "±0.12%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 52.93,
            "range": "±0.59%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 51.67,
            "range": "±1.41%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 52.55,
            "range": "±0.88%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.83,
            "range": "±0.75%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.84,
            "range": "±0.55%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 177.99,
            "range": "±0.68%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 177.07,
            "range": "±0.65%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 45.18,
            "range": "±0.26%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 45.27,
            "range": "±0.11%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "a9aefc3e8fab9387fda55fbd1c38ddcbc5e104cd",
          "message": "Merge pull request #52 from kgtkr/playground-update\n\nPlayground update",
          "timestamp": "2026-03-08T12:10:45+09:00",
          "tree_id": "9387d78c0faa1a69c3dfe9e91c50d50a400a1f63",
          "url": "https://github.com/kgtkr/webschembly/commit/a9aefc3e8fab9387fda55fbd1c38ddcbc5e104cd"
        },
        "date": 1772944535834,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-large.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 15.11,
            "range": "±0.37%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18594.6,
            "range": "±2.46%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18525.09,
            "range": "±2.25%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 18518.77,
            "range": "±2.74%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 17530.87,
            "range": "±2.11%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 17987.88,
            "range": "±2.17%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.8,
            "range": "±0.92%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.22,
            "range": "±1.26%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.26,
            "range": "±0.40%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.26,
            "range": "±0.61%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.79,
            "range": "±0.09%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 155.4,
            "range": "±0.31%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 155.02,
            "range": "±0.50%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 155.09,
            "range": "±0.30%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 4.19,
            "range": "±0.18%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 44.37,
            "range": "±1.98%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 44.08,
            "range": "±1.88%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 43.09,
            "range": "±2.76%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.72,
            "range": "±1.56%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.71,
            "range": "±1.09%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 184.07,
            "range": "±1.03%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 183.66,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 45.25,
            "range": "±0.09%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 45.2,
            "range": "±0.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "86a0b4ee1e9a71eeda5993c3dfc944cd96471381",
          "message": "Merge pull request #53 from kgtkr/playground-cfg\n\nPlayground cfg",
          "timestamp": "2026-03-09T01:02:59+09:00",
          "tree_id": "fc81a76ec9ed452783152548133f52836c89ae05",
          "url": "https://github.com/kgtkr/webschembly/commit/86a0b4ee1e9a71eeda5993c3dfc944cd96471381"
        },
        "date": 1772990271291,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-large.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 15.04,
            "range": "±0.47%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18374.56,
            "range": "±2.29%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18419.95,
            "range": "±2.29%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 18700.3,
            "range": "±2.20%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 17950.61,
            "range": "±2.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 17743.21,
            "range": "±2.59%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.34,
            "range": "±1.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.96,
            "range": "±0.74%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.97,
            "range": "±1.24%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.93,
            "range": "±1.07%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.66,
            "range": "±0.25%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 162.69,
            "range": "±0.50%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 162.35,
            "range": "±0.51%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 161.84,
            "range": "±1.06%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 4.11,
            "range": "±0.27%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 52.67,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 52.01,
            "range": "±1.83%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 52.37,
            "range": "±1.83%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.74,
            "range": "±0.48%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.76,
            "range": "±0.62%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 172.83,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 173.11,
            "range": "±0.72%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 45.17,
            "range": "±0.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 45.23,
            "range": "±0.14%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "ba86fd4509bcc3a346c09d6bfe24703de34e3844",
          "message": "一旦高速でデプロイ",
          "timestamp": "2026-03-09T16:55:42+09:00",
          "tree_id": "11d3256d40dc2ee51e5cece6262eccf98d8064ac",
          "url": "https://github.com/kgtkr/webschembly/commit/ba86fd4509bcc3a346c09d6bfe24703de34e3844"
        },
        "date": 1773047402526,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-large.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 14.96,
            "range": "±0.21%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 16140.69,
            "range": "±2.74%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 16285.29,
            "range": "±3.06%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 16500.57,
            "range": "±2.99%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 16849.12,
            "range": "±3.07%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 17081.35,
            "range": "±3.39%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.26,
            "range": "±0.47%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.69,
            "range": "±0.84%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.7,
            "range": "±0.86%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.68,
            "range": "±1.32%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.65,
            "range": "±0.11%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 166.06,
            "range": "±0.58%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 165.95,
            "range": "±0.56%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 166.27,
            "range": "±0.42%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 4.13,
            "range": "±0.15%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 52.88,
            "range": "±0.66%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 52.94,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 52.8,
            "range": "±0.69%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.71,
            "range": "±1.35%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.71,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 174.33,
            "range": "±0.66%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 173.55,
            "range": "±0.69%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 45.21,
            "range": "±0.15%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 45.21,
            "range": "±0.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5b06d029f78115f19b311b34673211fc5db48a1e",
          "message": "Merge pull request #54 from kgtkr/playgroud-scroll\n\nPlayground改善",
          "timestamp": "2026-03-09T16:45:51+09:00",
          "tree_id": "8274dc1e3d14da6e09fd14712e9d6cd50a96655a",
          "url": "https://github.com/kgtkr/webschembly/commit/5b06d029f78115f19b311b34673211fc5db48a1e"
        },
        "date": 1773047518985,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-large.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 15.15,
            "range": "±0.13%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18881.41,
            "range": "±2.24%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18871.49,
            "range": "±2.40%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 18914.3,
            "range": "±2.06%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18136.01,
            "range": "±2.29%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 17899.17,
            "range": "±1.96%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.87,
            "range": "±0.29%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.25,
            "range": "±0.60%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.27,
            "range": "±0.11%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.24,
            "range": "±0.60%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.75,
            "range": "±0.26%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 173.68,
            "range": "±0.41%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 173.5,
            "range": "±0.37%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 174.44,
            "range": "±0.47%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 4.21,
            "range": "±0.20%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 43.71,
            "range": "±1.08%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 43.1,
            "range": "±1.57%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 43.22,
            "range": "±1.22%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.75,
            "range": "±0.67%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.73,
            "range": "±1.24%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 174.42,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 174.75,
            "range": "±0.63%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 45.16,
            "range": "±0.32%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 45.03,
            "range": "±0.48%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "23c80dd8bf58b40468646dfa43189e722caccc3c",
          "message": "Revert \"一旦高速でデプロイ\"\n\nThis reverts commit ba86fd4509bcc3a346c09d6bfe24703de34e3844.",
          "timestamp": "2026-03-09T16:56:30+09:00",
          "tree_id": "7e29b032ee350c9362c4e283a492dc5969b4dcee",
          "url": "https://github.com/kgtkr/webschembly/commit/23c80dd8bf58b40468646dfa43189e722caccc3c"
        },
        "date": 1773047650327,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-large.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 15.34,
            "range": "±0.21%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 12697.92,
            "range": "±2.08%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 13266.92,
            "range": "±1.87%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 13097.89,
            "range": "±2.08%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 16400.7,
            "range": "±3.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 16421.96,
            "range": "±3.61%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.32,
            "range": "±0.42%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.81,
            "range": "±0.98%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.79,
            "range": "±1.03%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.83,
            "range": "±0.92%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.67,
            "range": "±0.09%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 162.45,
            "range": "±0.45%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 161.43,
            "range": "±1.18%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 163,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 4.13,
            "range": "±0.34%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 52.1,
            "range": "±1.02%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 52.26,
            "range": "±1.10%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 52.12,
            "range": "±0.90%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 4.05,
            "range": "±0.89%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 4.07,
            "range": "±0.17%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 212.17,
            "range": "±0.59%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 211.33,
            "range": "±0.97%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 48.85,
            "range": "±5.76%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 48.15,
            "range": "±5.94%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "distinct": true,
          "id": "1eaea3afcfea3913830a4932fd4397e8666dd436",
          "message": "Merge branch 'master' of https://github.com/kgtkr/webschembly",
          "timestamp": "2026-03-09T16:49:37+09:00",
          "tree_id": "8fe4d2134d3d39914dbd65af07c4eb7924838524",
          "url": "https://github.com/kgtkr/webschembly/commit/1eaea3afcfea3913830a4932fd4397e8666dd436"
        },
        "date": 1773047695688,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-large.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 14.86,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 17005.63,
            "range": "±2.23%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 17334.23,
            "range": "±2.21%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 17341.32,
            "range": "±1.52%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18069.6,
            "range": "±2.41%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 17871.63,
            "range": "±2.56%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.91,
            "range": "±0.25%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.38,
            "range": "±1.04%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.42,
            "range": "±0.73%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.39,
            "range": "±0.84%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.64,
            "range": "±0.06%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 183.76,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 182.15,
            "range": "±2.28%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 183.28,
            "range": "±0.55%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 4.02,
            "range": "±0.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 48.76,
            "range": "±0.95%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 48.61,
            "range": "±1.15%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 48.51,
            "range": "±1.20%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.64,
            "range": "±0.23%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.63,
            "range": "±0.32%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 213.34,
            "range": "±1.02%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 213.6,
            "range": "±0.60%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 49.23,
            "range": "±1.18%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 49.77,
            "range": "±1.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "me@kgtkr.net",
            "name": "kgtkr",
            "username": "kgtkr"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5671c31d8994504d2165053a94b906db84b02776",
          "message": "Include GPL v3 license\n\nAdd the GNU General Public License version 3 to the project.",
          "timestamp": "2026-03-12T20:55:56+09:00",
          "tree_id": "60d2507a4c096c016e04d43c8e3c12c109596622",
          "url": "https://github.com/kgtkr/webschembly/commit/5671c31d8994504d2165053a94b906db84b02776"
        },
        "date": 1773321679955,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "div2-large.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 15.04,
            "range": "±0.25%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 17670.24,
            "range": "±2.13%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18258.66,
            "range": "±2.80%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 18082.02,
            "range": "±19.10%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 18208.39,
            "range": "±2.00%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "div2-large.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 17885.42,
            "range": "±2.01%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.86,
            "range": "±0.63%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.27,
            "range": "±0.27%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.26,
            "range": "±0.12%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.26,
            "range": "±0.16%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 2.74,
            "range": "±0.14%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 172.77,
            "range": "±0.40%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 171.32,
            "range": "±1.61%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 171.78,
            "range": "±1.44%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 4.17,
            "range": "±0.19%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 44.11,
            "range": "±2.47%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 43.84,
            "range": "±2.13%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 45.32,
            "range": "±1.94%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 3.73,
            "range": "±0.43%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/ack.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 3.7,
            "range": "±0.83%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 173.59,
            "range": "±0.80%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "gambit/browse.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 172.44,
            "range": "±0.71%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=false,enableJitLargeBlockFusion=true",
            "value": 45.24,
            "range": "±0.10%",
            "unit": "ops/sec",
            "extra": "64 samples"
          },
          {
            "name": "matmul.b.scm,no_liftoff,with dynamic warmup,enableJitSmallBlockFusion=true,enableJitLargeBlockFusion=false",
            "value": 45.18,
            "range": "±0.18%",
            "unit": "ops/sec",
            "extra": "64 samples"
          }
        ]
      }
    ]
  }
}