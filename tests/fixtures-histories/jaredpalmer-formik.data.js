window.BENCHMARK_DATA = {
  "lastUpdate": 1687294565305,
  "repoUrl": "https://github.com/jaredpalmer/formik",
  "entries": {
    "Benchmark": [
      {
        "commit": {
          "author": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "committer": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "id": "8e900fbf8c253fe0c11822986031a16637c6c910",
          "message": "feat: add benchmarking",
          "timestamp": "2023-06-20T16:43:19Z",
          "url": "https://github.com/jaredpalmer/formik/pull/3831/commits/8e900fbf8c253fe0c11822986031a16637c6c910"
        },
        "date": 1687288875431,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 11713,
            "range": "±2.98%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 10280,
            "range": "±3.68%",
            "unit": "ops/sec",
            "extra": "82 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "committer": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "id": "8e900fbf8c253fe0c11822986031a16637c6c910",
          "message": "feat: add benchmarking",
          "timestamp": "2023-06-20T16:43:19Z",
          "url": "https://github.com/jaredpalmer/formik/pull/3831/commits/8e900fbf8c253fe0c11822986031a16637c6c910"
        },
        "date": 1687288875431,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 11713,
            "range": "±2.98%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 10280,
            "range": "±3.68%",
            "unit": "ops/sec",
            "extra": "82 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "committer": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "id": "3e753e7b6f6a74450226b94ca3645083e5b15fc2",
          "message": "feat: add benchmarking",
          "timestamp": "2023-06-20T16:43:19Z",
          "url": "https://github.com/jaredpalmer/formik/pull/3831/commits/3e753e7b6f6a74450226b94ca3645083e5b15fc2"
        },
        "date": 1687290979809,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 11443,
            "range": "±2.38%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 9930,
            "range": "±3.74%",
            "unit": "ops/sec",
            "extra": "81 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "committer": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "id": "3e753e7b6f6a74450226b94ca3645083e5b15fc2",
          "message": "feat: add benchmarking",
          "timestamp": "2023-06-20T16:43:19Z",
          "url": "https://github.com/jaredpalmer/formik/pull/3831/commits/3e753e7b6f6a74450226b94ca3645083e5b15fc2"
        },
        "date": 1687290979809,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 11443,
            "range": "±2.38%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 9930,
            "range": "±3.74%",
            "unit": "ops/sec",
            "extra": "81 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "committer": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "id": "a474b6fe1b2fd0d77fc7b9d37899a3772b0cc0e4",
          "message": "feat: add benchmarking",
          "timestamp": "2023-06-20T16:43:19Z",
          "url": "https://github.com/jaredpalmer/formik/pull/3831/commits/a474b6fe1b2fd0d77fc7b9d37899a3772b0cc0e4"
        },
        "date": 1687291671415,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 11070,
            "range": "±6.13%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 10307,
            "range": "±3.32%",
            "unit": "ops/sec",
            "extra": "82 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "committer": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "id": "a474b6fe1b2fd0d77fc7b9d37899a3772b0cc0e4",
          "message": "feat: add benchmarking",
          "timestamp": "2023-06-20T16:43:19Z",
          "url": "https://github.com/jaredpalmer/formik/pull/3831/commits/a474b6fe1b2fd0d77fc7b9d37899a3772b0cc0e4"
        },
        "date": 1687291671415,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 11070,
            "range": "±6.13%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 10307,
            "range": "±3.32%",
            "unit": "ops/sec",
            "extra": "82 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "570070+probablyup@users.noreply.github.com",
            "name": "Evan Jacobs",
            "username": "probablyup"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "674f694f9d4ac8a8bd13f80f7b1deca439604895",
          "message": "feat: add benchmarking (#3831)\n\n* feat: add benchmarking\r\n\r\n* fix: add tool\r\n\r\n* fix: output\r\n\r\n* chore: add rhf benchmark\r\n\r\n* chore: revise workflow\r\n\r\n* chore: adjust caching path to avoid overlap\r\n\r\n* chore: enable comments and summaries\r\n\r\n* chore: add myself to contributors\r\n\r\n* chore: allow historical benchmarking data microsite\r\n\r\n* chore: adjust setup based on error message\r\n\r\n* chore: disable fast fail for matrix jobs\r\n\r\n* chore: increase timeout to allow for actions variability",
          "timestamp": "2023-06-20T13:51:18-07:00",
          "tree_id": "d2891385c7483ac6e032f6218a289168a5a38cdc",
          "url": "https://github.com/jaredpalmer/formik/commit/674f694f9d4ac8a8bd13f80f7b1deca439604895"
        },
        "date": 1687294445859,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 11335,
            "range": "±2.71%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 10080,
            "range": "±3.72%",
            "unit": "ops/sec",
            "extra": "80 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "570070+probablyup@users.noreply.github.com",
            "name": "Evan Jacobs",
            "username": "probablyup"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "674f694f9d4ac8a8bd13f80f7b1deca439604895",
          "message": "feat: add benchmarking (#3831)\n\n* feat: add benchmarking\r\n\r\n* fix: add tool\r\n\r\n* fix: output\r\n\r\n* chore: add rhf benchmark\r\n\r\n* chore: revise workflow\r\n\r\n* chore: adjust caching path to avoid overlap\r\n\r\n* chore: enable comments and summaries\r\n\r\n* chore: add myself to contributors\r\n\r\n* chore: allow historical benchmarking data microsite\r\n\r\n* chore: adjust setup based on error message\r\n\r\n* chore: disable fast fail for matrix jobs\r\n\r\n* chore: increase timeout to allow for actions variability",
          "timestamp": "2023-06-20T13:51:18-07:00",
          "tree_id": "d2891385c7483ac6e032f6218a289168a5a38cdc",
          "url": "https://github.com/jaredpalmer/formik/commit/674f694f9d4ac8a8bd13f80f7b1deca439604895"
        },
        "date": 1687294445859,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 11335,
            "range": "±2.71%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 10080,
            "range": "±3.72%",
            "unit": "ops/sec",
            "extra": "80 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "committer": {
            "name": "jaredpalmer",
            "username": "jaredpalmer"
          },
          "id": "eb9a3663ed68ff1937ff8446dae085851b59100c",
          "message": "chore: match codesandbox node version to other ci jobs",
          "timestamp": "2023-06-20T16:43:19Z",
          "url": "https://github.com/jaredpalmer/formik/pull/3833/commits/eb9a3663ed68ff1937ff8446dae085851b59100c"
        },
        "date": 1687294513068,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 9388,
            "range": "±6.81%",
            "unit": "ops/sec",
            "extra": "77 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 9048,
            "range": "±3.81%",
            "unit": "ops/sec",
            "extra": "75 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "570070+probablyup@users.noreply.github.com",
            "name": "Evan Jacobs",
            "username": "probablyup"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "bc104f7659e4c4192227b47028146b62e36cd8ec",
          "message": "chore: match codesandbox node version to other ci jobs (#3833)\n\n* chore: match codesandbox node version to other ci jobs\r\n\r\n* chore: update commands slightly\r\n\r\n* chore: updated sandbox with improved nav styling\r\n\r\n---------\r\n\r\nCo-authored-by: Jared Palmer <jared@jaredpalmer.com>",
          "timestamp": "2023-06-20T13:52:57-07:00",
          "tree_id": "4f4c22e595b1d9d22868f5bb07fa59931d6a5542",
          "url": "https://github.com/jaredpalmer/formik/commit/bc104f7659e4c4192227b47028146b62e36cd8ec"
        },
        "date": 1687294560294,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 10780,
            "range": "±3.32%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 9325,
            "range": "±4.83%",
            "unit": "ops/sec",
            "extra": "78 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "570070+probablyup@users.noreply.github.com",
            "name": "Evan Jacobs",
            "username": "probablyup"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "bc104f7659e4c4192227b47028146b62e36cd8ec",
          "message": "chore: match codesandbox node version to other ci jobs (#3833)\n\n* chore: match codesandbox node version to other ci jobs\r\n\r\n* chore: update commands slightly\r\n\r\n* chore: updated sandbox with improved nav styling\r\n\r\n---------\r\n\r\nCo-authored-by: Jared Palmer <jared@jaredpalmer.com>",
          "timestamp": "2023-06-20T13:52:57-07:00",
          "tree_id": "4f4c22e595b1d9d22868f5bb07fa59931d6a5542",
          "url": "https://github.com/jaredpalmer/formik/commit/bc104f7659e4c4192227b47028146b62e36cd8ec"
        },
        "date": 1687294560294,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "formik (simple example)",
            "value": 10780,
            "range": "±3.32%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "react hook form (simple example)",
            "value": 9325,
            "range": "±4.83%",
            "unit": "ops/sec",
            "extra": "78 samples"
          }
        ]
      }
    ]
  }
}