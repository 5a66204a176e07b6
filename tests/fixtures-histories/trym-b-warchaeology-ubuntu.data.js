window.BENCHMARK_DATA = {
  "lastUpdate": 1710309985017,
  "repoUrl": "https://github.com/trym-b/warchaeology",
  "entries": {
    "Go Benchmark": [
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "92cdc99c6c6ed652322e0bd18c34a2d201641a81",
          "message": "Merge pull request #5 from trym-b/ci/publish-benchmark-on-pr-2\n\nCi/publish benchmark on pr 2",
          "timestamp": "2024-03-12T07:45:07+01:00",
          "tree_id": "373b76823424866c80490793f75d36e5f4fc565b",
          "url": "https://github.com/trym-b/warchaeology/commit/92cdc99c6c6ed652322e0bd18c34a2d201641a81"
        },
        "date": 1710225936568,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000087067,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000908009,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000140266,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000146179,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000069321,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000077115,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000705617,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000059048,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000036378,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000168582,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "92cdc99c6c6ed652322e0bd18c34a2d201641a81",
          "message": "Merge pull request #5 from trym-b/ci/publish-benchmark-on-pr-2\n\nCi/publish benchmark on pr 2",
          "timestamp": "2024-03-12T07:45:07+01:00",
          "tree_id": "373b76823424866c80490793f75d36e5f4fc565b",
          "url": "https://github.com/trym-b/warchaeology/commit/92cdc99c6c6ed652322e0bd18c34a2d201641a81"
        },
        "date": 1710230577274,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000136446,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000707373,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000074113,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000069097,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000059930,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000055217,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000068225,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000070786,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000063901,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000072233,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "3ed01bb2c4304a523d4e2eed861df722db3078be",
          "message": "Merge pull request #7 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\nCi/auto commit to benchmark results branch",
          "timestamp": "2024-03-12T09:03:51+01:00",
          "tree_id": "0a0c9e6e87b18cc5656718da036e7bd02f8d5da0",
          "url": "https://github.com/trym-b/warchaeology/commit/3ed01bb2c4304a523d4e2eed861df722db3078be"
        },
        "date": 1710230659553,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000103076,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1001012853,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000094343,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1001083458,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000081435,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000034933,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000049545,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000079185,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000062642,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000064640,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "92cdc99c6c6ed652322e0bd18c34a2d201641a81",
          "message": "Merge pull request #5 from trym-b/ci/publish-benchmark-on-pr-2\n\nCi/publish benchmark on pr 2",
          "timestamp": "2024-03-12T07:45:07+01:00",
          "tree_id": "373b76823424866c80490793f75d36e5f4fc565b",
          "url": "https://github.com/trym-b/warchaeology/commit/92cdc99c6c6ed652322e0bd18c34a2d201641a81"
        },
        "date": 1710231118292,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000109200,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000122512,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000068955,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000913848,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000083311,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000071857,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000070104,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000069110,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000120262,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000086432,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "4c4e5fceb582abb8b959673bd8e4eb4b71b75f85",
          "message": "Merge pull request #8 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\nCi/auto commit to benchmark results branch",
          "timestamp": "2024-03-12T09:12:10+01:00",
          "tree_id": "bd348d08162d4d2e55e1daf0d47330777072fdce",
          "url": "https://github.com/trym-b/warchaeology/commit/4c4e5fceb582abb8b959673bd8e4eb4b71b75f85"
        },
        "date": 1710231171386,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000080969,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000968901,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000076739,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000044588,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000063957,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000067644,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000061133,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000066603,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000057142,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000061352,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "92cdc99c6c6ed652322e0bd18c34a2d201641a81",
          "message": "Merge pull request #5 from trym-b/ci/publish-benchmark-on-pr-2\n\nCi/publish benchmark on pr 2",
          "timestamp": "2024-03-12T07:45:07+01:00",
          "tree_id": "373b76823424866c80490793f75d36e5f4fc565b",
          "url": "https://github.com/trym-b/warchaeology/commit/92cdc99c6c6ed652322e0bd18c34a2d201641a81"
        },
        "date": 1710231632118,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000085670,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000069897,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000067934,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000062428,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000070350,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000170413,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000070250,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000066044,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000065668,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000066617,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "3a4ea6447326ac8ae66fc0aa980f94b7185ca216",
          "message": "Merge pull request #10 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\ntesting 4",
          "timestamp": "2024-03-12T13:16:59+01:00",
          "tree_id": "0a4c276507c1af9213998007b23ddeab26fa0f1c",
          "url": "https://github.com/trym-b/warchaeology/commit/3a4ea6447326ac8ae66fc0aa980f94b7185ca216"
        },
        "date": 1710245861275,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000079804,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1001023176,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000071686,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000933635,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000067800,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000067564,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000063226,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000063290,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000078401,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000067910,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "39ea665d05cc098f7cfbde6cbd092fc3d23ef256",
          "message": "Merge pull request #11 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\nEmpty commit",
          "timestamp": "2024-03-12T13:19:58+01:00",
          "tree_id": "0a4c276507c1af9213998007b23ddeab26fa0f1c",
          "url": "https://github.com/trym-b/warchaeology/commit/39ea665d05cc098f7cfbde6cbd092fc3d23ef256"
        },
        "date": 1710246027537,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000078169,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000877503,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000230895,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000079905,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000067174,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000065256,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000063851,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000055671,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000066392,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000056528,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "fca75242ed11629550ea3b4c35d638ad3319a33c",
          "message": "Merge pull request #12 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\nuse: ref",
          "timestamp": "2024-03-12T13:25:29+01:00",
          "tree_id": "d502fc904dc9862809edce2f5f792fb6cc4c39f2",
          "url": "https://github.com/trym-b/warchaeology/commit/fca75242ed11629550ea3b4c35d638ad3319a33c"
        },
        "date": 1710246367728,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000082786,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000037672,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000064738,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000066808,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000746607,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000069658,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000063799,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000073067,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000070095,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000064368,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "41bc0ccebb8c9652618ab32ecf49d12597ff01c9",
          "message": "Merge pull request #13 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\nuse: ref 2",
          "timestamp": "2024-03-12T13:32:40+01:00",
          "tree_id": "b51d88e5d90209a1fa51a96d0249768188ac00c0",
          "url": "https://github.com/trym-b/warchaeology/commit/41bc0ccebb8c9652618ab32ecf49d12597ff01c9"
        },
        "date": 1710246790793,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000116852,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000068753,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000179516,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000090930,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000066754,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000284890,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000083951,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000066757,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000148403,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000069275,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "244b711dd11ddbd2529f0174b6f8fb44887edc4c",
          "message": "Merge pull request #14 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\nmulti checkout",
          "timestamp": "2024-03-12T13:35:20+01:00",
          "tree_id": "2da88e3167f9d75663ed3f8e18c53132f52e1bd5",
          "url": "https://github.com/trym-b/warchaeology/commit/244b711dd11ddbd2529f0174b6f8fb44887edc4c"
        },
        "date": 1710246946937,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000082508,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000947245,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000067606,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000767526,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000095531,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000065901,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000076306,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000076849,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000078307,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000067769,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "d4b25de305cb4047fde67dd567ec076d755fc6d2",
          "message": "Merge pull request #15 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\nskip dirty check: true",
          "timestamp": "2024-03-12T13:44:34+01:00",
          "tree_id": "8b44325a4545b57a9aea52a786b4a6d5f5c36613",
          "url": "https://github.com/trym-b/warchaeology/commit/d4b25de305cb4047fde67dd567ec076d755fc6d2"
        },
        "date": 1710247504539,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000107808,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000301414,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000067779,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000145938,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000194542,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000172280,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000087904,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000144465,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000077148,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000069578,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "b52fd3f1321159bf7625cdb24b141291581a2d49",
          "message": "Merge pull request #16 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\ngit add",
          "timestamp": "2024-03-12T13:51:21+01:00",
          "tree_id": "da17df4739b66d83c023758059846be1eaeb887a",
          "url": "https://github.com/trym-b/warchaeology/commit/b52fd3f1321159bf7625cdb24b141291581a2d49"
        },
        "date": 1710247910085,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000092944,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000065364,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000297027,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000074709,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000087570,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000105653,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000085242,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000070849,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000093315,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000155781,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5e157252318c13dcad34733693eac40f1f6eefaf",
          "message": "Merge pull request #17 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\ntesting endbug",
          "timestamp": "2024-03-12T13:59:24+01:00",
          "tree_id": "cf151726ae72503c307a61b9379c4b7cce40ecba",
          "url": "https://github.com/trym-b/warchaeology/commit/5e157252318c13dcad34733693eac40f1f6eefaf"
        },
        "date": 1710248397354,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000115309,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000066205,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000255259,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000082648,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000074136,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000066565,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000061781,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000061730,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000085634,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000070853,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "trym.bremnes@gmail.com",
            "name": "Trym Bremnes",
            "username": "trym-b"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "0a8508f0c25e85e6cb887baf903c82972603931e",
          "message": "Merge pull request #18 from trym-b/ci/auto-commit-to-benchmark-results-branch\n\ncheck if pushed==true",
          "timestamp": "2024-03-13T07:05:52+01:00",
          "tree_id": "04844cb3a1019bd87041de73d258531d1fe4726b",
          "url": "https://github.com/trym-b/warchaeology/commit/0a8508f0c25e85e6cb887baf903c82972603931e"
        },
        "date": 1710309984361,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkDummy",
            "value": 1000095347,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000974462,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000055819,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000582072,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000029768,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000058731,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000061135,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000062567,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000217183,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          },
          {
            "name": "BenchmarkDummy",
            "value": 1000060040,
            "unit": "ns/op",
            "extra": "1 times\n4 procs"
          }
        ]
      }
    ]
  }
}