window.BENCHMARK_DATA = {
  "lastUpdate": 1783995561876,
  "repoUrl": "https://github.com/jakekaplan/loq",
  "entries": {
    "Benchmark": [
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "22e2506ec68446192b648cf16bde1531c7b09afc",
          "message": "Merge pull request #11 from jakekaplan/ci-benchmarks\n\nAdd CI benchmarks",
          "timestamp": "2026-01-12T23:40:00-05:00",
          "tree_id": "f9ef2deb88b4340df14b09fc6586e3e6cab5ec6a",
          "url": "https://github.com/jakekaplan/loq/commit/22e2506ec68446192b648cf16bde1531c7b09afc"
        },
        "date": 1768279277585,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05354809244000001,
            "range": "± 0.0049",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14425320634000002,
            "range": "± 0.0005",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.059130017940000015,
            "range": "± 0.0008",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12522010454000002,
            "range": "± 0.0008",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "b8661124d0fee03aa3414222a4925b9d2a9099e6",
          "message": "Merge pull request #13 from jakekaplan/update-readme\n\nwritten in rust",
          "timestamp": "2026-01-12T23:53:04-05:00",
          "tree_id": "efb441f36a3e98e8e662c857b089b969a13cf579",
          "url": "https://github.com/jakekaplan/loq/commit/b8661124d0fee03aa3414222a4925b9d2a9099e6"
        },
        "date": 1768280035600,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05209474060000001,
            "range": "± 0.0017",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14276361070000002,
            "range": "± 0.0009",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05894779730000001,
            "range": "± 0.0006",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.126465383,
            "range": "± 0.0016",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "1ef4f216dc9d90b7f1a762ad90dfcbb1670b4947",
          "message": "Merge pull request #15 from jakekaplan/accept-defeat\n\nAccept defeat :(",
          "timestamp": "2026-01-14T22:44:36-05:00",
          "tree_id": "b9f875ad26e8e0a6d8cbf9caf1c2bff24555c0eb",
          "url": "https://github.com/jakekaplan/loq/commit/1ef4f216dc9d90b7f1a762ad90dfcbb1670b4947"
        },
        "date": 1768448734609,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.051774532940000006,
            "range": "± 0.0028",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14205390594,
            "range": "± 0.0009",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.058733934640000006,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12527298624000002,
            "range": "± 0.001",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "87637d3db68cd3b89708359656dd2ac42a7adce6",
          "message": "Merge pull request #16 from jakekaplan/improve-readme\n\nImprove readme",
          "timestamp": "2026-01-14T23:04:11-05:00",
          "tree_id": "70cfd2af8bec4663bdbda749aa3e107ce1714281",
          "url": "https://github.com/jakekaplan/loq/commit/87637d3db68cd3b89708359656dd2ac42a7adce6"
        },
        "date": 1768449920754,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05375251602000001,
            "range": "± 0.005",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14188289862,
            "range": "± 0.0011",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05864086502,
            "range": "± 0.001",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12570603172000003,
            "range": "± 0.0015",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "20b708ef9292a749952a20c00755dc6f4088c919",
          "message": "Merge pull request #17 from jakekaplan/prep-v0.1.0a5\n\nprep alpha5",
          "timestamp": "2026-01-14T23:12:30-05:00",
          "tree_id": "4b28187278b2b106b445693c0239d318893db41c",
          "url": "https://github.com/jakekaplan/loq/commit/20b708ef9292a749952a20c00755dc6f4088c919"
        },
        "date": 1768450401051,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05314755160000001,
            "range": "± 0.0046",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.1436751208,
            "range": "± 0.0006",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0593255119,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.1269488971,
            "range": "± 0.0015",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "b01e729d6c72e83df4db4242e6c2c48014015f37",
          "message": "Merge pull request #18 from jakekaplan/fix-accept-defeat-format\n\nfix accept defeat format",
          "timestamp": "2026-01-15T12:42:15-05:00",
          "tree_id": "276eeb690763643b1b8dc0f2d82499b410706168",
          "url": "https://github.com/jakekaplan/loq/commit/b01e729d6c72e83df4db4242e6c2c48014015f37"
        },
        "date": 1768498999596,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05178761414000001,
            "range": "± 0.0012",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14476450323999998,
            "range": "± 0.0013",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.06071237704000001,
            "range": "± 0.0017",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12811400753999996,
            "range": "± 0.0013",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "d686935d8cee8fe48625490720fa5f85c6f29017",
          "message": "Merge pull request #26 from jakekaplan/output-format\n\nOutput format",
          "timestamp": "2026-01-17T17:09:16-05:00",
          "tree_id": "2d64cacfaf04dfa156d62664e9ae64d02264b93f",
          "url": "https://github.com/jakekaplan/loq/commit/d686935d8cee8fe48625490720fa5f85c6f29017"
        },
        "date": 1768687804796,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05126931330000001,
            "range": "± 0.001",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.1461779688,
            "range": "± 0.0052",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0600281053,
            "range": "± 0.0008",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12729993029999995,
            "range": "± 0.0012",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "6d1e69613202f3698a4ebafe4f52366c78d994da",
          "message": "Merge pull request #27 from jakekaplan/fix-readme\n\nreadme updates",
          "timestamp": "2026-01-17T17:32:23-05:00",
          "tree_id": "c32153c3eace4b8c23233367c777659e778e4882",
          "url": "https://github.com/jakekaplan/loq/commit/6d1e69613202f3698a4ebafe4f52366c78d994da"
        },
        "date": 1768689199513,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05223192338,
            "range": "± 0.0041",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14199317588,
            "range": "± 0.0005",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05917804028000001,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12677594338000003,
            "range": "± 0.0012",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "67234cf99a38031e83ad5e5fa5a0a442d9cb0c46",
          "message": "Merge pull request #28 from jakekaplan/fix-readme\n\nreadme updates",
          "timestamp": "2026-01-17T17:54:09-05:00",
          "tree_id": "c70958f9f379409b068f96ffc0889652fffc2217",
          "url": "https://github.com/jakekaplan/loq/commit/67234cf99a38031e83ad5e5fa5a0a442d9cb0c46"
        },
        "date": 1768690501603,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.050853140139999996,
            "range": "± 0.0035",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14137187934,
            "range": "± 0.0005",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05881183943999999,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12514635194,
            "range": "± 0.0012",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "d5f9654f908805275aa28fb29c8fc5dd9161f995",
          "message": "Merge pull request #29 from jakekaplan/more-readme-cleanup\n\nmore readme cleanup",
          "timestamp": "2026-01-17T17:57:09-05:00",
          "tree_id": "60a0b445596317740aa490825936e396e6d57eee",
          "url": "https://github.com/jakekaplan/loq/commit/d5f9654f908805275aa28fb29c8fc5dd9161f995"
        },
        "date": 1768690680871,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05103942937999999,
            "range": "± 0.001",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14408773808000003,
            "range": "± 0.0006",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.06010652828,
            "range": "± 0.0008",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12890401458,
            "range": "± 0.0013",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "62d62c9e5659f73dd9117a329917392fedf9fb84",
          "message": "Merge pull request #30 from jakekaplan/accept-defeat-to-relax\n\nRename `accept-defeat` to `relax`",
          "timestamp": "2026-01-17T19:44:54-05:00",
          "tree_id": "18a241642f4f6d73b76bd456940318d701dd6174",
          "url": "https://github.com/jakekaplan/loq/commit/62d62c9e5659f73dd9117a329917392fedf9fb84"
        },
        "date": 1768697146206,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.050970545,
            "range": "± 0.0029",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.1427606369,
            "range": "± 0.0008",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05971009890000001,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12560179440000002,
            "range": "± 0.0017",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "56f1682400430d17d8341d16b978593f12c6c081",
          "message": "Merge pull request #31 from jakekaplan/rename-and-cleanup\n\nclearer naming",
          "timestamp": "2026-01-17T20:59:32-05:00",
          "tree_id": "c71f107c64c3334a1c340830d4b88599fbd7f3e2",
          "url": "https://github.com/jakekaplan/loq/commit/56f1682400430d17d8341d16b978593f12c6c081"
        },
        "date": 1768701631079,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.04135588788000001,
            "range": "± 0.0006",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.10979477557999999,
            "range": "± 0.0031",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.04646040458,
            "range": "± 0.0006",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.09775076228,
            "range": "± 0.0005",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "f2363f6dcd679a55f9eeab930cc30b4318a123b1",
          "message": "Merge pull request #32 from jakekaplan/prep-0.1.0a6\n\nprep-0.1.0a6",
          "timestamp": "2026-01-18T14:32:34-05:00",
          "tree_id": "040efb18c9256329662d36d4599bbb374d42ab09",
          "url": "https://github.com/jakekaplan/loq/commit/f2363f6dcd679a55f9eeab930cc30b4318a123b1"
        },
        "date": 1768764810214,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.051714820560000006,
            "range": "± 0.0048",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14335778386000003,
            "range": "± 0.0018",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05869912956000002,
            "range": "± 0.0011",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12597729606000002,
            "range": "± 0.0023",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "d600992b36ce52cb86a7af597d580169c9259c59",
          "message": "Merge pull request #33 from jakekaplan/add-release-scripts\n\nAdd release scripts",
          "timestamp": "2026-01-18T23:05:35-05:00",
          "tree_id": "fb27b57629986f5faf6ca07f2511664d69a8a250",
          "url": "https://github.com/jakekaplan/loq/commit/d600992b36ce52cb86a7af597d580169c9259c59"
        },
        "date": 1768795588682,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.053392845060000006,
            "range": "± 0.0039",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14550399256,
            "range": "± 0.0018",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.06112902856,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12826274716,
            "range": "± 0.001",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "baf5c6e1fc03de22b35e93aeda0066a042c470f8",
          "message": "Merge pull request #35 from jakekaplan/fix-globs\n\nFix glob pattern matching",
          "timestamp": "2026-01-19T13:50:03-05:00",
          "tree_id": "a91d5903d385fd9ac64447c9bc35e0788064790a",
          "url": "https://github.com/jakekaplan/loq/commit/baf5c6e1fc03de22b35e93aeda0066a042c470f8"
        },
        "date": 1768848656146,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.052172354659999996,
            "range": "± 0.0051",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14635064936000003,
            "range": "± 0.0116",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05915001346,
            "range": "± 0.0008",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12407336256000004,
            "range": "± 0.0006",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "6fafd55d5ce8f9bca5d68c180ac31bc9c4c53c7c",
          "message": "Merge pull request #36 from jakekaplan/fix-relax-exit-code\n\nfixed `relax` exit code",
          "timestamp": "2026-01-19T17:17:31-05:00",
          "tree_id": "3e5c6ae41265ff4087f0bdc0039c3deaaaab3318",
          "url": "https://github.com/jakekaplan/loq/commit/6fafd55d5ce8f9bca5d68c180ac31bc9c4c53c7c"
        },
        "date": 1768861118308,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05403905604000001,
            "range": "± 0.0039",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14513170914,
            "range": "± 0.0012",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.06253692654000001,
            "range": "± 0.004",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12776928374000002,
            "range": "± 0.0024",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "251b1b7d77bb60ac1079a0e0d55f6f8b51daaada",
          "message": "Merge pull request #38 from jakekaplan/update-baseline\n\nUpdate baseline",
          "timestamp": "2026-01-21T17:06:39-05:00",
          "tree_id": "b3506da44a8f508102f83ed804c3faad00377f1f",
          "url": "https://github.com/jakekaplan/loq/commit/251b1b7d77bb60ac1079a0e0d55f6f8b51daaada"
        },
        "date": 1769033275398,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05347724728000001,
            "range": "± 0.0061",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14346860308000003,
            "range": "± 0.0012",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05971564668000001,
            "range": "± 0.0009",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12667162428000003,
            "range": "± 0.0013",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "89d21e6f68d4af2f6b595e434d32af1ea1685b70",
          "message": "Merge pull request #39 from jakekaplan/fix-relax\n\nupdate relax",
          "timestamp": "2026-01-21T19:11:28-05:00",
          "tree_id": "b9ad60968f2e3daf66b21a11b5e3453ea51b7bdc",
          "url": "https://github.com/jakekaplan/loq/commit/89d21e6f68d4af2f6b595e434d32af1ea1685b70"
        },
        "date": 1769040756827,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0526860097,
            "range": "± 0.0032",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14319622810000002,
            "range": "± 0.0008",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05978885539999999,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12778822029999998,
            "range": "± 0.0075",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "71bfc1a1a857faa7a2d0c792ce72a48e8488feeb",
          "message": "Merge pull request #41 from jakekaplan/add-new-cmds-to-readme\n\nfix tighten and relax",
          "timestamp": "2026-01-21T19:56:06-05:00",
          "tree_id": "ac87cd317b57fab7f13d5795f0e70c7df79a4f5d",
          "url": "https://github.com/jakekaplan/loq/commit/71bfc1a1a857faa7a2d0c792ce72a48e8488feeb"
        },
        "date": 1769043418226,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05033774716,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14164829296000003,
            "range": "± 0.0014",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.059315228459999994,
            "range": "± 0.0012",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12376142466,
            "range": "± 0.0008",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "b7558c5d8db838691ff94703a5446ce2b3829e47",
          "message": "Merge pull request #42 from jakekaplan/fix-output\n\nmake output consistent",
          "timestamp": "2026-01-21T21:28:44-05:00",
          "tree_id": "a2d79b417d6d6ce8f6325fd6630bc5c27aec3686",
          "url": "https://github.com/jakekaplan/loq/commit/b7558c5d8db838691ff94703a5446ce2b3829e47"
        },
        "date": 1769048978397,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05233699738000001,
            "range": "± 0.0035",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14116825508000003,
            "range": "± 0.0008",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.05913586348000001,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12573178128,
            "range": "± 0.0013",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "c068ccc4edceffb81d28bfb1d1ca56e12a104f54",
          "message": "Merge pull request #43 from jakekaplan/fix-sorting\n\nfix sorting, updated output",
          "timestamp": "2026-01-21T22:11:37-05:00",
          "tree_id": "d0c1bc7d4c307a81bc3bd7d18f8b31c56559d3a3",
          "url": "https://github.com/jakekaplan/loq/commit/c068ccc4edceffb81d28bfb1d1ca56e12a104f54"
        },
        "date": 1769051564175,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.053187184080000005,
            "range": "± 0.0034",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14249884328,
            "range": "± 0.0006",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.061034503080000004,
            "range": "± 0.0009",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12681795068,
            "range": "± 0.0013",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "34aa2e2d1056e671efec00e4a56703f187ff710d",
          "message": "Merge pull request #44 from jakekaplan/simplify-consolidate\n\nCentralize and refactor helpers",
          "timestamp": "2026-01-21T23:31:30-05:00",
          "tree_id": "6138a5211c994ead31bfbe3884f20c0738228765",
          "url": "https://github.com/jakekaplan/loq/commit/34aa2e2d1056e671efec00e4a56703f187ff710d"
        },
        "date": 1769056338351,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.051839187259999996,
            "range": "± 0.0033",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.14941659486,
            "range": "± 0.0114",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.060833647459999994,
            "range": "± 0.0008",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.12675547405999998,
            "range": "± 0.0006",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "76f64726008902431efa75fc83fe09a9814d7937",
          "message": "Merge pull request #45 from jakekaplan/prep-0.1.0a7\n\nprep-0.1.0a7",
          "timestamp": "2026-01-21T23:34:27-05:00",
          "tree_id": "005f4f6fe3bd2ed62c058d66c9a81c142897d48d",
          "url": "https://github.com/jakekaplan/loq/commit/76f64726008902431efa75fc83fe09a9814d7937"
        },
        "date": 1769056524267,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.04199398728000001,
            "range": "± 0.0044",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.10725717758000002,
            "range": "± 0.0005",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.04777859738000001,
            "range": "± 0.0019",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.09690332188,
            "range": "± 0.0005",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "3065f71271c6bb7723c57f4d142c1a5ce428ac73",
          "message": "Merge pull request #48 from jakekaplan/fix-46-escaped-glob-roundtrip\n\nfix: handle escaped exact paths in baseline/relax",
          "timestamp": "2026-02-10T08:31:34-05:00",
          "tree_id": "599ea650a34fc2bd2fec6f5f94f604e2ca13a567",
          "url": "https://github.com/jakekaplan/loq/commit/3065f71271c6bb7723c57f4d142c1a5ce428ac73"
        },
        "date": 1770730364483,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.043872018400000004,
            "range": "± 0.001",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.11329012640000002,
            "range": "± 0.0015",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0511819063,
            "range": "± 0.0017",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.10253594740000001,
            "range": "± 0.0015",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "b97a7fa8797457c1cf7ebc36e96808843cd61be7",
          "message": "Merge pull request #50 from jakekaplan/fix/baseline-ignore-temp-config\n\nfix: ignore baseline temp config file during scan",
          "timestamp": "2026-02-15T11:40:50-05:00",
          "tree_id": "bab262c879c2ca4d9dfd806092e112735bbdab34",
          "url": "https://github.com/jakekaplan/loq/commit/b97a7fa8797457c1cf7ebc36e96808843cd61be7"
        },
        "date": 1771173723239,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.05583968895999999,
            "range": "± 0.0008",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.15678493406,
            "range": "± 0.0009",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.06596280506,
            "range": "± 0.0007",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.13796103466000004,
            "range": "± 0.0027",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "96c507aa40ab0369ff696f7bdf2ccbd556b54a6e",
          "message": "Merge pull request #49 from jakekaplan/fix/check-flags-after-path\n\nfix: parse check flags after positional paths",
          "timestamp": "2026-02-15T11:51:29-05:00",
          "tree_id": "c1ffd534d19a1d73d8b1c9ca00347fa82a9b6f63",
          "url": "https://github.com/jakekaplan/loq/commit/96c507aa40ab0369ff696f7bdf2ccbd556b54a6e"
        },
        "date": 1771174341454,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0009261307400000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0009039711400000002,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0009188860400000002,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.0009381282400000001,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "c21667f5a7489cced11e9d8f81950ee74fb5078a",
          "message": "Merge pull request #52 from jakekaplan/feat/git-aware-check\n\nfeat: add git-aware check filters",
          "timestamp": "2026-03-15T11:33:14-04:00",
          "tree_id": "37e6d343c62b7c7b2147a1ab159b0c83487c309e",
          "url": "https://github.com/jakekaplan/loq/commit/c21667f5a7489cced11e9d8f81950ee74fb5078a"
        },
        "date": 1773588863580,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0009546513799999999,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0009395660800000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0009420879800000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.0009477657800000001,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "f03ac54a0e226dba1c6927c438d16a4c5e3e4913",
          "message": "Merge pull request #53 from jakekaplan/prep-0.1.0\n\nprep-0.1.0",
          "timestamp": "2026-03-15T11:48:53-04:00",
          "tree_id": "0f0202847fd2b3cddd894d811d518f3f85abea2e",
          "url": "https://github.com/jakekaplan/loq/commit/f03ac54a0e226dba1c6927c438d16a4c5e3e4913"
        },
        "date": 1773589795234,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0007831684,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.000777448,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0007633053,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.0007655121,
            "range": "± 0.0001",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "0f9b7e183f2ba3b9b1db2f1b195b7e32532c19ab",
          "message": "Merge pull request #55 from jakekaplan/refactor/path-identity\n\nCentralize path identity",
          "timestamp": "2026-05-12T15:17:50-04:00",
          "tree_id": "725f1c57a920043738b995061a5898e9dd57c943",
          "url": "https://github.com/jakekaplan/loq/commit/0f9b7e183f2ba3b9b1db2f1b195b7e32532c19ab"
        },
        "date": 1778613539028,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0009277522199999999,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0009153302200000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0009080002199999999,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.00090529332,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "f3d2d966c94cfb8f2a79d6377b2cf960df01525d",
          "message": "Merge pull request #56 from jakekaplan/refactor/exact-limits\n\nCentralize exact-path limit editing",
          "timestamp": "2026-05-12T16:14:12-04:00",
          "tree_id": "d7a495a8272759550f3987490af80c762f00c99e",
          "url": "https://github.com/jakekaplan/loq/commit/f3d2d966c94cfb8f2a79d6377b2cf960df01525d"
        },
        "date": 1778616915491,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0007196639400000002,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0006881343400000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0007209241400000002,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.0006944438400000002,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "bba64878eca5b8c853c40170f706ef8d4e8ec855",
          "message": "Merge pull request #57 from jakekaplan/refactor/cached-inspection\n\nCentralize cached file inspection",
          "timestamp": "2026-05-12T21:37:38-04:00",
          "tree_id": "eb6861331f166498d4ceaeddbafb870017fa79f2",
          "url": "https://github.com/jakekaplan/loq/commit/bba64878eca5b8c853c40170f706ef8d4e8ec855"
        },
        "date": 1778636325450,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.00105088198,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0010357445799999998,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0009468488799999999,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.0009066698799999999,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "ab8000f0f9c003bc1f99ba355de1654cc904597d",
          "message": "Merge pull request #58 from jakekaplan/codex/token-budgets\n\n[codex] Support approximate token budgets",
          "timestamp": "2026-05-14T17:18:08-04:00",
          "tree_id": "a8b1a44d136ceac680c14c37d73115d67a4edd4c",
          "url": "https://github.com/jakekaplan/loq/commit/ab8000f0f9c003bc1f99ba355de1654cc904597d"
        },
        "date": 1778793550678,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.00074064952,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0007255155199999999,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0007346414199999999,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.00070197692,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "fc5cf102b9e2b8580c937bc3b7dc9c6b772f15bd",
          "message": "Merge pull request #59 from jakekaplan/codex/token-budgets\n\n[codex] improve CLI warning output",
          "timestamp": "2026-05-15T21:01:53-04:00",
          "tree_id": "37912470906cd7d36ceb23631b5954be821ea168",
          "url": "https://github.com/jakekaplan/loq/commit/fc5cf102b9e2b8580c937bc3b7dc9c6b772f15bd"
        },
        "date": 1778893368659,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0008757013399999999,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0008639973399999999,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.00085354924,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.0008518849399999998,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "d37b6371a09bf2dd597ffc20befc92101f5c46da",
          "message": "Merge pull request #65 from jakekaplan/cleanup/commands-and-token-defaults\n\nCleanup: dedup change commands, fix config discovery, add default_max_tokens",
          "timestamp": "2026-07-12T18:16:04-04:00",
          "tree_id": "bd00252909e527e1ac794893804b2fa08a213684",
          "url": "https://github.com/jakekaplan/loq/commit/d37b6371a09bf2dd597ffc20befc92101f5c46da"
        },
        "date": 1783894636193,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0009276208600000002,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0009456451600000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0009622386600000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.00094458096,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "657e9a6ae29adc9d8b914135f2f513f9f547d22f",
          "message": "Merge pull request #66 from jakekaplan/cleanup/dead-result-state\n\nRemove dead check result state",
          "timestamp": "2026-07-13T09:27:03-04:00",
          "tree_id": "1a003d32bd0af27a039cd8265220fb6186971d89",
          "url": "https://github.com/jakekaplan/loq/commit/657e9a6ae29adc9d8b914135f2f513f9f547d22f"
        },
        "date": 1783949283110,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0007518763200000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0007434226200000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.0007666009200000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.00074552292,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "40362401+jakekaplan@users.noreply.github.com",
            "name": "Jake Kaplan",
            "username": "jakekaplan"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "0a5d7330f9a1eaf053088e107047212b492dd41e",
          "message": "Merge pull request #67 from jakekaplan/cleanup/typed-changes\n\nEncode valid limit changes",
          "timestamp": "2026-07-13T22:18:26-04:00",
          "tree_id": "b9f7195a849477ddf620f5a3656dfabc50181475",
          "url": "https://github.com/jakekaplan/loq/commit/0a5d7330f9a1eaf053088e107047212b492dd41e"
        },
        "date": 1783995561411,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "cpython",
            "value": 0.0009097431800000001,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "airflow",
            "value": 0.0009348675800000001,
            "range": "± 0.0001",
            "unit": "seconds"
          },
          {
            "name": "prefect",
            "value": 0.00090389848,
            "range": "± 0",
            "unit": "seconds"
          },
          {
            "name": "ruff",
            "value": 0.0009133326800000001,
            "range": "± 0",
            "unit": "seconds"
          }
        ]
      }
    ]
  }
}