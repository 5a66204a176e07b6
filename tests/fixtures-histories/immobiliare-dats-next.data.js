window.BENCHMARK_DATA = {
  "lastUpdate": 1650366860435,
  "repoUrl": "https://github.com/immobiliare/dats",
  "entries": {
    "Benchmarks": [
      {
        "commit": {
          "author": {
            "email": "antoniomusolino007@gmail.com",
            "name": "Antonio Musolino",
            "username": "antoniomuso"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "ae7edf907d64f893fa4b0459dfcdcdcddc353866",
          "message": "Merge pull request #93 from immobiliare/ci/benchmark\n\nchore: added benchmarks",
          "timestamp": "2021-12-23T13:21:28+01:00",
          "tree_id": "3abae32eecda0607be1e69ee859b5e2748e6fda2",
          "url": "https://github.com/immobiliare/dats/commit/ae7edf907d64f893fa4b0459dfcdcdcddc353866"
        },
        "date": 1640262174171,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 116590,
            "range": "±1.44%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1204929,
            "range": "±1.51%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1218465,
            "range": "±1.59%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1214069,
            "range": "±1.51%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1157342,
            "range": "±1.66%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1953639,
            "range": "±8.29%",
            "unit": "ops/sec",
            "extra": "78 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "antoniomusolino007@gmail.com",
            "name": "antoniomuso",
            "username": "antoniomuso"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "3798e33788796c1c55834b05b6e622f27eff8224",
          "message": "docs(README): fixed mailto in docs",
          "timestamp": "2022-01-04T11:44:26+01:00",
          "tree_id": "8733aa02fa9fc4087eb64e455480c33931f03ad6",
          "url": "https://github.com/immobiliare/dats/commit/3798e33788796c1c55834b05b6e622f27eff8224"
        },
        "date": 1641293151534,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 103943,
            "range": "±0.66%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1026744,
            "range": "±1.53%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1025252,
            "range": "±1.31%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1024961,
            "range": "±1.19%",
            "unit": "ops/sec",
            "extra": "96 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 992303,
            "range": "±1.53%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1718557,
            "range": "±11.59%",
            "unit": "ops/sec",
            "extra": "79 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "b5ab43d5b5c20a68f9865e1cae9c2fbef717b606",
          "message": "chore(deps-dev): bump lint-staged from 12.1.3 to 12.1.6\n\nBumps [lint-staged](https://github.com/okonet/lint-staged) from 12.1.3 to 12.1.6.\n- [Release notes](https://github.com/okonet/lint-staged/releases)\n- [Commits](https://github.com/okonet/lint-staged/compare/v12.1.3...v12.1.6)\n\n---\nupdated-dependencies:\n- dependency-name: lint-staged\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-07T15:38:22+01:00",
          "tree_id": "a06f0879d99a4d11edf9583da3cfec2d689e47a6",
          "url": "https://github.com/immobiliare/dats/commit/b5ab43d5b5c20a68f9865e1cae9c2fbef717b606"
        },
        "date": 1641566395065,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 104825,
            "range": "±0.66%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1010163,
            "range": "±1.73%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1017791,
            "range": "±1.35%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1013699,
            "range": "±1.29%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 988157,
            "range": "±1.16%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1752093,
            "range": "±7.00%",
            "unit": "ops/sec",
            "extra": "83 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "d9ced480a0cb594c686e45e2edcc067774067182",
          "message": "chore(deps-dev): bump @types/node from 16.11.13 to 17.0.8\n\nBumps [@types/node](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/node) from 16.11.13 to 17.0.8.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/node)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/node\"\n  dependency-type: direct:development\n  update-type: version-update:semver-major\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-07T15:38:33+01:00",
          "tree_id": "08b1cc19e10c2a84d979a2a3ee7355c8aa3177fd",
          "url": "https://github.com/immobiliare/dats/commit/d9ced480a0cb594c686e45e2edcc067774067182"
        },
        "date": 1641566397055,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 110721,
            "range": "±1.26%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1111053,
            "range": "±1.89%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1108703,
            "range": "±1.84%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1113685,
            "range": "±1.51%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1084946,
            "range": "±1.63%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1873776,
            "range": "±5.57%",
            "unit": "ops/sec",
            "extra": "80 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "7fde306b681d83114df03b7cf0f95e355e1aa4b1",
          "message": "chore(deps-dev): bump @typescript-eslint/eslint-plugin\n\nBumps [@typescript-eslint/eslint-plugin](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/eslint-plugin) from 5.8.0 to 5.9.0.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/eslint-plugin/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.9.0/packages/eslint-plugin)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/eslint-plugin\"\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-07T15:39:20+01:00",
          "tree_id": "c960080aeee628a6bf7fc089b577fb35ea63eb2e",
          "url": "https://github.com/immobiliare/dats/commit/7fde306b681d83114df03b7cf0f95e355e1aa4b1"
        },
        "date": 1641566496179,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 100565,
            "range": "±0.93%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 903733,
            "range": "±2.20%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 930504,
            "range": "±0.87%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 921584,
            "range": "±1.08%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 870729,
            "range": "±2.08%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1574819,
            "range": "±6.76%",
            "unit": "ops/sec",
            "extra": "76 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "aefc27427cecfb67f6b0d22e52f3c8b5a4fad956",
          "message": "chore(deps-dev): bump eslint from 8.5.0 to 8.6.0\n\nBumps [eslint](https://github.com/eslint/eslint) from 8.5.0 to 8.6.0.\n- [Release notes](https://github.com/eslint/eslint/releases)\n- [Changelog](https://github.com/eslint/eslint/blob/main/CHANGELOG.md)\n- [Commits](https://github.com/eslint/eslint/compare/v8.5.0...v8.6.0)\n\n---\nupdated-dependencies:\n- dependency-name: eslint\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-07T15:39:53+01:00",
          "tree_id": "3637815d2086094265a9a3ed250137dcea8f364e",
          "url": "https://github.com/immobiliare/dats/commit/aefc27427cecfb67f6b0d22e52f3c8b5a4fad956"
        },
        "date": 1641566631753,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 74568,
            "range": "±1.46%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 732837,
            "range": "±2.33%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 731847,
            "range": "±1.96%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 714934,
            "range": "±1.80%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 700727,
            "range": "±1.65%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1385527,
            "range": "±3.69%",
            "unit": "ops/sec",
            "extra": "81 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "fc2ab24796c4e1897f368eb0aa4ca90ba514cc64",
          "message": "chore(deps-dev): bump @commitlint/config-conventional\n\nBumps [@commitlint/config-conventional](https://github.com/conventional-changelog/commitlint/tree/HEAD/@commitlint/config-conventional) from 15.0.0 to 16.0.0.\n- [Release notes](https://github.com/conventional-changelog/commitlint/releases)\n- [Changelog](https://github.com/conventional-changelog/commitlint/blob/master/@commitlint/config-conventional/CHANGELOG.md)\n- [Commits](https://github.com/conventional-changelog/commitlint/commits/v16.0.0/@commitlint/config-conventional)\n\n---\nupdated-dependencies:\n- dependency-name: \"@commitlint/config-conventional\"\n  dependency-type: direct:development\n  update-type: version-update:semver-major\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-07T15:40:19+01:00",
          "tree_id": "623f0390b858aa41d97a0d37a37cd250156c952a",
          "url": "https://github.com/immobiliare/dats/commit/fc2ab24796c4e1897f368eb0aa4ca90ba514cc64"
        },
        "date": 1641566682541,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 93487,
            "range": "±2.76%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 855740,
            "range": "±1.85%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 846445,
            "range": "±1.89%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 871426,
            "range": "±1.81%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 844642,
            "range": "±1.75%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1578263,
            "range": "±6.38%",
            "unit": "ops/sec",
            "extra": "75 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "14eede243489cdfa1fd3b40f27e2b88a6b4ba1b2",
          "message": "chore(deps-dev): bump @typescript-eslint/parser from 5.8.0 to 5.9.0\n\nBumps [@typescript-eslint/parser](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/parser) from 5.8.0 to 5.9.0.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/parser/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.9.0/packages/parser)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/parser\"\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-07T15:43:47+01:00",
          "tree_id": "b8460989b46e7b644705a26f716c443841cdd155",
          "url": "https://github.com/immobiliare/dats/commit/14eede243489cdfa1fd3b40f27e2b88a6b4ba1b2"
        },
        "date": 1641566752148,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 93730,
            "range": "±3.33%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 901201,
            "range": "±2.62%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 887233,
            "range": "±2.46%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 899335,
            "range": "±2.13%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 881678,
            "range": "±1.79%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1610651,
            "range": "±4.35%",
            "unit": "ops/sec",
            "extra": "78 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "f702a0e10a544279f1f8a8ad2c3a1df37e2fbfda",
          "message": "chore(deps-dev): bump @commitlint/cli from 15.0.0 to 16.0.1\n\nBumps [@commitlint/cli](https://github.com/conventional-changelog/commitlint/tree/HEAD/@commitlint/cli) from 15.0.0 to 16.0.1.\n- [Release notes](https://github.com/conventional-changelog/commitlint/releases)\n- [Changelog](https://github.com/conventional-changelog/commitlint/blob/master/@commitlint/cli/CHANGELOG.md)\n- [Commits](https://github.com/conventional-changelog/commitlint/commits/v16.0.1/@commitlint/cli)\n\n---\nupdated-dependencies:\n- dependency-name: \"@commitlint/cli\"\n  dependency-type: direct:development\n  update-type: version-update:semver-major\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-07T15:43:40+01:00",
          "tree_id": "21836b8b343d20078861eac3931798f6bdf884d1",
          "url": "https://github.com/immobiliare/dats/commit/f702a0e10a544279f1f8a8ad2c3a1df37e2fbfda"
        },
        "date": 1641566756942,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 80609,
            "range": "±1.26%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 732407,
            "range": "±1.58%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 739004,
            "range": "±1.33%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 730312,
            "range": "±2.07%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 709342,
            "range": "±1.44%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1567066,
            "range": "±2.13%",
            "unit": "ops/sec",
            "extra": "86 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "6dee16c0da4d45170be70ea786141dfb5d855cc8",
          "message": "chore(deps-dev): bump lint-staged from 12.1.6 to 12.1.7\n\nBumps [lint-staged](https://github.com/okonet/lint-staged) from 12.1.6 to 12.1.7.\n- [Release notes](https://github.com/okonet/lint-staged/releases)\n- [Commits](https://github.com/okonet/lint-staged/compare/v12.1.6...v12.1.7)\n\n---\nupdated-dependencies:\n- dependency-name: lint-staged\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-10T17:10:25+01:00",
          "tree_id": "62323190518655d5d4bde2610af05d4573d0a3b6",
          "url": "https://github.com/immobiliare/dats/commit/6dee16c0da4d45170be70ea786141dfb5d855cc8"
        },
        "date": 1641831116729,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 104925,
            "range": "±0.79%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1029046,
            "range": "±1.41%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1040803,
            "range": "±1.17%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1028185,
            "range": "±1.67%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 991652,
            "range": "±1.39%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1841873,
            "range": "±7.40%",
            "unit": "ops/sec",
            "extra": "76 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "d76cdcfa5d1ca7cc68c40bcc009c80ceef5fcb5e",
          "message": "chore(deps-dev): bump @commitlint/cli from 16.0.1 to 16.0.2\n\nBumps [@commitlint/cli](https://github.com/conventional-changelog/commitlint/tree/HEAD/@commitlint/cli) from 16.0.1 to 16.0.2.\n- [Release notes](https://github.com/conventional-changelog/commitlint/releases)\n- [Changelog](https://github.com/conventional-changelog/commitlint/blob/master/@commitlint/cli/CHANGELOG.md)\n- [Commits](https://github.com/conventional-changelog/commitlint/commits/v16.0.2/@commitlint/cli)\n\n---\nupdated-dependencies:\n- dependency-name: \"@commitlint/cli\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-10T17:10:17+01:00",
          "tree_id": "265b9a8e2c6ad44819253c9bf769a54b38b5611e",
          "url": "https://github.com/immobiliare/dats/commit/d76cdcfa5d1ca7cc68c40bcc009c80ceef5fcb5e"
        },
        "date": 1641831125716,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 101792,
            "range": "±1.16%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 918140,
            "range": "±1.69%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 913729,
            "range": "±1.98%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 914883,
            "range": "±1.76%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 892749,
            "range": "±1.90%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1538199,
            "range": "±5.96%",
            "unit": "ops/sec",
            "extra": "78 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "5616dcab756dc86ae3d1c248b2b7b05a8b0fc3b1",
          "message": "chore(deps-dev): bump @typescript-eslint/parser from 5.9.0 to 5.9.1\n\nBumps [@typescript-eslint/parser](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/parser) from 5.9.0 to 5.9.1.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/parser/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.9.1/packages/parser)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/parser\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-17T09:38:45+01:00",
          "tree_id": "0e6f8427ef7a8f91e7c3bdf988508f26736fc02a",
          "url": "https://github.com/immobiliare/dats/commit/5616dcab756dc86ae3d1c248b2b7b05a8b0fc3b1"
        },
        "date": 1642408816256,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 111850,
            "range": "±1.51%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1056943,
            "range": "±4.42%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1102951,
            "range": "±1.66%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1026331,
            "range": "±5.22%",
            "unit": "ops/sec",
            "extra": "81 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 999347,
            "range": "±2.18%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1868743,
            "range": "±5.51%",
            "unit": "ops/sec",
            "extra": "78 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "9b91dbe090091458a9c64841b1f3cd4491ab1746",
          "message": "chore(deps-dev): bump @typescript-eslint/eslint-plugin\n\nBumps [@typescript-eslint/eslint-plugin](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/eslint-plugin) from 5.9.0 to 5.9.1.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/eslint-plugin/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.9.1/packages/eslint-plugin)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/eslint-plugin\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-17T09:38:52+01:00",
          "tree_id": "c1032dfc0471910e1183020a4089801f994bd6db",
          "url": "https://github.com/immobiliare/dats/commit/9b91dbe090091458a9c64841b1f3cd4491ab1746"
        },
        "date": 1642408827980,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 85150,
            "range": "±1.16%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 764224,
            "range": "±2.24%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 742534,
            "range": "±2.12%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 759175,
            "range": "±1.85%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 724327,
            "range": "±1.89%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1660180,
            "range": "±7.46%",
            "unit": "ops/sec",
            "extra": "77 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dnlup.dev@gmail.com",
            "name": "Daniele Belardi",
            "username": "dnlup"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "de360297fb9fe49ca4819d0a2469036335d82dc1",
          "message": "fix: remove sampling parameter where is not used",
          "timestamp": "2022-01-17T11:18:46+01:00",
          "tree_id": "45c98259bb5e6a1c48446c1ed310f0d80fbecc95",
          "url": "https://github.com/immobiliare/dats/commit/de360297fb9fe49ca4819d0a2469036335d82dc1"
        },
        "date": 1642414806653,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 98305,
            "range": "±1.47%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 891363,
            "range": "±1.88%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 890548,
            "range": "±1.69%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 878831,
            "range": "±1.84%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 856191,
            "range": "±1.71%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1563465,
            "range": "±2.25%",
            "unit": "ops/sec",
            "extra": "86 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "fb6a3fcb96cef50d3e33146a360fc18b7bb5ae0f",
          "message": "chore(deps-dev): bump ava from 3.15.0 to 4.0.1\n\nBumps [ava](https://github.com/avajs/ava) from 3.15.0 to 4.0.1.\n- [Release notes](https://github.com/avajs/ava/releases)\n- [Commits](https://github.com/avajs/ava/compare/v3.15.0...v4.0.1)\n\n---\nupdated-dependencies:\n- dependency-name: ava\n  dependency-type: direct:development\n  update-type: version-update:semver-major\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>\n\nfix: refactored to remove callback interface",
          "timestamp": "2022-01-17T11:24:49+01:00",
          "tree_id": "4cbc007d12fb69aea06c0ea72588577b195c6b86",
          "url": "https://github.com/immobiliare/dats/commit/fb6a3fcb96cef50d3e33146a360fc18b7bb5ae0f"
        },
        "date": 1642415176288,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 106807,
            "range": "±0.72%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1070454,
            "range": "±1.78%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1067000,
            "range": "±1.75%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1068724,
            "range": "±1.70%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1035093,
            "range": "±1.24%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1816306,
            "range": "±6.86%",
            "unit": "ops/sec",
            "extra": "81 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "590a378365e594e9ea06fd354e752aa7fed818b4",
          "message": "chore(deps-dev): bump @types/node from 17.0.8 to 17.0.9\n\nBumps [@types/node](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/node) from 17.0.8 to 17.0.9.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/node)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/node\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-17T14:55:57+01:00",
          "tree_id": "37bd5c71e5ff77c4991d9cb03b599173d55aa77b",
          "url": "https://github.com/immobiliare/dats/commit/590a378365e594e9ea06fd354e752aa7fed818b4"
        },
        "date": 1642427839557,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 109839,
            "range": "±0.69%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1062582,
            "range": "±1.87%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1078078,
            "range": "±1.63%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1074339,
            "range": "±1.61%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1028201,
            "range": "±1.77%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1781137,
            "range": "±7.67%",
            "unit": "ops/sec",
            "extra": "77 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "cb7ed594c19f61837a1f615998aa817cb8546b1d",
          "message": "chore(deps-dev): bump eslint from 8.6.0 to 8.7.0\n\nBumps [eslint](https://github.com/eslint/eslint) from 8.6.0 to 8.7.0.\n- [Release notes](https://github.com/eslint/eslint/releases)\n- [Changelog](https://github.com/eslint/eslint/blob/main/CHANGELOG.md)\n- [Commits](https://github.com/eslint/eslint/compare/v8.6.0...v8.7.0)\n\n---\nupdated-dependencies:\n- dependency-name: eslint\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-17T14:55:48+01:00",
          "tree_id": "4748052a9968222ee428f7cb0ba69232caa37d82",
          "url": "https://github.com/immobiliare/dats/commit/cb7ed594c19f61837a1f615998aa817cb8546b1d"
        },
        "date": 1642427862115,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 95950,
            "range": "±1.09%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 869717,
            "range": "±1.80%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 879397,
            "range": "±1.78%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 861321,
            "range": "±1.55%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 859830,
            "range": "±1.26%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1495438,
            "range": "±6.32%",
            "unit": "ops/sec",
            "extra": "75 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "70216130df6794ea8c0374e91e5bee4514a87b66",
          "message": "chore(deps-dev): bump @semantic-release/npm from 8.0.3 to 9.0.0\n\nBumps [@semantic-release/npm](https://github.com/semantic-release/npm) from 8.0.3 to 9.0.0.\n- [Release notes](https://github.com/semantic-release/npm/releases)\n- [Commits](https://github.com/semantic-release/npm/compare/v8.0.3...v9.0.0)\n\n---\nupdated-dependencies:\n- dependency-name: \"@semantic-release/npm\"\n  dependency-type: direct:development\n  update-type: version-update:semver-major\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-18T15:13:33+01:00",
          "tree_id": "1c429f70c448b4dcc7fd48ba457a04c14bf15568",
          "url": "https://github.com/immobiliare/dats/commit/70216130df6794ea8c0374e91e5bee4514a87b66"
        },
        "date": 1642515307886,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 98771,
            "range": "±1.59%",
            "unit": "ops/sec",
            "extra": "79 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 854955,
            "range": "±2.85%",
            "unit": "ops/sec",
            "extra": "81 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 874014,
            "range": "±1.98%",
            "unit": "ops/sec",
            "extra": "81 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 879764,
            "range": "±2.36%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 866011,
            "range": "±2.04%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1725861,
            "range": "±7.52%",
            "unit": "ops/sec",
            "extra": "77 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "dfbadf405053e6d212c0061efdff8e7dd8b87a83",
          "message": "chore(deps-dev): bump @typescript-eslint/eslint-plugin\n\nBumps [@typescript-eslint/eslint-plugin](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/eslint-plugin) from 5.9.1 to 5.10.0.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/eslint-plugin/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.10.0/packages/eslint-plugin)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/eslint-plugin\"\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-18T15:14:03+01:00",
          "tree_id": "ce668d8c06f4cc86cabaa4ea94fd14c233b681ce",
          "url": "https://github.com/immobiliare/dats/commit/dfbadf405053e6d212c0061efdff8e7dd8b87a83"
        },
        "date": 1642515335261,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 91330,
            "range": "±1.70%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 830363,
            "range": "±2.54%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 802390,
            "range": "±2.32%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 819193,
            "range": "±1.72%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 789227,
            "range": "±2.10%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1684743,
            "range": "±10.95%",
            "unit": "ops/sec",
            "extra": "67 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "5958381a5f13e684d7314139125e4937805bc081",
          "message": "chore(deps-dev): bump @typescript-eslint/parser from 5.9.1 to 5.10.0\n\nBumps [@typescript-eslint/parser](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/parser) from 5.9.1 to 5.10.0.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/parser/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.10.0/packages/parser)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/parser\"\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-18T15:50:55+01:00",
          "tree_id": "1c0cd264a169960a671c8629eb714c9976fa9f20",
          "url": "https://github.com/immobiliare/dats/commit/5958381a5f13e684d7314139125e4937805bc081"
        },
        "date": 1642517548992,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 108174,
            "range": "±1.06%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 983907,
            "range": "±1.74%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 975289,
            "range": "±2.61%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 990439,
            "range": "±1.37%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 935414,
            "range": "±2.12%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1602730,
            "range": "±14.62%",
            "unit": "ops/sec",
            "extra": "73 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "b2c041e7f526c0f6522040c6238e659bd3bc97d0",
          "message": "chore(deps-dev): bump lint-staged from 12.1.7 to 12.2.0\n\nBumps [lint-staged](https://github.com/okonet/lint-staged) from 12.1.7 to 12.2.0.\n- [Release notes](https://github.com/okonet/lint-staged/releases)\n- [Commits](https://github.com/okonet/lint-staged/compare/v12.1.7...v12.2.0)\n\n---\nupdated-dependencies:\n- dependency-name: lint-staged\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-19T14:18:56+01:00",
          "tree_id": "27bb246e9b657f50d59e3fb5ece7ece6b828585a",
          "url": "https://github.com/immobiliare/dats/commit/b2c041e7f526c0f6522040c6238e659bd3bc97d0"
        },
        "date": 1642598426913,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 100099,
            "range": "±1.44%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 908521,
            "range": "±2.36%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 921626,
            "range": "±2.08%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 982413,
            "range": "±1.47%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 942000,
            "range": "±1.94%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1754529,
            "range": "±7.55%",
            "unit": "ops/sec",
            "extra": "76 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "c65d6b04dfe6324ac5fab8a495138d946b07419e",
          "message": "chore(deps-dev): bump @types/node from 17.0.9 to 17.0.10\n\nBumps [@types/node](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/node) from 17.0.9 to 17.0.10.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/node)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/node\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-19T14:19:11+01:00",
          "tree_id": "230424a52e6fd932bc817f5704c40e0394063baa",
          "url": "https://github.com/immobiliare/dats/commit/c65d6b04dfe6324ac5fab8a495138d946b07419e"
        },
        "date": 1642598438356,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 85597,
            "range": "±2.06%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 751725,
            "range": "±2.58%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 767022,
            "range": "±2.53%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 755639,
            "range": "±2.59%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 712818,
            "range": "±2.22%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1561163,
            "range": "±2.69%",
            "unit": "ops/sec",
            "extra": "81 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "ba491610369f9cbe51b7eaf4391ec945e802498f",
          "message": "chore(deps-dev): bump @commitlint/cli from 16.0.2 to 16.0.3\n\nBumps [@commitlint/cli](https://github.com/conventional-changelog/commitlint/tree/HEAD/@commitlint/cli) from 16.0.2 to 16.0.3.\n- [Release notes](https://github.com/conventional-changelog/commitlint/releases)\n- [Changelog](https://github.com/conventional-changelog/commitlint/blob/master/@commitlint/cli/CHANGELOG.md)\n- [Commits](https://github.com/conventional-changelog/commitlint/commits/v16.0.3/@commitlint/cli)\n\n---\nupdated-dependencies:\n- dependency-name: \"@commitlint/cli\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-19T14:19:20+01:00",
          "tree_id": "d60956e883530fdc53da0017c2d13e9f6c2db762",
          "url": "https://github.com/immobiliare/dats/commit/ba491610369f9cbe51b7eaf4391ec945e802498f"
        },
        "date": 1642598440762,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 103384,
            "range": "±0.54%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1093443,
            "range": "±1.58%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1087978,
            "range": "±1.65%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1104832,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1045545,
            "range": "±1.68%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 2317403,
            "range": "±7.41%",
            "unit": "ops/sec",
            "extra": "79 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "63ab929646b417a4ddd7ac1acb4398a06a940e27",
          "message": "chore(deps-dev): bump @types/sinon from 10.0.6 to 10.0.8\n\nBumps [@types/sinon](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/sinon) from 10.0.6 to 10.0.8.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/sinon)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/sinon\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-20T14:30:25+01:00",
          "tree_id": "9ede1cd8a0bf06454c45a54813bec0c856d6d909",
          "url": "https://github.com/immobiliare/dats/commit/63ab929646b417a4ddd7ac1acb4398a06a940e27"
        },
        "date": 1642685516403,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 87502,
            "range": "±1.68%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 777222,
            "range": "±2.15%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 803921,
            "range": "±1.78%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 796129,
            "range": "±2.08%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 767712,
            "range": "±1.69%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1613674,
            "range": "±7.52%",
            "unit": "ops/sec",
            "extra": "64 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "a31c1e6b3317b7347f1a874fc26314731f45fece",
          "message": "chore(deps-dev): bump @commitlint/cli from 16.0.3 to 16.1.0\n\nBumps [@commitlint/cli](https://github.com/conventional-changelog/commitlint/tree/HEAD/@commitlint/cli) from 16.0.3 to 16.1.0.\n- [Release notes](https://github.com/conventional-changelog/commitlint/releases)\n- [Changelog](https://github.com/conventional-changelog/commitlint/blob/master/@commitlint/cli/CHANGELOG.md)\n- [Commits](https://github.com/conventional-changelog/commitlint/commits/v16.1.0/@commitlint/cli)\n\n---\nupdated-dependencies:\n- dependency-name: \"@commitlint/cli\"\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-20T14:30:40+01:00",
          "tree_id": "a3f3d02b6817cba5ad1abe370f40ca30cd6b6287",
          "url": "https://github.com/immobiliare/dats/commit/a31c1e6b3317b7347f1a874fc26314731f45fece"
        },
        "date": 1642685522695,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 128024,
            "range": "±1.51%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1133990,
            "range": "±2.18%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1152457,
            "range": "±1.90%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1150520,
            "range": "±1.69%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1143587,
            "range": "±1.98%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1910122,
            "range": "±5.31%",
            "unit": "ops/sec",
            "extra": "80 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "eb8000a188f410405b6d41967fc2e820b9a1d482",
          "message": "chore(deps-dev): bump lint-staged from 12.2.0 to 12.2.1\n\nBumps [lint-staged](https://github.com/okonet/lint-staged) from 12.2.0 to 12.2.1.\n- [Release notes](https://github.com/okonet/lint-staged/releases)\n- [Commits](https://github.com/okonet/lint-staged/compare/v12.2.0...v12.2.1)\n\n---\nupdated-dependencies:\n- dependency-name: lint-staged\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-20T14:30:46+01:00",
          "tree_id": "0e48311410c432d0ce9ced2ee85125f6492a4445",
          "url": "https://github.com/immobiliare/dats/commit/eb8000a188f410405b6d41967fc2e820b9a1d482"
        },
        "date": 1642685535711,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 108501,
            "range": "±0.80%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1045713,
            "range": "±1.72%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1055827,
            "range": "±0.96%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1040110,
            "range": "±1.99%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1025325,
            "range": "±1.01%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1786866,
            "range": "±6.82%",
            "unit": "ops/sec",
            "extra": "73 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "c799b825b4ba5794485e0a51c00e542aa87a1542",
          "message": "chore(deps-dev): bump typescript from 4.5.4 to 4.5.5\n\nBumps [typescript](https://github.com/Microsoft/TypeScript) from 4.5.4 to 4.5.5.\n- [Release notes](https://github.com/Microsoft/TypeScript/releases)\n- [Commits](https://github.com/Microsoft/TypeScript/compare/v4.5.4...v4.5.5)\n\n---\nupdated-dependencies:\n- dependency-name: typescript\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-21T13:31:17+01:00",
          "tree_id": "d69d3c685d3aa0475f17f7478bf8942752a04189",
          "url": "https://github.com/immobiliare/dats/commit/c799b825b4ba5794485e0a51c00e542aa87a1542"
        },
        "date": 1642768360893,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 106305,
            "range": "±0.71%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1055520,
            "range": "±1.73%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1051143,
            "range": "±1.47%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1060245,
            "range": "±1.20%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1020896,
            "range": "±1.18%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1715207,
            "range": "±7.34%",
            "unit": "ops/sec",
            "extra": "74 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "e8241c2bac7a619a7bfe3925afeddb7f9e4660a3",
          "message": "chore(deps-dev): bump lint-staged from 12.2.1 to 12.2.2\n\nBumps [lint-staged](https://github.com/okonet/lint-staged) from 12.2.1 to 12.2.2.\n- [Release notes](https://github.com/okonet/lint-staged/releases)\n- [Commits](https://github.com/okonet/lint-staged/compare/v12.2.1...v12.2.2)\n\n---\nupdated-dependencies:\n- dependency-name: lint-staged\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-21T13:31:29+01:00",
          "tree_id": "5807d62e62fb1e0c40e4133195a82547e7d43865",
          "url": "https://github.com/immobiliare/dats/commit/e8241c2bac7a619a7bfe3925afeddb7f9e4660a3"
        },
        "date": 1642768380107,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 108928,
            "range": "±0.66%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1071335,
            "range": "±1.42%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1072598,
            "range": "±1.29%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1071653,
            "range": "±1.37%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1024103,
            "range": "±0.97%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1844635,
            "range": "±9.09%",
            "unit": "ops/sec",
            "extra": "85 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "antoniomusolino007@gmail.com",
            "name": "antoniomuso",
            "username": "antoniomuso"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "5d91936337f6fc698542b7e4cf844f87cc47c2d8",
          "message": "chore(test): splitted tests",
          "timestamp": "2022-01-21T15:35:55+01:00",
          "tree_id": "fae10a45bbe03d75910746bfc2feb2225a4bfe25",
          "url": "https://github.com/immobiliare/dats/commit/5d91936337f6fc698542b7e4cf844f87cc47c2d8"
        },
        "date": 1642775827330,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 112637,
            "range": "±1.42%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1137999,
            "range": "±2.03%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1135971,
            "range": "±1.89%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1168481,
            "range": "±1.65%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1117830,
            "range": "±1.95%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1897284,
            "range": "±7.64%",
            "unit": "ops/sec",
            "extra": "80 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "c3c978a3c3b7fa815fd41feb1bdb0dfb7edf9216",
          "message": "chore(deps-dev): bump lint-staged from 12.2.2 to 12.3.1\n\nBumps [lint-staged](https://github.com/okonet/lint-staged) from 12.2.2 to 12.3.1.\n- [Release notes](https://github.com/okonet/lint-staged/releases)\n- [Commits](https://github.com/okonet/lint-staged/compare/v12.2.2...v12.3.1)\n\n---\nupdated-dependencies:\n- dependency-name: lint-staged\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-24T13:33:06+01:00",
          "tree_id": "cc666174ce664842f13729513c120ee086c6bf90",
          "url": "https://github.com/immobiliare/dats/commit/c3c978a3c3b7fa815fd41feb1bdb0dfb7edf9216"
        },
        "date": 1643027681734,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 86961,
            "range": "±1.29%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 767529,
            "range": "±2.38%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 778653,
            "range": "±2.05%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 770316,
            "range": "±1.79%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 743198,
            "range": "±1.72%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1669446,
            "range": "±7.88%",
            "unit": "ops/sec",
            "extra": "74 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "4b7241079e045f3be95f38f71529b5d328938e79",
          "message": "chore(deps-dev): bump @types/node from 17.0.10 to 17.0.12\n\nBumps [@types/node](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/node) from 17.0.10 to 17.0.12.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/node)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/node\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-26T08:47:05+01:00",
          "tree_id": "83fa71bf7a743935b7d7846c6a54dfc941e4d9ec",
          "url": "https://github.com/immobiliare/dats/commit/4b7241079e045f3be95f38f71529b5d328938e79"
        },
        "date": 1643183320667,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 83975,
            "range": "±1.33%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 726824,
            "range": "±2.86%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 760256,
            "range": "±2.13%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 719626,
            "range": "±1.86%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 677249,
            "range": "±2.87%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1476336,
            "range": "±8.87%",
            "unit": "ops/sec",
            "extra": "72 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "6c9115d335013292e279dfbb664420a8a8a7c43c",
          "message": "chore(deps-dev): bump @typescript-eslint/parser from 5.10.0 to 5.10.1\n\nBumps [@typescript-eslint/parser](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/parser) from 5.10.0 to 5.10.1.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/parser/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.10.1/packages/parser)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/parser\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-26T08:47:14+01:00",
          "tree_id": "57260b09f49284cde8edb6c159431728efdfce94",
          "url": "https://github.com/immobiliare/dats/commit/6c9115d335013292e279dfbb664420a8a8a7c43c"
        },
        "date": 1643183321650,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 109605,
            "range": "±0.64%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1071112,
            "range": "±1.87%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1096264,
            "range": "±1.29%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1095604,
            "range": "±1.06%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1056826,
            "range": "±1.20%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1953358,
            "range": "±4.99%",
            "unit": "ops/sec",
            "extra": "82 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "4690fc366011ca7737fc0c48d5e777b9d2e4f9c1",
          "message": "chore(deps-dev): bump @typescript-eslint/eslint-plugin\n\nBumps [@typescript-eslint/eslint-plugin](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/eslint-plugin) from 5.10.0 to 5.10.1.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/eslint-plugin/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.10.1/packages/eslint-plugin)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/eslint-plugin\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-26T08:47:22+01:00",
          "tree_id": "110cf43d30ccb118c766f42fc3e6e26e629359c9",
          "url": "https://github.com/immobiliare/dats/commit/4690fc366011ca7737fc0c48d5e777b9d2e4f9c1"
        },
        "date": 1643183325840,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 108819,
            "range": "±0.57%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1074682,
            "range": "±1.59%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1070436,
            "range": "±1.67%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1077963,
            "range": "±1.41%",
            "unit": "ops/sec",
            "extra": "97 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1037744,
            "range": "±1.63%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1869925,
            "range": "±7.11%",
            "unit": "ops/sec",
            "extra": "76 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5138c3f0a902fa59f8f336299f822c29c22e5613",
          "message": "chore: adds bench pages links",
          "timestamp": "2022-01-26T09:10:11+01:00",
          "tree_id": "27048d3e97c18bd26d678055cca8b59e60a77c6c",
          "url": "https://github.com/immobiliare/dats/commit/5138c3f0a902fa59f8f336299f822c29c22e5613"
        },
        "date": 1643184701869,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 85277,
            "range": "±1.35%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 773515,
            "range": "±2.12%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 783429,
            "range": "±1.60%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 783517,
            "range": "±1.84%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 757774,
            "range": "±1.92%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1718744,
            "range": "±9.71%",
            "unit": "ops/sec",
            "extra": "74 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "f81efdb6c8a4fb33cc5c3bad2f90ec9f8f4ea0b2",
          "message": "chore(deps-dev): bump lint-staged from 12.3.1 to 12.3.2\n\nBumps [lint-staged](https://github.com/okonet/lint-staged) from 12.3.1 to 12.3.2.\n- [Release notes](https://github.com/okonet/lint-staged/releases)\n- [Commits](https://github.com/okonet/lint-staged/compare/v12.3.1...v12.3.2)\n\n---\nupdated-dependencies:\n- dependency-name: lint-staged\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-27T15:22:34+01:00",
          "tree_id": "c92fc6045e53adfe269fb1b90021ab9a3ad3f21f",
          "url": "https://github.com/immobiliare/dats/commit/f81efdb6c8a4fb33cc5c3bad2f90ec9f8f4ea0b2"
        },
        "date": 1643293438113,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 109536,
            "range": "±0.70%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1072309,
            "range": "±1.52%",
            "unit": "ops/sec",
            "extra": "96 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1073575,
            "range": "±1.31%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1075992,
            "range": "±1.29%",
            "unit": "ops/sec",
            "extra": "97 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1032767,
            "range": "±1.24%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1866074,
            "range": "±5.21%",
            "unit": "ops/sec",
            "extra": "79 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "d75ebffbd930ae8a9d74264e404b03c857ab7cee",
          "message": "chore(deps-dev): bump @types/node from 17.0.12 to 17.0.13\n\nBumps [@types/node](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/node) from 17.0.12 to 17.0.13.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/node)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/node\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-28T16:24:58+01:00",
          "tree_id": "10b98b14bfd1c49d83c68ae8523e9340a1e5a1d1",
          "url": "https://github.com/immobiliare/dats/commit/d75ebffbd930ae8a9d74264e404b03c857ab7cee"
        },
        "date": 1643383592383,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 81335,
            "range": "±1.69%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 676694,
            "range": "±3.28%",
            "unit": "ops/sec",
            "extra": "81 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 719985,
            "range": "±1.67%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 695101,
            "range": "±1.75%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 701032,
            "range": "±1.30%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1546890,
            "range": "±2.47%",
            "unit": "ops/sec",
            "extra": "89 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "e6fb85f0a1ae118a586da70f73969a6c1276a13f",
          "message": "chore(deps-dev): bump @types/sinon from 10.0.8 to 10.0.9\n\nBumps [@types/sinon](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/sinon) from 10.0.8 to 10.0.9.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/sinon)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/sinon\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-28T16:25:11+01:00",
          "tree_id": "e6447109d00e43a7a98c6a7483602fe2d3192a01",
          "url": "https://github.com/immobiliare/dats/commit/e6fb85f0a1ae118a586da70f73969a6c1276a13f"
        },
        "date": 1643383612705,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 97232,
            "range": "±1.09%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 895931,
            "range": "±2.05%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 913680,
            "range": "±1.18%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 906944,
            "range": "±1.45%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 859796,
            "range": "±1.67%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1618473,
            "range": "±2.32%",
            "unit": "ops/sec",
            "extra": "93 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "7453801c6dd0653787ebe03fdb9477dea151d5aa",
          "message": "chore(deps-dev): bump sinon from 12.0.1 to 13.0.0\n\nBumps [sinon](https://github.com/sinonjs/sinon) from 12.0.1 to 13.0.0.\n- [Release notes](https://github.com/sinonjs/sinon/releases)\n- [Changelog](https://github.com/sinonjs/sinon/blob/master/docs/changelog.md)\n- [Commits](https://github.com/sinonjs/sinon/compare/v12.0.1...v13.0.0)\n\n---\nupdated-dependencies:\n- dependency-name: sinon\n  dependency-type: direct:development\n  update-type: version-update:semver-major\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-31T14:54:06+01:00",
          "tree_id": "bdeb11d9258d3e4934dd6e32e961a56540d80f53",
          "url": "https://github.com/immobiliare/dats/commit/7453801c6dd0653787ebe03fdb9477dea151d5aa"
        },
        "date": 1643637341660,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 98731,
            "range": "±0.95%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 887292,
            "range": "±2.32%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 898648,
            "range": "±1.34%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 900411,
            "range": "±1.30%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 858317,
            "range": "±1.53%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1554182,
            "range": "±7.14%",
            "unit": "ops/sec",
            "extra": "78 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "2b612ff5f0f5a641915fdd1eaf1c199c687d9a3d",
          "message": "chore(deps-dev): bump eslint from 8.7.0 to 8.8.0\n\nBumps [eslint](https://github.com/eslint/eslint) from 8.7.0 to 8.8.0.\n- [Release notes](https://github.com/eslint/eslint/releases)\n- [Changelog](https://github.com/eslint/eslint/blob/main/CHANGELOG.md)\n- [Commits](https://github.com/eslint/eslint/compare/v8.7.0...v8.8.0)\n\n---\nupdated-dependencies:\n- dependency-name: eslint\n  dependency-type: direct:development\n  update-type: version-update:semver-minor\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-01-31T14:54:20+01:00",
          "tree_id": "9c7473f055f99cecc7b35e6ba9a196edcd708de5",
          "url": "https://github.com/immobiliare/dats/commit/2b612ff5f0f5a641915fdd1eaf1c199c687d9a3d"
        },
        "date": 1643637353082,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 85459,
            "range": "±1.38%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 750338,
            "range": "±2.71%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 761723,
            "range": "±2.38%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 788837,
            "range": "±2.13%",
            "unit": "ops/sec",
            "extra": "79 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 785005,
            "range": "±1.79%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1770567,
            "range": "±6.54%",
            "unit": "ops/sec",
            "extra": "71 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "ebcc32984da919ec2ddbd48578a4aba1258a0329",
          "message": "chore(deps-dev): bump @typescript-eslint/eslint-plugin\n\nBumps [@typescript-eslint/eslint-plugin](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/eslint-plugin) from 5.10.1 to 5.10.2.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/eslint-plugin/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.10.2/packages/eslint-plugin)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/eslint-plugin\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-02-01T13:36:25+01:00",
          "tree_id": "2af0b4a7c17dccb6e91cf23a673fcc7526477a8f",
          "url": "https://github.com/immobiliare/dats/commit/ebcc32984da919ec2ddbd48578a4aba1258a0329"
        },
        "date": 1643719077948,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 79993,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 717534,
            "range": "±2.70%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 729845,
            "range": "±1.37%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 729361,
            "range": "±1.57%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 702409,
            "range": "±1.37%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1536930,
            "range": "±7.69%",
            "unit": "ops/sec",
            "extra": "72 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "34d0c95740ce94b1ba135a6fc83a49553e680dda",
          "message": "chore(deps-dev): bump @types/node from 17.0.13 to 17.0.14\n\nBumps [@types/node](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/node) from 17.0.13 to 17.0.14.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/node)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/node\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-02-01T13:36:30+01:00",
          "tree_id": "8a3d24baf08c0c216770790b565fdbb0304fd2cd",
          "url": "https://github.com/immobiliare/dats/commit/34d0c95740ce94b1ba135a6fc83a49553e680dda"
        },
        "date": 1643719081900,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 99800,
            "range": "±1.08%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 907473,
            "range": "±2.10%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 923321,
            "range": "±1.99%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 923209,
            "range": "±1.42%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 889293,
            "range": "±1.66%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1593691,
            "range": "±6.21%",
            "unit": "ops/sec",
            "extra": "76 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "5bdef9e6aefc0cf570e71ed2d93bbcf945e4743e",
          "message": "chore(deps-dev): bump @typescript-eslint/parser from 5.10.1 to 5.10.2\n\nBumps [@typescript-eslint/parser](https://github.com/typescript-eslint/typescript-eslint/tree/HEAD/packages/parser) from 5.10.1 to 5.10.2.\n- [Release notes](https://github.com/typescript-eslint/typescript-eslint/releases)\n- [Changelog](https://github.com/typescript-eslint/typescript-eslint/blob/main/packages/parser/CHANGELOG.md)\n- [Commits](https://github.com/typescript-eslint/typescript-eslint/commits/v5.10.2/packages/parser)\n\n---\nupdated-dependencies:\n- dependency-name: \"@typescript-eslint/parser\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-02-01T14:04:01+01:00",
          "tree_id": "f16fd8a5ead7b48d23ca25ed2281d03bd037d3e4",
          "url": "https://github.com/immobiliare/dats/commit/5bdef9e6aefc0cf570e71ed2d93bbcf945e4743e"
        },
        "date": 1643720747167,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 104351,
            "range": "±1.52%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 973828,
            "range": "±1.95%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 956690,
            "range": "±1.99%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 978936,
            "range": "±2.18%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 942273,
            "range": "±1.78%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1699683,
            "range": "±6.05%",
            "unit": "ops/sec",
            "extra": "78 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "f6ba340642c7c4ef8b1e889590b333f83f5decbe",
          "message": "chore(deps-dev): bump lint-staged from 12.3.2 to 12.3.3\n\nBumps [lint-staged](https://github.com/okonet/lint-staged) from 12.3.2 to 12.3.3.\n- [Release notes](https://github.com/okonet/lint-staged/releases)\n- [Commits](https://github.com/okonet/lint-staged/compare/v12.3.2...v12.3.3)\n\n---\nupdated-dependencies:\n- dependency-name: lint-staged\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-02-02T14:31:15+01:00",
          "tree_id": "918bbf40d5327bb1e894037fa74d2826390a6b48",
          "url": "https://github.com/immobiliare/dats/commit/f6ba340642c7c4ef8b1e889590b333f83f5decbe"
        },
        "date": 1643808758427,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 107780,
            "range": "±0.73%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1053669,
            "range": "±1.37%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1054795,
            "range": "±1.33%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1063624,
            "range": "±1.36%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1012409,
            "range": "±1.13%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1777748,
            "range": "±5.43%",
            "unit": "ops/sec",
            "extra": "74 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "6461c2707046903e9ecae1ce01515f01237545e6",
          "message": "chore(deps-dev): bump sinon from 13.0.0 to 13.0.1\n\nBumps [sinon](https://github.com/sinonjs/sinon) from 13.0.0 to 13.0.1.\n- [Release notes](https://github.com/sinonjs/sinon/releases)\n- [Changelog](https://github.com/sinonjs/sinon/blob/master/docs/changelog.md)\n- [Commits](https://github.com/sinonjs/sinon/compare/v13.0.0...v13.0.1)\n\n---\nupdated-dependencies:\n- dependency-name: sinon\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-02-02T14:31:09+01:00",
          "tree_id": "44bb09af3e1afcd0ada99ec61bb593d2dcde9caa",
          "url": "https://github.com/immobiliare/dats/commit/6461c2707046903e9ecae1ce01515f01237545e6"
        },
        "date": 1643808776168,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 64433,
            "range": "±14.32%",
            "unit": "ops/sec",
            "extra": "60 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 509816,
            "range": "±11.75%",
            "unit": "ops/sec",
            "extra": "46 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 593947,
            "range": "±12.24%",
            "unit": "ops/sec",
            "extra": "57 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 535847,
            "range": "±12.37%",
            "unit": "ops/sec",
            "extra": "51 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 557954,
            "range": "±11.97%",
            "unit": "ops/sec",
            "extra": "55 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1081607,
            "range": "±12.90%",
            "unit": "ops/sec",
            "extra": "61 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "61c4b4da9bab08cd382f38faa5965848b8b1cffd",
          "message": "ci: removes npm cache custom action",
          "timestamp": "2022-02-02T14:48:07+01:00",
          "tree_id": "7feda9f2106d4ec6fb5e411deee48aeb3287f4d3",
          "url": "https://github.com/immobiliare/dats/commit/61c4b4da9bab08cd382f38faa5965848b8b1cffd"
        },
        "date": 1643809774425,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 97828,
            "range": "±0.83%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 877232,
            "range": "±2.38%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 884784,
            "range": "±1.74%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 883627,
            "range": "±1.53%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 849428,
            "range": "±1.44%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1532855,
            "range": "±3.17%",
            "unit": "ops/sec",
            "extra": "85 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "cb658247a5d41b9c232921003a49caf8675966f9",
          "message": "chore(deps-dev): bump @types/sinon from 10.0.9 to 10.0.10\n\nBumps [@types/sinon](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/sinon) from 10.0.9 to 10.0.10.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/sinon)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/sinon\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-02-04T09:47:55+01:00",
          "tree_id": "3124883948e6bbc7d9cf8e0e4f1df576e866e955",
          "url": "https://github.com/immobiliare/dats/commit/cb658247a5d41b9c232921003a49caf8675966f9"
        },
        "date": 1643964559938,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 111249,
            "range": "±1.06%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1008547,
            "range": "±1.86%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1017675,
            "range": "±1.68%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1000256,
            "range": "±1.51%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 965601,
            "range": "±1.61%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1618311,
            "range": "±10.80%",
            "unit": "ops/sec",
            "extra": "74 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "4e0a5888e25683111e968bc916412a2504d47326",
          "message": "ci(release): should backmerge correctly",
          "timestamp": "2022-02-04T11:41:01+01:00",
          "tree_id": "200b0102e8b734870c4940a22883afa991bcff3d",
          "url": "https://github.com/immobiliare/dats/commit/4e0a5888e25683111e968bc916412a2504d47326"
        },
        "date": 1643971345918,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 87602,
            "range": "±1.93%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 763219,
            "range": "±1.91%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 791287,
            "range": "±1.82%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 782667,
            "range": "±1.84%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 763870,
            "range": "±1.43%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1564681,
            "range": "±15.73%",
            "unit": "ops/sec",
            "extra": "69 samples"
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
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "69aa891da0dad9a5c150149082455d2d103fb108",
          "message": "chore(deps-dev): bump @types/node from 17.0.14 to 17.0.15\n\nBumps [@types/node](https://github.com/DefinitelyTyped/DefinitelyTyped/tree/HEAD/types/node) from 17.0.14 to 17.0.15.\n- [Release notes](https://github.com/DefinitelyTyped/DefinitelyTyped/releases)\n- [Commits](https://github.com/DefinitelyTyped/DefinitelyTyped/commits/HEAD/types/node)\n\n---\nupdated-dependencies:\n- dependency-name: \"@types/node\"\n  dependency-type: direct:development\n  update-type: version-update:semver-patch\n...\n\nSigned-off-by: dependabot[bot] <support@github.com>",
          "timestamp": "2022-02-07T15:06:13+01:00",
          "tree_id": "d9d68b1d1d85391c422bece862f3d38256679c4e",
          "url": "https://github.com/immobiliare/dats/commit/69aa891da0dad9a5c150149082455d2d103fb108"
        },
        "date": 1644242872386,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 96620,
            "range": "±1.80%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 860716,
            "range": "±2.54%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 892870,
            "range": "±1.70%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 875711,
            "range": "±2.11%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 870380,
            "range": "±1.58%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1454501,
            "range": "±6.15%",
            "unit": "ops/sec",
            "extra": "73 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "1e23c516dd47cbdc64b9fcc99da4b590a47c6bc7",
          "message": "Merge pull request #159 from immobiliare/dependabot/npm_and_yarn/types/sinon-10.0.11\n\nchore(deps-dev): bump @types/sinon from 10.0.10 to 10.0.11",
          "timestamp": "2022-02-09T09:44:33+01:00",
          "tree_id": "5b81135233ee2e27eb8f5cb3f44670928f8d3cf4",
          "url": "https://github.com/immobiliare/dats/commit/1e23c516dd47cbdc64b9fcc99da4b590a47c6bc7"
        },
        "date": 1644396359177,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 109469,
            "range": "±0.68%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1080742,
            "range": "±1.41%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1074529,
            "range": "±1.56%",
            "unit": "ops/sec",
            "extra": "97 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1079842,
            "range": "±1.24%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1045952,
            "range": "±1.12%",
            "unit": "ops/sec",
            "extra": "98 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1820689,
            "range": "±6.34%",
            "unit": "ops/sec",
            "extra": "74 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "a702482ae3bd8ad99e47ba6b63642ae6f1baea53",
          "message": "Merge pull request #158 from immobiliare/dependabot/npm_and_yarn/typescript-eslint/parser-5.11.0\n\nchore(deps-dev): bump @typescript-eslint/parser from 5.10.2 to 5.11.0",
          "timestamp": "2022-02-09T09:44:43+01:00",
          "tree_id": "b4ac18b1aea20a8f8cf01885ae05a8c9fb82a80b",
          "url": "https://github.com/immobiliare/dats/commit/a702482ae3bd8ad99e47ba6b63642ae6f1baea53"
        },
        "date": 1644396371747,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 110633,
            "range": "±1.46%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1046323,
            "range": "±1.99%",
            "unit": "ops/sec",
            "extra": "85 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1047838,
            "range": "±2.04%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1081446,
            "range": "±1.77%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1012587,
            "range": "±1.77%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1777909,
            "range": "±4.88%",
            "unit": "ops/sec",
            "extra": "74 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "461484d5d547151072fbb7d666312c9cb0a28a11",
          "message": "Merge pull request #160 from immobiliare/dependabot/npm_and_yarn/types/node-17.0.17\n\nchore(deps-dev): bump @types/node from 17.0.16 to 17.0.17",
          "timestamp": "2022-02-10T16:43:05+01:00",
          "tree_id": "ad05a08cedccc17b4a8b4296473c875f2734b32b",
          "url": "https://github.com/immobiliare/dats/commit/461484d5d547151072fbb7d666312c9cb0a28a11"
        },
        "date": 1644507876619,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 93692,
            "range": "±2.67%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 885287,
            "range": "±3.07%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 927303,
            "range": "±1.25%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 912766,
            "range": "±1.33%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 870732,
            "range": "±1.65%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1366937,
            "range": "±6.70%",
            "unit": "ops/sec",
            "extra": "73 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "d8378e15d533508abaa28153ceb360db5759dc5d",
          "message": "ci(release): changing flow\n\n- develop becomes next\n- main becomes default and protected branch\n- releases are triggered manually",
          "timestamp": "2022-02-10T16:46:44+01:00",
          "tree_id": "ab35ec1a3070bad5a55ecdc252798e932c2ad2e0",
          "url": "https://github.com/immobiliare/dats/commit/d8378e15d533508abaa28153ceb360db5759dc5d"
        },
        "date": 1644508306004,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 79401,
            "range": "±3.41%",
            "unit": "ops/sec",
            "extra": "79 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 753074,
            "range": "±3.06%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 771348,
            "range": "±2.41%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 771297,
            "range": "±2.93%",
            "unit": "ops/sec",
            "extra": "81 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 720888,
            "range": "±1.64%",
            "unit": "ops/sec",
            "extra": "79 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1708385,
            "range": "±3.92%",
            "unit": "ops/sec",
            "extra": "75 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "d953e1a38605fc9f921906536040fed9431fc6ea",
          "message": "ci(release): changing flow\n\n- develop becomes next\n- main becomes default and protected branch\n- releases are triggered manually",
          "timestamp": "2022-02-10T16:51:51+01:00",
          "tree_id": "ab35ec1a3070bad5a55ecdc252798e932c2ad2e0",
          "url": "https://github.com/immobiliare/dats/commit/d953e1a38605fc9f921906536040fed9431fc6ea"
        },
        "date": 1644508406513,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 104582,
            "range": "±1.10%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 917934,
            "range": "±2.13%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 940418,
            "range": "±1.75%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 939586,
            "range": "±1.62%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 912061,
            "range": "±1.68%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1685874,
            "range": "±2.46%",
            "unit": "ops/sec",
            "extra": "91 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "3ce86bc59d6e6fa96b2e2d41c50ea0354ddbd676",
          "message": "ci: backmerge only master into next",
          "timestamp": "2022-02-11T16:03:42+01:00",
          "tree_id": "9bf269116414dfbcb045f6c603cda06e718f6372",
          "url": "https://github.com/immobiliare/dats/commit/3ce86bc59d6e6fa96b2e2d41c50ea0354ddbd676"
        },
        "date": 1644591923426,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 84069,
            "range": "±1.46%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 733650,
            "range": "±2.02%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 720575,
            "range": "±2.06%",
            "unit": "ops/sec",
            "extra": "82 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 722814,
            "range": "±1.59%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 756146,
            "range": "±1.27%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1615904,
            "range": "±8.66%",
            "unit": "ops/sec",
            "extra": "67 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "f048f7f22c0911313868f643024364d0b3de2516",
          "message": "Merge pull request #193 from immobiliare/feat/added-dats-mock\n\nfeat(mock): added dats mock",
          "timestamp": "2022-03-07T16:32:20+01:00",
          "tree_id": "c1eabff716aca500b5f993488a5b66ad5496ca53",
          "url": "https://github.com/immobiliare/dats/commit/f048f7f22c0911313868f643024364d0b3de2516"
        },
        "date": 1646667222892,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 106996,
            "range": "±0.86%",
            "unit": "ops/sec",
            "extra": "92 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1012978,
            "range": "±1.56%",
            "unit": "ops/sec",
            "extra": "88 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1017327,
            "range": "±1.32%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1046824,
            "range": "±1.31%",
            "unit": "ops/sec",
            "extra": "84 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 989045,
            "range": "±1.14%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1879980,
            "range": "±3.46%",
            "unit": "ops/sec",
            "extra": "85 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": false,
          "id": "cb6fafbc58d1e0620cb9005887fcfb12fbfb4ad3",
          "message": "Merge pull request #201 from immobiliare/dependabot/npm_and_yarn/typescript-eslint/eslint-plugin-5.15.0\n\nchore(deps-dev): bump @typescript-eslint/eslint-plugin from 5.14.0 to 5.15.0",
          "timestamp": "2022-03-15T16:20:09+01:00",
          "tree_id": "b6996f904ad47770d52da7237827fd56f5c6a61b",
          "url": "https://github.com/immobiliare/dats/commit/cb6fafbc58d1e0620cb9005887fcfb12fbfb4ad3"
        },
        "date": 1647357799297,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 96629,
            "range": "±1.42%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 877556,
            "range": "±2.36%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 898849,
            "range": "±1.43%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 896219,
            "range": "±1.40%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 869146,
            "range": "±1.38%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1682368,
            "range": "±1.93%",
            "unit": "ops/sec",
            "extra": "82 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "18da504f578f58fb3efc7e577f4618faa22a3cd7",
          "message": "ci(actions): persist-credential false",
          "timestamp": "2022-03-16T08:53:57+01:00",
          "tree_id": "076efb8f87ee147b6f6fb8c687816b3053580e3f",
          "url": "https://github.com/immobiliare/dats/commit/18da504f578f58fb3efc7e577f4618faa22a3cd7"
        },
        "date": 1647417340854,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 95853,
            "range": "±2.35%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 798941,
            "range": "±2.95%",
            "unit": "ops/sec",
            "extra": "79 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 825673,
            "range": "±2.35%",
            "unit": "ops/sec",
            "extra": "83 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 858593,
            "range": "±2.05%",
            "unit": "ops/sec",
            "extra": "78 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 799101,
            "range": "±2.59%",
            "unit": "ops/sec",
            "extra": "80 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1510973,
            "range": "±4.12%",
            "unit": "ops/sec",
            "extra": "77 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "distinct": true,
          "id": "13f0fac536ea522ff92d5bd9f64b5e71a1b843ff",
          "message": "ci(actions): persist-credential false",
          "timestamp": "2022-03-16T08:54:28+01:00",
          "tree_id": "3ea7aa2daa436c37f9eb198eb7c8ff55f4a952a7",
          "url": "https://github.com/immobiliare/dats/commit/13f0fac536ea522ff92d5bd9f64b5e71a1b843ff"
        },
        "date": 1647417358885,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 104456,
            "range": "±1.00%",
            "unit": "ops/sec",
            "extra": "90 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1033574,
            "range": "±1.02%",
            "unit": "ops/sec",
            "extra": "94 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1031627,
            "range": "±1.07%",
            "unit": "ops/sec",
            "extra": "96 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1036953,
            "range": "±1.05%",
            "unit": "ops/sec",
            "extra": "93 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1004277,
            "range": "±1.07%",
            "unit": "ops/sec",
            "extra": "95 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1763951,
            "range": "±5.29%",
            "unit": "ops/sec",
            "extra": "75 samples"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "simonecorsi.dev@gmail.com",
            "name": "Simone Corsi",
            "username": "simonecorsi"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "e584fb7e733a3d886f61cfa4af85bcc2670a8da3",
          "message": "Merge pull request #231 from immobiliare/lock\n\nMinor alignment with main",
          "timestamp": "2022-04-19T13:12:45+02:00",
          "tree_id": "91ff21b2ce102364b01373c1931158d23cbd3815",
          "url": "https://github.com/immobiliare/dats/commit/e584fb7e733a3d886f61cfa4af85bcc2670a8da3"
        },
        "date": 1650366859552,
        "tool": "benchmarkjs",
        "benches": [
          {
            "name": "dats counter udp base",
            "value": 115372,
            "range": "±1.40%",
            "unit": "ops/sec",
            "extra": "87 samples"
          },
          {
            "name": "dats counter udp buffered",
            "value": 1158978,
            "range": "±1.58%",
            "unit": "ops/sec",
            "extra": "86 samples"
          },
          {
            "name": "dats gauge udp buffered",
            "value": 1200770,
            "range": "±1.47%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats set udp buffered",
            "value": 1167753,
            "range": "±1.62%",
            "unit": "ops/sec",
            "extra": "91 samples"
          },
          {
            "name": "dats timing udp buffered",
            "value": 1080151,
            "range": "±1.48%",
            "unit": "ops/sec",
            "extra": "89 samples"
          },
          {
            "name": "dats counter tcp buffered",
            "value": 1858906,
            "range": "±4.10%",
            "unit": "ops/sec",
            "extra": "78 samples"
          }
        ]
      }
    ]
  }
}