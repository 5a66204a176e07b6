window.BENCHMARK_DATA = {
  "lastUpdate": 1706140800000,
  "repoUrl": "https://github.com/example/project",
  "entries": {
    "Rust Benchmark": [
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "0000000000000000000000000000000000000000",
          "message": "change 0",
          "timestamp": "2023-12-31T23:55:00+00:00",
          "tree_id": "00058fef00058fef00058fef00058fef00058fef",
          "url": "https://github.com/example/project/commit/0000000000000000000000000000000000000000"
        },
        "date": 1704067200000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1000,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1250,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1500,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "9e3779b19e3779b19e3779b19e3779b19e3779b1",
          "message": "change 1",
          "timestamp": "2024-01-01T05:55:00+00:00",
          "tree_id": "9e3d09a09e3d09a09e3d09a09e3d09a09e3d09a0",
          "url": "https://github.com/example/project/commit/9e3779b19e3779b19e3779b19e3779b19e3779b1"
        },
        "date": 1704088800000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1007,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1259,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1511,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "3c6ef3623c6ef3623c6ef3623c6ef3623c6ef362",
          "message": "change 2",
          "timestamp": "2024-01-01T11:55:00+00:00",
          "tree_id": "3c7483513c7483513c7483513c7483513c748351",
          "url": "https://github.com/example/project/commit/3c6ef3623c6ef3623c6ef3623c6ef3623c6ef362"
        },
        "date": 1704110400000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1014,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1268,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1521,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "daa66d13daa66d13daa66d13daa66d13daa66d13",
          "message": "change 3",
          "timestamp": "2024-01-01T17:55:00+00:00",
          "tree_id": "daabfd02daabfd02daabfd02daabfd02daabfd02",
          "url": "https://github.com/example/project/commit/daa66d13daa66d13daa66d13daa66d13daa66d13"
        },
        "date": 1704132000000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1021,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1276,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1531,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "78dde6c478dde6c478dde6c478dde6c478dde6c4",
          "message": "change 4",
          "timestamp": "2024-01-01T23:55:00+00:00",
          "tree_id": "78e376b378e376b378e376b378e376b378e376b3",
          "url": "https://github.com/example/project/commit/78dde6c478dde6c478dde6c478dde6c478dde6c4"
        },
        "date": 1704153600000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1027,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1284,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1541,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "1715607517156075171560751715607517156075",
          "message": "change 5",
          "timestamp": "2024-01-02T05:55:00+00:00",
          "tree_id": "171af064171af064171af064171af064171af064",
          "url": "https://github.com/example/project/commit/1715607517156075171560751715607517156075"
        },
        "date": 1704175200000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1033,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1291,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1549,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "b54cda26b54cda26b54cda26b54cda26b54cda26",
          "message": "change 6",
          "timestamp": "2024-01-02T11:55:00+00:00",
          "tree_id": "b5526a15b5526a15b5526a15b5526a15b5526a15",
          "url": "https://github.com/example/project/commit/b54cda26b54cda26b54cda26b54cda26b54cda26"
        },
        "date": 1704196800000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1038,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1297,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1557,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "538453d7538453d7538453d7538453d7538453d7",
          "message": "change 7",
          "timestamp": "2024-01-02T17:55:00+00:00",
          "tree_id": "5389e3c65389e3c65389e3c65389e3c65389e3c6",
          "url": "https://github.com/example/project/commit/538453d7538453d7538453d7538453d7538453d7"
        },
        "date": 1704218400000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1042,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1303,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1563,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "f1bbcd88f1bbcd88f1bbcd88f1bbcd88f1bbcd88",
          "message": "change 8",
          "timestamp": "2024-01-02T23:55:00+00:00",
          "tree_id": "f1c15d77f1c15d77f1c15d77f1c15d77f1c15d77",
          "url": "https://github.com/example/project/commit/f1bbcd88f1bbcd88f1bbcd88f1bbcd88f1bbcd88"
        },
        "date": 1704240000000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1045,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1307,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1568,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "8ff347398ff347398ff347398ff347398ff34739",
          "message": "change 9",
          "timestamp": "2024-01-03T05:55:00+00:00",
          "tree_id": "8ff8d7288ff8d7288ff8d7288ff8d7288ff8d728",
          "url": "https://github.com/example/project/commit/8ff347398ff347398ff347398ff347398ff34739"
        },
        "date": 1704261600000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1048,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1310,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1572,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "2e2ac0ea2e2ac0ea2e2ac0ea2e2ac0ea2e2ac0ea",
          "message": "change 10",
          "timestamp": "2024-01-03T11:55:00+00:00",
          "tree_id": "2e3050d92e3050d92e3050d92e3050d92e3050d9",
          "url": "https://github.com/example/project/commit/2e2ac0ea2e2ac0ea2e2ac0ea2e2ac0ea2e2ac0ea"
        },
        "date": 1704283200000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1049,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1312,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1574,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "cc623a9bcc623a9bcc623a9bcc623a9bcc623a9b",
          "message": "change 11",
          "timestamp": "2024-01-03T17:55:00+00:00",
          "tree_id": "cc67ca8acc67ca8acc67ca8acc67ca8acc67ca8a",
          "url": "https://github.com/example/project/commit/cc623a9bcc623a9bcc623a9bcc623a9bcc623a9b"
        },
        "date": 1704304800000,
        "tool": "cargo",
        "benches": [
          {
            "name": "bench_case_0",
            "value": 1050,
            "range": "+/- 10",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_1",
            "value": 1312,
            "range": "+/- 11",
            "unit": "ns/iter"
          },
          {
            "name": "bench_case_2",
            "value": 1575,
            "range": "+/- 12",
            "unit": "ns/iter"
          }
        ]
      }
    ],
    "JS Benchmark": [
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "00009e3700009e3700009e3700009e3700009e37",
          "message": "change 0",
          "timestamp": "2023-12-31T23:56:00+00:00",
          "tree_id": "00058fef00058fef00058fef00058fef00058fef",
          "url": "https://github.com/example/project/commit/00009e3700009e3700009e3700009e3700009e37"
        },
        "date": 1704067260000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 50000,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 47000,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 44000,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "9e3817e89e3817e89e3817e89e3817e89e3817e8",
          "message": "change 1",
          "timestamp": "2024-01-01T05:56:00+00:00",
          "tree_id": "9e3d09a09e3d09a09e3d09a09e3d09a09e3d09a0",
          "url": "https://github.com/example/project/commit/9e3817e89e3817e89e3817e89e3817e89e3817e8"
        },
        "date": 1704088860000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 49647,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 46668,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 43689,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "3c6f91993c6f91993c6f91993c6f91993c6f9199",
          "message": "change 2",
          "timestamp": "2024-01-01T11:56:00+00:00",
          "tree_id": "3c7483513c7483513c7483513c7483513c748351",
          "url": "https://github.com/example/project/commit/3c6f91993c6f91993c6f91993c6f91993c6f9199"
        },
        "date": 1704110460000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 49305,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 46347,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 43389,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "daa70b4adaa70b4adaa70b4adaa70b4adaa70b4a",
          "message": "change 3",
          "timestamp": "2024-01-01T17:56:00+00:00",
          "tree_id": "daabfd02daabfd02daabfd02daabfd02daabfd02",
          "url": "https://github.com/example/project/commit/daa70b4adaa70b4adaa70b4adaa70b4adaa70b4a"
        },
        "date": 1704132060000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 48982,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 46043,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 43104,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "78de84fb78de84fb78de84fb78de84fb78de84fb",
          "message": "change 4",
          "timestamp": "2024-01-01T23:56:00+00:00",
          "tree_id": "78e376b378e376b378e376b378e376b378e376b3",
          "url": "https://github.com/example/project/commit/78de84fb78de84fb78de84fb78de84fb78de84fb"
        },
        "date": 1704153660000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 48684,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 45763,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 42841,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "1715feac1715feac1715feac1715feac1715feac",
          "message": "change 5",
          "timestamp": "2024-01-02T05:56:00+00:00",
          "tree_id": "171af064171af064171af064171af064171af064",
          "url": "https://github.com/example/project/commit/1715feac1715feac1715feac1715feac1715feac"
        },
        "date": 1704175260000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 48414,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 45509,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 42605,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "b54d785db54d785db54d785db54d785db54d785d",
          "message": "change 6",
          "timestamp": "2024-01-02T11:56:00+00:00",
          "tree_id": "b5526a15b5526a15b5526a15b5526a15b5526a15",
          "url": "https://github.com/example/project/commit/b54d785db54d785db54d785db54d785db54d785d"
        },
        "date": 1704196860000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 48179,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 45288,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 42397,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "5384f20e5384f20e5384f20e5384f20e5384f20e",
          "message": "change 7",
          "timestamp": "2024-01-02T17:56:00+00:00",
          "tree_id": "5389e3c65389e3c65389e3c65389e3c65389e3c6",
          "url": "https://github.com/example/project/commit/5384f20e5384f20e5384f20e5384f20e5384f20e"
        },
        "date": 1704218460000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 47981,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 45102,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 42224,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "f1bc6bbff1bc6bbff1bc6bbff1bc6bbff1bc6bbf",
          "message": "change 8",
          "timestamp": "2024-01-02T23:56:00+00:00",
          "tree_id": "f1c15d77f1c15d77f1c15d77f1c15d77f1c15d77",
          "url": "https://github.com/example/project/commit/f1bc6bbff1bc6bbff1bc6bbff1bc6bbff1bc6bbf"
        },
        "date": 1704240060000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 47824,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 44955,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 42085,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "8ff3e5708ff3e5708ff3e5708ff3e5708ff3e570",
          "message": "change 9",
          "timestamp": "2024-01-03T05:56:00+00:00",
          "tree_id": "8ff8d7288ff8d7288ff8d7288ff8d7288ff8d728",
          "url": "https://github.com/example/project/commit/8ff3e5708ff3e5708ff3e5708ff3e5708ff3e570"
        },
        "date": 1704261660000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 47711,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 44848,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 41985,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "2e2b5f212e2b5f212e2b5f212e2b5f212e2b5f21",
          "message": "change 10",
          "timestamp": "2024-01-03T11:56:00+00:00",
          "tree_id": "2e3050d92e3050d92e3050d92e3050d92e3050d9",
          "url": "https://github.com/example/project/commit/2e2b5f212e2b5f212e2b5f212e2b5f212e2b5f21"
        },
        "date": 1704283260000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 47642,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 44783,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 41925,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "dev@example.com",
            "name": "Dev",
            "username": "dev"
          },
          "distinct": true,
          "id": "cc62d8d2cc62d8d2cc62d8d2cc62d8d2cc62d8d2",
          "message": "change 11",
          "timestamp": "2024-01-03T17:56:00+00:00",
          "tree_id": "cc67ca8acc67ca8acc67ca8acc67ca8acc67ca8a",
          "url": "https://github.com/example/project/commit/cc62d8d2cc62d8d2cc62d8d2cc62d8d2cc62d8d2"
        },
        "date": 1704304860000,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "case 0",
            "value": 47619,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 1",
            "value": 44762,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "case 2",
            "value": 41905,
            "range": "±0.85%",
            "unit": "ops/sec",
            "extra": "88 samples"
          }
        ]
      }
    ]
  }
}
