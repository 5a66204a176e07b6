window.BENCHMARK_DATA = {
  "lastUpdate": 1707100697481,
  "repoUrl": "https://github.com/ianlewis/runeio",
  "entries": {
    "Benchmark": [
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "1b97e881c1918bd1ff26fbdea57370478dedba0f",
          "message": "ci: Fix benchmark push on main workflow\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-11T05:55:53Z",
          "tree_id": "8965dd43c42bb9058baf35808068ea3d6cf8fda2",
          "url": "https://github.com/ianlewis/runeio/commit/1b97e881c1918bd1ff26fbdea57370478dedba0f"
        },
        "date": 1699682461852,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadSmall",
            "value": 5107,
            "unit": "ns/op",
            "extra": "2345428 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 327158,
            "unit": "ns/op",
            "extra": "36847 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "5cbc6eacd6d80983472ee33d5a85cd23747d6fe4",
          "message": "docs: Add benchmark instructions to CONTRIBUTING\n\nAdd instructions on running benchmarks and viewing data to\nCONTRIBUTING.md.\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-11T06:11:27Z",
          "tree_id": "1d8a4b0632ccc595482f6ac8560f0f6ce994f232",
          "url": "https://github.com/ianlewis/runeio/commit/5cbc6eacd6d80983472ee33d5a85cd23747d6fe4"
        },
        "date": 1699683478681,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadSmall",
            "value": 5113,
            "unit": "ns/op",
            "extra": "2342031 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 327059,
            "unit": "ns/op",
            "extra": "36909 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "0d992a38016a805be484e15061092a030bdf5151",
          "message": "ci: Update workflow triggers\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-11T06:22:00Z",
          "tree_id": "2d6c68226025b7048f5d4d06d9f087d1ac2a4eed",
          "url": "https://github.com/ianlewis/runeio/commit/0d992a38016a805be484e15061092a030bdf5151"
        },
        "date": 1699683995839,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadSmall",
            "value": 5113,
            "unit": "ns/op",
            "extra": "2349128 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 327514,
            "unit": "ns/op",
            "extra": "36805 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "8c2075d327ff672b7934426609dea3c77667b951",
          "message": "test: Add benchmark for `ReadRune`\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-11T06:44:14Z",
          "tree_id": "f1f239dddba0775c74b66d5a670054a916f344c8",
          "url": "https://github.com/ianlewis/runeio/commit/8c2075d327ff672b7934426609dea3c77667b951"
        },
        "date": 1699685665189,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 18.63,
            "unit": "ns/op",
            "extra": "643759270 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 5123,
            "unit": "ns/op",
            "extra": "2346241 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 326266,
            "unit": "ns/op",
            "extra": "36813 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "aad6594d075a517ff0682496089a071d4a615ad6",
          "message": "feat: Add `Buffered` method.\n\nAdds a `Buffered` method that returns the number of currently buffered\nrunes. Also adds a \"NoCopy\" benchmark that benchmarks reading a full\nstream using the no-copy method w/ Peek and Discard.\n\nFixes: #51\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-11T08:53:48Z",
          "tree_id": "75034f93cdc3694ba0b480de956883ec431214cb",
          "url": "https://github.com/ianlewis/runeio/commit/aad6594d075a517ff0682496089a071d4a615ad6"
        },
        "date": 1699693202915,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 23.46,
            "unit": "ns/op",
            "extra": "511231880 times\n2 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 6482,
            "unit": "ns/op",
            "extra": "1854195 times\n2 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 413124,
            "unit": "ns/op",
            "extra": "29018 times\n2 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 10698,
            "unit": "ns/op",
            "extra": "1000000 times\n2 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 689429,
            "unit": "ns/op",
            "extra": "17419 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "2480bf5a4bd055b1592f740e1c89d92e6694a359",
          "message": "test: Update benchmarks to use buffer\n\nUpdate benchmarks so that operations run on a full buffer for\nconsistency.\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-11T11:51:17Z",
          "tree_id": "9ed2db16dc6a2929e7dc9c4789b764bb71b12904",
          "url": "https://github.com/ianlewis/runeio/commit/2480bf5a4bd055b1592f740e1c89d92e6694a359"
        },
        "date": 1699704036909,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 5.376,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 2893,
            "unit": "ns/op",
            "extra": "4153086 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 177867,
            "unit": "ns/op",
            "extra": "67616 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 280359,
            "unit": "ns/op",
            "extra": "43261 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 8874593,
            "unit": "ns/op",
            "extra": "1352 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.704,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.703,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 104856,
            "unit": "ns/op",
            "extra": "114446 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": true,
          "id": "30cc2668720c279c5fa5d6140dd4c1762803bca2",
          "message": "test: Add unbuffered ReadRune benchmark\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-11T12:04:04Z",
          "tree_id": "b055607f22de58d49b626ba709f1cd51f132a2c1",
          "url": "https://github.com/ianlewis/runeio/commit/30cc2668720c279c5fa5d6140dd4c1762803bca2"
        },
        "date": 1699704473453,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 5.378,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 10.22,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 2894,
            "unit": "ns/op",
            "extra": "4214259 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 177813,
            "unit": "ns/op",
            "extra": "67414 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 277609,
            "unit": "ns/op",
            "extra": "43272 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 8861435,
            "unit": "ns/op",
            "extra": "1353 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.735,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.703,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 104732,
            "unit": "ns/op",
            "extra": "114340 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "7e21ff0fc5cd37b822bec3d7fdb7d264911453a5",
          "message": "test: Update benchmarks to not trigger EOF\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-12T01:34:42Z",
          "tree_id": "7b2b5e935410377aa768aaa02bba79edd6e794ec",
          "url": "https://github.com/ianlewis/runeio/commit/7e21ff0fc5cd37b822bec3d7fdb7d264911453a5"
        },
        "date": 1699753658478,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 6.342,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 10.86,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 2932,
            "unit": "ns/op",
            "extra": "4018126 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 185124,
            "unit": "ns/op",
            "extra": "63679 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 280778,
            "unit": "ns/op",
            "extra": "43305 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 8862241,
            "unit": "ns/op",
            "extra": "1353 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 4.009,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.716,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 37743,
            "unit": "ns/op",
            "extra": "317427 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "efc16b7242c42094a9c08511a7e70e2f31447df7",
          "message": "perf: Fill buffer to minimize copies\n\n```\ngoos: linux\ngoarch: amd64\npkg: github.com/ianlewis/runeio\ncpu: Intel(R) Core(TM) i7-7567U CPU @ 3.50GHz\n                     │   old.txt    │               new.txt                │\n                     │    sec/op    │    sec/op     vs base                │\nReadRune-4             6.238n ± 10%   4.649n ±  9%  -25.47% (p=0.000 n=15)\nReadRuneUnbuffered-4   9.886n ±  7%   6.758n ±  7%  -31.64% (p=0.000 n=15)\nReadSmall-4            3.015µ ± 10%   1.988µ ± 12%  -34.06% (p=0.000 n=15)\nReadLarge-4            201.3µ ± 15%   123.8µ ± 11%  -38.51% (p=0.000 n=15)\nNoCopySmall-4          250.4µ ±  1%   206.3µ ±  7%  -17.61% (p=0.000 n=15)\nNoCopyLarge-4          7.780m ±  1%   6.648m ±  7%  -14.55% (p=0.000 n=15)\nPeekSmall-4            3.527n ±  6%   3.275n ±  4%   -7.14% (p=0.000 n=15)\nPeekLarge-4            3.526n ±  0%   3.276n ±  6%   -7.09% (p=0.000 n=15)\nDiscardSmall-4         2.492µ ± 13%   1.759µ ±  7%  -29.41% (p=0.000 n=15)\nDiscardLarge-4         181.8µ ±  8%   114.2µ ± 16%  -37.17% (p=0.000 n=15)\nFill-4                 36.42µ ±  6%   36.89µ ±  7%   +1.30% (p=0.016 n=15)\ngeomean                2.396µ         1.845µ        -23.01%\n```\n\nFixes #52\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-12T02:09:07Z",
          "tree_id": "15e1db33b22db9bd657560901c0fa6426e64bba7",
          "url": "https://github.com/ianlewis/runeio/commit/efc16b7242c42094a9c08511a7e70e2f31447df7"
        },
        "date": 1699755568196,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 4.443,
            "unit": "ns/op",
            "extra": "1000000000 times\n2 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 9.284,
            "unit": "ns/op",
            "extra": "1000000000 times\n2 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 2076,
            "unit": "ns/op",
            "extra": "5784544 times\n2 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 132154,
            "unit": "ns/op",
            "extra": "90835 times\n2 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 274743,
            "unit": "ns/op",
            "extra": "43563 times\n2 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 8620868,
            "unit": "ns/op",
            "extra": "1389 times\n2 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 4.35,
            "unit": "ns/op",
            "extra": "1000000000 times\n2 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 4.376,
            "unit": "ns/op",
            "extra": "1000000000 times\n2 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 48743,
            "unit": "ns/op",
            "extra": "246150 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "2cc6be3fcbfcf0defdd50c2a65207774dfd412b8",
          "message": "perf: Optimize `Discard`\n\nOptimize `Discard` so that `ReadRune` isn't called. Discarding from the\nbuffer is simply an add and assignment so it's too fast for benchmarks.\nBenchmarks updated to test discarding more than the buffer.\n\nFixes #62\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-12T03:42:17Z",
          "tree_id": "6445f9060984227d77f4df7ff72ad5a9bfd60e41",
          "url": "https://github.com/ianlewis/runeio/commit/2cc6be3fcbfcf0defdd50c2a65207774dfd412b8"
        },
        "date": 1699760986838,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 3.846,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 7.566,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 1828,
            "unit": "ns/op",
            "extra": "6503870 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 116801,
            "unit": "ns/op",
            "extra": "107212 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 108005,
            "unit": "ns/op",
            "extra": "113702 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 3390244,
            "unit": "ns/op",
            "extra": "3537 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.711,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.716,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 10344,
            "unit": "ns/op",
            "extra": "1142540 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 37940,
            "unit": "ns/op",
            "extra": "315733 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "761840655f41d38925c8a6c8f5e427882d3808a8",
          "message": "chore(version): v1.1.0\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-12T04:25:43Z",
          "tree_id": "92f4921857d88d475375fb3896d6b12bc628d86e",
          "url": "https://github.com/ianlewis/runeio/commit/761840655f41d38925c8a6c8f5e427882d3808a8"
        },
        "date": 1699763622739,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 4.484,
            "unit": "ns/op",
            "extra": "1000000000 times\n2 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 11.16,
            "unit": "ns/op",
            "extra": "1000000000 times\n2 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 2550,
            "unit": "ns/op",
            "extra": "4669408 times\n2 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 161706,
            "unit": "ns/op",
            "extra": "75249 times\n2 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 181615,
            "unit": "ns/op",
            "extra": "64664 times\n2 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 5722095,
            "unit": "ns/op",
            "extra": "2085 times\n2 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 5.244,
            "unit": "ns/op",
            "extra": "1000000000 times\n2 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 5.227,
            "unit": "ns/op",
            "extra": "1000000000 times\n2 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 13826,
            "unit": "ns/op",
            "extra": "892404 times\n2 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 58791,
            "unit": "ns/op",
            "extra": "195487 times\n2 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "329dd61138b722b3228525b1c697121949282511",
          "message": "docs: Point docs at ianlewis repo\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-11-13T04:43:05Z",
          "tree_id": "fe5ea13fce754cdfda4d18cdf9a3a9996262f197",
          "url": "https://github.com/ianlewis/runeio/commit/329dd61138b722b3228525b1c697121949282511"
        },
        "date": 1701061151650,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 3.851,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 7.574,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 1824,
            "unit": "ns/op",
            "extra": "6521314 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 115678,
            "unit": "ns/op",
            "extra": "103864 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 105720,
            "unit": "ns/op",
            "extra": "113158 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 3386690,
            "unit": "ns/op",
            "extra": "3547 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.714,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.717,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 10283,
            "unit": "ns/op",
            "extra": "1000000 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 37903,
            "unit": "ns/op",
            "extra": "314666 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianlewis@google.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5f8ebc37b9c15aaba25a63b6f4150b69f43b9ccf",
          "message": "fix: Don't return early error in Discard. (#74)\n\nDiscard should not return the error if discarding exactly the number of\r\nrunes encountered before an error occurs.\r\n\r\nFixes #73\r\n\r\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-12-01T15:43:55+09:00",
          "tree_id": "79e4d2c47f074f0d1a4703cca04892a3068ece27",
          "url": "https://github.com/ianlewis/runeio/commit/5f8ebc37b9c15aaba25a63b6f4150b69f43b9ccf"
        },
        "date": 1701413206204,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 3.79,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 7.951,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 1821,
            "unit": "ns/op",
            "extra": "6440750 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 116222,
            "unit": "ns/op",
            "extra": "104756 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 107713,
            "unit": "ns/op",
            "extra": "111553 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 3452889,
            "unit": "ns/op",
            "extra": "3471 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.408,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.712,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 13473,
            "unit": "ns/op",
            "extra": "988821 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 42060,
            "unit": "ns/op",
            "extra": "286359 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": true,
          "id": "d586ee9eca9d4468752a37bda4e785def44188da",
          "message": "fix: Don't return early error in Discard.\n\nDiscard should not return the error if discarding exactly the number of\nrunes encountered before an error occurs.\n\nFixes #73\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-12-01T06:41:05Z",
          "tree_id": "79e4d2c47f074f0d1a4703cca04892a3068ece27",
          "url": "https://github.com/ianlewis/runeio/commit/d586ee9eca9d4468752a37bda4e785def44188da"
        },
        "date": 1701413222468,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 3.899,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 7.927,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 1843,
            "unit": "ns/op",
            "extra": "6654812 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 116954,
            "unit": "ns/op",
            "extra": "104373 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 107665,
            "unit": "ns/op",
            "extra": "111366 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 3447917,
            "unit": "ns/op",
            "extra": "3484 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.409,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.411,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 13362,
            "unit": "ns/op",
            "extra": "782254 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 42074,
            "unit": "ns/op",
            "extra": "256938 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "ianmlewis@gmail.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "distinct": false,
          "id": "b7e4c560969d842d69344cdc5c0615d056129a2e",
          "message": "chore(version): v1.1.1\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2023-12-01T06:51:09Z",
          "tree_id": "567a053f0bc0a8f28bd3539f1b52067221cfe269",
          "url": "https://github.com/ianlewis/runeio/commit/b7e4c560969d842d69344cdc5c0615d056129a2e"
        },
        "date": 1701413800199,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 3.821,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 8.096,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 1839,
            "unit": "ns/op",
            "extra": "6467446 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 117381,
            "unit": "ns/op",
            "extra": "104737 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 107787,
            "unit": "ns/op",
            "extra": "109983 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 3465811,
            "unit": "ns/op",
            "extra": "3470 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.409,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.408,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 13573,
            "unit": "ns/op",
            "extra": "840753 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 42358,
            "unit": "ns/op",
            "extra": "283950 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "49699333+dependabot[bot]@users.noreply.github.com",
            "name": "dependabot[bot]",
            "username": "dependabot[bot]"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": false,
          "id": "507e63e8dd6ff4016c3001a1e6d47bf21c302f29",
          "message": "build(deps-dev): Bump prettier from 3.0.3 to 3.1.0\n\nBumps [prettier](https://github.com/prettier/prettier) from 3.0.3 to 3.1.0.\n- [Release notes](https://github.com/prettier/prettier/releases)\n- [Changelog](https://github.com/prettier/prettier/blob/main/CHANGELOG.md)\n- [Commits](https://github.com/prettier/prettier/compare/3.0.3...3.1.0)\n\n---\nupdated-dependencies:\n- dependency-name: prettier\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2023-12-01T07:25:13Z",
          "tree_id": "737db4affcf1aa59afb17fbb83b453aa986e7199",
          "url": "https://github.com/ianlewis/runeio/commit/507e63e8dd6ff4016c3001a1e6d47bf21c302f29"
        },
        "date": 1701418825725,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 3.873,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 7.993,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 1824,
            "unit": "ns/op",
            "extra": "6543657 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 116952,
            "unit": "ns/op",
            "extra": "104374 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 108003,
            "unit": "ns/op",
            "extra": "109233 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 3449914,
            "unit": "ns/op",
            "extra": "3475 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.408,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.659,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 13228,
            "unit": "ns/op",
            "extra": "977329 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 42094,
            "unit": "ns/op",
            "extra": "285057 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "49699333+dependabot[bot]@users.noreply.github.com",
            "name": "dependabot[bot]",
            "username": "dependabot[bot]"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": false,
          "id": "9a26a7408f210620dec73eb66b124acc5018a86f",
          "message": "build(deps): Bump github/codeql-action from 2.22.5 to 2.22.8\n\nBumps [github/codeql-action](https://github.com/github/codeql-action) from 2.22.5 to 2.22.8.\n- [Release notes](https://github.com/github/codeql-action/releases)\n- [Changelog](https://github.com/github/codeql-action/blob/main/CHANGELOG.md)\n- [Commits](https://github.com/github/codeql-action/compare/74483a38d39275f33fcff5f35b679b5ca4a26a99...407ffafae6a767df3e0230c3df91b6443ae8df75)\n\n---\nupdated-dependencies:\n- dependency-name: github/codeql-action\n  dependency-type: direct:production\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2023-12-01T08:18:20Z",
          "tree_id": "62eef81074c9c66c0d99ebe2e5c27a8fe44df044",
          "url": "https://github.com/ianlewis/runeio/commit/9a26a7408f210620dec73eb66b124acc5018a86f"
        },
        "date": 1701419201485,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 3.905,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 7.969,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 1832,
            "unit": "ns/op",
            "extra": "6688020 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 117321,
            "unit": "ns/op",
            "extra": "104482 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 107732,
            "unit": "ns/op",
            "extra": "107995 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 3450530,
            "unit": "ns/op",
            "extra": "3480 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.408,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.412,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 13499,
            "unit": "ns/op",
            "extra": "1000000 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 42511,
            "unit": "ns/op",
            "extra": "282748 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "49699333+dependabot[bot]@users.noreply.github.com",
            "name": "dependabot[bot]",
            "username": "dependabot[bot]"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": false,
          "id": "2ea45d1d9dce87baca51853261ad711a428f60a8",
          "message": "build(deps): Bump yamllint from 1.32.0 to 1.33.0\n\nBumps [yamllint](https://github.com/adrienverge/yamllint) from 1.32.0 to 1.33.0.\n- [Changelog](https://github.com/adrienverge/yamllint/blob/master/CHANGELOG.rst)\n- [Commits](https://github.com/adrienverge/yamllint/compare/v1.32.0...v1.33.0)\n\n---\nupdated-dependencies:\n- dependency-name: yamllint\n  dependency-type: direct:production\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2023-12-01T08:24:36Z",
          "tree_id": "a93eb72e27a94f7e4912989b549726bd9c59bb33",
          "url": "https://github.com/ianlewis/runeio/commit/2ea45d1d9dce87baca51853261ad711a428f60a8"
        },
        "date": 1701427491673,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 3.879,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 7.982,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 1820,
            "unit": "ns/op",
            "extra": "6568506 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 115096,
            "unit": "ns/op",
            "extra": "104887 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 107670,
            "unit": "ns/op",
            "extra": "111639 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 3446123,
            "unit": "ns/op",
            "extra": "3457 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.435,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.43,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 13339,
            "unit": "ns/op",
            "extra": "780598 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 41931,
            "unit": "ns/op",
            "extra": "286212 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "ianlewis@google.com",
            "name": "Ian Lewis",
            "username": "ianlewis"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "57f1083977edb1bef7e5b8d80b5a14d8f8dd3d99",
          "message": "ci: use ianlewis/todo-issue-reopener (#89)\n\nSigned-off-by: Ian Lewis <ianmlewis@gmail.com>",
          "timestamp": "2024-02-05T11:34:14+09:00",
          "tree_id": "4831532dc38fe0a276e455092e4046390556b3a8",
          "url": "https://github.com/ianlewis/runeio/commit/57f1083977edb1bef7e5b8d80b5a14d8f8dd3d99"
        },
        "date": 1707100696580,
        "tool": "go",
        "benches": [
          {
            "name": "BenchmarkReadRune",
            "value": 3.889,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadRuneUnbuffered",
            "value": 7.942,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkReadSmall",
            "value": 1813,
            "unit": "ns/op",
            "extra": "6588505 times\n4 procs"
          },
          {
            "name": "BenchmarkReadLarge",
            "value": 117247,
            "unit": "ns/op",
            "extra": "102075 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopySmall",
            "value": 109526,
            "unit": "ns/op",
            "extra": "111709 times\n4 procs"
          },
          {
            "name": "BenchmarkNoCopyLarge",
            "value": 3440421,
            "unit": "ns/op",
            "extra": "3488 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekSmall",
            "value": 3.412,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkPeekLarge",
            "value": 3.409,
            "unit": "ns/op",
            "extra": "1000000000 times\n4 procs"
          },
          {
            "name": "BenchmarkDiscard",
            "value": 13580,
            "unit": "ns/op",
            "extra": "919305 times\n4 procs"
          },
          {
            "name": "BenchmarkFill",
            "value": 41982,
            "unit": "ns/op",
            "extra": "285717 times\n4 procs"
          }
        ]
      }
    ]
  }
}
