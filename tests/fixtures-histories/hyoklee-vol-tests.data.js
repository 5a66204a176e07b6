window.BENCHMARK_DATA = {
  "lastUpdate": 1636755830229,
  "entries": {
    "Catch2 Benchmark": [
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "H. Joe Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "H. Joe Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "189af19f3d6aa1ac4d653f3c340a371561261b15",
          "message": "OESS-156: adjust removing files.",
          "timestamp": "2021-10-01T21:43:35-05:00",
          "tree_id": "dc9564adf0d891b55d1de236a6b6255417662d24",
          "url": "https://github.com/hyoklee/vol-tests/commit/189af19f3d6aa1ac4d653f3c340a371561261b15"
        },
        "date": 1633143094815,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 300.467,
            "range": "± 146.235",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "e8a6dacad86df44524518a021580f74d1bc4208d",
          "message": "OESS-156: added an event trigger from HDF5 repo.",
          "timestamp": "2021-10-04T12:24:44-05:00",
          "tree_id": "5953820064707e7a9d4a6d8b1b35f22ab2b374e6",
          "url": "https://github.com/hyoklee/vol-tests/commit/e8a6dacad86df44524518a021580f74d1bc4208d"
        },
        "date": 1633368671662,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 258.142,
            "range": "± 101.196",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "H. Joe Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5bcd28a9cba96a5cd8b054c302da2e39235341d1",
          "message": "Merge branch 'master' into develop",
          "timestamp": "2021-10-04T12:43:20-05:00",
          "tree_id": "0ea8a161f53ae10b97eee1700ac7f82f9ea9453e",
          "url": "https://github.com/hyoklee/vol-tests/commit/5bcd28a9cba96a5cd8b054c302da2e39235341d1"
        },
        "date": 1633369717636,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 177.542,
            "range": "± 79.828",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "2327ed75f84d91b9b3f0eaf6f3cea31c2b2c112c",
          "message": "OESS-156: updated branch name in Actions.",
          "timestamp": "2021-10-04T13:32:25-05:00",
          "tree_id": "e94e0baa2506232b38dea3df1a8e1d4f8eb8ff80",
          "url": "https://github.com/hyoklee/vol-tests/commit/2327ed75f84d91b9b3f0eaf6f3cea31c2b2c112c"
        },
        "date": 1633372743355,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 257.97,
            "range": "± 122.748",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "ee3b46e6a4616c356de832ad1b35253426205183",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-04T18:52:24Z",
          "tree_id": "3f4ad100bbe2ef805d2c7482bd8dbc7ff358634c",
          "url": "https://github.com/hyoklee/vol-tests/commit/ee3b46e6a4616c356de832ad1b35253426205183"
        },
        "date": 1633373983548,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 317.727,
            "range": "± 167.484",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "d8e3fc43c43566dbc5564fe48e846c918f75ce6f",
          "message": "OESS-156: enable alert.",
          "timestamp": "2021-10-04T14:09:48-05:00",
          "tree_id": "d01fac270e1e013b5fc769922e4de65836a7d75c",
          "url": "https://github.com/hyoklee/vol-tests/commit/d8e3fc43c43566dbc5564fe48e846c918f75ce6f"
        },
        "date": 1633374960892,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 195.97,
            "range": "± 81.321",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "e845108bade560448b9e837ab55810bb1dc8a691",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-06T04:10:08Z",
          "tree_id": "53d231b60c7f767dc08a33cd0074fbb99c5fa2e1",
          "url": "https://github.com/hyoklee/vol-tests/commit/e845108bade560448b9e837ab55810bb1dc8a691"
        },
        "date": 1633493729793,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 170.208,
            "range": "± 71.156",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "5df0662655158ddeb6a77852721186e960fb3378",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-15T20:00:43Z",
          "tree_id": "a77308dcd2c14ea8267ae0e659f737438e646bd2",
          "url": "https://github.com/hyoklee/vol-tests/commit/5df0662655158ddeb6a77852721186e960fb3378"
        },
        "date": 1634328461716,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 299.564,
            "range": "± 123.736",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "759a4e1ce51d1d8a1523de2540ace7fb7596bb82",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-21T14:41:56Z",
          "tree_id": "55a96995fe8611b2c805a0ec6065bc73a77467d4",
          "url": "https://github.com/hyoklee/vol-tests/commit/759a4e1ce51d1d8a1523de2540ace7fb7596bb82"
        },
        "date": 1634827716492,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 297.876,
            "range": "± 108.851",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "0edc59ebc5bad7a2ddab35ae1d750bea4cb1fa4d",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-21T16:29:10Z",
          "tree_id": "07cda15fdb0c925a7a3f66bc46f240bf50de0fed",
          "url": "https://github.com/hyoklee/vol-tests/commit/0edc59ebc5bad7a2ddab35ae1d750bea4cb1fa4d"
        },
        "date": 1634834619734,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 155.274,
            "range": "± 27.835",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "20bdce1def657f49dc9ac98c19f6ce8c46ef4bc6",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-21T17:01:40Z",
          "tree_id": "1783008d1dfb873106170585c1bddaa2744cb0ad",
          "url": "https://github.com/hyoklee/vol-tests/commit/20bdce1def657f49dc9ac98c19f6ce8c46ef4bc6"
        },
        "date": 1634836655247,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 188.736,
            "range": "± 67.646",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "4e786c4cd42e5bc6ece757149683633d7810a784",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-21T17:42:42Z",
          "tree_id": "c7a06b0c909ffd18e579eb617d20ffc920c64229",
          "url": "https://github.com/hyoklee/vol-tests/commit/4e786c4cd42e5bc6ece757149683633d7810a784"
        },
        "date": 1634838841535,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 247.749,
            "range": "± 110.437",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "8a0d3773444b8042f312a07524fa9cb978df0e20",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-21T20:25:34Z",
          "tree_id": "10655341c7c2cd36d94fdc4334daf4daa55830b6",
          "url": "https://github.com/hyoklee/vol-tests/commit/8a0d3773444b8042f312a07524fa9cb978df0e20"
        },
        "date": 1634848248196,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 171.374,
            "range": "± 70.762",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "0eac97b3bab4dc9631609b6478a71768bca764e9",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-21T22:37:31Z",
          "tree_id": "b71bdee885ade9d68d039b08d91e27f9ddae18f3",
          "url": "https://github.com/hyoklee/vol-tests/commit/0eac97b3bab4dc9631609b6478a71768bca764e9"
        },
        "date": 1634856215362,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 203.108,
            "range": "± 89.701",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "d8d8c72caeef1e69d9d3e3e8346b076e3f0d4f6e",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-22T17:07:09Z",
          "tree_id": "4a043067582c04290d7109cab2d47cf31a58b64a",
          "url": "https://github.com/hyoklee/vol-tests/commit/d8d8c72caeef1e69d9d3e3e8346b076e3f0d4f6e"
        },
        "date": 1634923057157,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 171.981,
            "range": "± 70.917",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "415b3609fdfb26655e8ceeb978df1c7e2726b310",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-22T18:13:39Z",
          "tree_id": "8a494418ef1ae79396ef5e09779ec8a422ba2f62",
          "url": "https://github.com/hyoklee/vol-tests/commit/415b3609fdfb26655e8ceeb978df1c7e2726b310"
        },
        "date": 1634926786264,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 250.981,
            "range": "± 134.634",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "acd312292552474f7b2eb2968ab332174f9f9219",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-22T21:52:48Z",
          "tree_id": "8575a5689ba00d94774263cebb53dcc397148a7b",
          "url": "https://github.com/hyoklee/vol-tests/commit/acd312292552474f7b2eb2968ab332174f9f9219"
        },
        "date": 1634939939969,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 210.449,
            "range": "± 97.632",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "8626a88d744bd53d26b549dff8d7a239ce8b8b3e",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-22T22:37:47Z",
          "tree_id": "c49eb2af88a803ce28e87e4c4886f7c4fc54b5f7",
          "url": "https://github.com/hyoklee/vol-tests/commit/8626a88d744bd53d26b549dff8d7a239ce8b8b3e"
        },
        "date": 1634942673343,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 173.374,
            "range": "± 75.348",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "a8c7ad20c8f218798b22ab237bd0f5a3b5dc14e4",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-27T03:20:31Z",
          "tree_id": "62197f33a489680292b872a05c5e1101787ef5fb",
          "url": "https://github.com/hyoklee/vol-tests/commit/a8c7ad20c8f218798b22ab237bd0f5a3b5dc14e4"
        },
        "date": 1635305164833,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 222.879,
            "range": "± 104.185",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "42b46acdb55320d068584418c282f4e35f91f244",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-10-28T15:07:38Z",
          "tree_id": "c83ebce73620f82cb6ffe64b6b323823cefc8ae3",
          "url": "https://github.com/hyoklee/vol-tests/commit/42b46acdb55320d068584418c282f4e35f91f244"
        },
        "date": 1635434071054,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 290.702,
            "range": "± 133.439",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "H. Joe Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5d272bf5f13a8386879c92e70529eaede470b39e",
          "message": "Merge branch 'HDFGroup:master' into master",
          "timestamp": "2021-10-28T23:06:46-05:00",
          "tree_id": "08ce48dca6da2931a2353110354635086f1bce09",
          "url": "https://github.com/hyoklee/vol-tests/commit/5d272bf5f13a8386879c92e70529eaede470b39e"
        },
        "date": 1635480783491,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 276.475,
            "range": "± 131.853",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "H. Joe Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "5d272bf5f13a8386879c92e70529eaede470b39e",
          "message": "Merge branch 'HDFGroup:master' into master",
          "timestamp": "2021-10-28T23:06:46-05:00",
          "tree_id": "08ce48dca6da2931a2353110354635086f1bce09",
          "url": "https://github.com/hyoklee/vol-tests/commit/5d272bf5f13a8386879c92e70529eaede470b39e"
        },
        "date": 1635480906996,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 11,
            "range": "± 4",
            "unit": "ns",
            "extra": "100 samples\n2795 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "be0f1b62b856ba67bd72e1627f5a9ab9073ecf53",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-01T16:41:23Z",
          "tree_id": "b947b9473ce3c54b6dbd3334cb4091778b34200a",
          "url": "https://github.com/hyoklee/vol-tests/commit/be0f1b62b856ba67bd72e1627f5a9ab9073ecf53"
        },
        "date": 1635785523480,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 284.671,
            "range": "± 136.005",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "be0f1b62b856ba67bd72e1627f5a9ab9073ecf53",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-01T16:41:23Z",
          "tree_id": "b947b9473ce3c54b6dbd3334cb4091778b34200a",
          "url": "https://github.com/hyoklee/vol-tests/commit/be0f1b62b856ba67bd72e1627f5a9ab9073ecf53"
        },
        "date": 1635785584375,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 6,
            "range": "± 0",
            "unit": "ns",
            "extra": "100 samples\n3984 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "28f14f9dde6eb6f4be1cefbb354ef7cd29fa3c64",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-03T20:47:33Z",
          "tree_id": "876e5a863821d3904beebe96d982469f9e4465fa",
          "url": "https://github.com/hyoklee/vol-tests/commit/28f14f9dde6eb6f4be1cefbb354ef7cd29fa3c64"
        },
        "date": 1635972768579,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 207.442,
            "range": "± 110.958",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "28f14f9dde6eb6f4be1cefbb354ef7cd29fa3c64",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-03T20:47:33Z",
          "tree_id": "876e5a863821d3904beebe96d982469f9e4465fa",
          "url": "https://github.com/hyoklee/vol-tests/commit/28f14f9dde6eb6f4be1cefbb354ef7cd29fa3c64"
        },
        "date": 1635972987775,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 10,
            "range": "± 3",
            "unit": "ns",
            "extra": "100 samples\n2622 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "64060f69c1c253575112f68a44e65c76d842003f",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-03T23:11:35Z",
          "tree_id": "daf682d05856950a7effdb6b84f159d9b0bee45f",
          "url": "https://github.com/hyoklee/vol-tests/commit/64060f69c1c253575112f68a44e65c76d842003f"
        },
        "date": 1635981435069,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 230.523,
            "range": "± 123.773",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "64060f69c1c253575112f68a44e65c76d842003f",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-03T23:11:35Z",
          "tree_id": "daf682d05856950a7effdb6b84f159d9b0bee45f",
          "url": "https://github.com/hyoklee/vol-tests/commit/64060f69c1c253575112f68a44e65c76d842003f"
        },
        "date": 1635981598523,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 9,
            "range": "± 0",
            "unit": "ns",
            "extra": "100 samples\n3721 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "39636b2f9768c3a16cecf62cacb77140aeae4c67",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-04T01:39:46Z",
          "tree_id": "04b534e3652135481c638b14bdab99f540b575da",
          "url": "https://github.com/hyoklee/vol-tests/commit/39636b2f9768c3a16cecf62cacb77140aeae4c67"
        },
        "date": 1635990385388,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 313.103,
            "range": "± 169.756",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "39636b2f9768c3a16cecf62cacb77140aeae4c67",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-04T01:39:46Z",
          "tree_id": "04b534e3652135481c638b14bdab99f540b575da",
          "url": "https://github.com/hyoklee/vol-tests/commit/39636b2f9768c3a16cecf62cacb77140aeae4c67"
        },
        "date": 1635990442390,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 8,
            "range": "± 0",
            "unit": "ns",
            "extra": "100 samples\n3432 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "9d43a1671fc66a02a657d6e148a9da437dc6fbc5",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-04T02:28:20Z",
          "tree_id": "f18a3cb243ad3dd5c5b4910ce83416b3fe777103",
          "url": "https://github.com/hyoklee/vol-tests/commit/9d43a1671fc66a02a657d6e148a9da437dc6fbc5"
        },
        "date": 1635993404178,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 14,
            "range": "± 32",
            "unit": "ns",
            "extra": "100 samples\n2524 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "9d43a1671fc66a02a657d6e148a9da437dc6fbc5",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-04T02:28:20Z",
          "tree_id": "f18a3cb243ad3dd5c5b4910ce83416b3fe777103",
          "url": "https://github.com/hyoklee/vol-tests/commit/9d43a1671fc66a02a657d6e148a9da437dc6fbc5"
        },
        "date": 1635993678507,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 285.086,
            "range": "± 196.926",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "b844f10baf9d4a6670c8bdd59470de13b7ad22ea",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-05T21:04:11Z",
          "tree_id": "a79b7a19b68ae411c889d309f3242b2442b288d8",
          "url": "https://github.com/hyoklee/vol-tests/commit/b844f10baf9d4a6670c8bdd59470de13b7ad22ea"
        },
        "date": 1636146619798,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 269.541,
            "range": "± 122.786",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "b844f10baf9d4a6670c8bdd59470de13b7ad22ea",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-05T21:04:11Z",
          "tree_id": "a79b7a19b68ae411c889d309f3242b2442b288d8",
          "url": "https://github.com/hyoklee/vol-tests/commit/b844f10baf9d4a6670c8bdd59470de13b7ad22ea"
        },
        "date": 1636146756936,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 11,
            "range": "± 4",
            "unit": "ns",
            "extra": "100 samples\n2891 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "d694e8fed59042571e95f49ce5144452ceaa51d3",
          "message": "OESS-205: Change OpenMPI to MPICH.",
          "timestamp": "2021-11-08T15:43:12-06:00",
          "tree_id": "3ff59d4f3d0fb148418102cdc123a196aee1caae",
          "url": "https://github.com/hyoklee/vol-tests/commit/d694e8fed59042571e95f49ce5144452ceaa51d3"
        },
        "date": 1636408105947,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 166.279,
            "range": "± 78.66",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "d694e8fed59042571e95f49ce5144452ceaa51d3",
          "message": "OESS-205: Change OpenMPI to MPICH.",
          "timestamp": "2021-11-08T15:43:12-06:00",
          "tree_id": "3ff59d4f3d0fb148418102cdc123a196aee1caae",
          "url": "https://github.com/hyoklee/vol-tests/commit/d694e8fed59042571e95f49ce5144452ceaa51d3"
        },
        "date": 1636408196090,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 6,
            "range": "± 0",
            "unit": "ns",
            "extra": "100 samples\n3781 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "14b54b071da1eae430b6e572c0fa036206b029ee",
          "message": "OESS-205: Add environment variables for Log VOL.",
          "timestamp": "2021-11-08T15:57:23-06:00",
          "tree_id": "0d717a53858166d7627c89484105fe3d7a48917e",
          "url": "https://github.com/hyoklee/vol-tests/commit/14b54b071da1eae430b6e572c0fa036206b029ee"
        },
        "date": 1636409012397,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 284.5,
            "range": "± 129.022",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "14b54b071da1eae430b6e572c0fa036206b029ee",
          "message": "OESS-205: Add environment variables for Log VOL.",
          "timestamp": "2021-11-08T15:57:23-06:00",
          "tree_id": "0d717a53858166d7627c89484105fe3d7a48917e",
          "url": "https://github.com/hyoklee/vol-tests/commit/14b54b071da1eae430b6e572c0fa036206b029ee"
        },
        "date": 1636409133072,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 9,
            "range": "± 1",
            "unit": "ns",
            "extra": "100 samples\n3928 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "a8a5541e291d0d53a4a6343cef14f19b8a5cebb3",
          "message": "OESS-205: Add sudo for Log VOL installation.",
          "timestamp": "2021-11-08T16:04:53-06:00",
          "tree_id": "3fba12f0f05044e300b5d40a742c76d087048cc6",
          "url": "https://github.com/hyoklee/vol-tests/commit/a8a5541e291d0d53a4a6343cef14f19b8a5cebb3"
        },
        "date": 1636409497280,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 296.556,
            "range": "± 163.351",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "ccbdb0d977fcc0966c47d868ec61e02732c42de4",
          "message": "OESS-205: Escape ; in environment variable.",
          "timestamp": "2021-11-08T16:17:30-06:00",
          "tree_id": "f95594bb4cff2c478c96161219d7f8b71a7bbe28",
          "url": "https://github.com/hyoklee/vol-tests/commit/ccbdb0d977fcc0966c47d868ec61e02732c42de4"
        },
        "date": 1636410243047,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 286.482,
            "range": "± 142.12",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "ccbdb0d977fcc0966c47d868ec61e02732c42de4",
          "message": "OESS-205: Escape ; in environment variable.",
          "timestamp": "2021-11-08T16:17:30-06:00",
          "tree_id": "f95594bb4cff2c478c96161219d7f8b71a7bbe28",
          "url": "https://github.com/hyoklee/vol-tests/commit/ccbdb0d977fcc0966c47d868ec61e02732c42de4"
        },
        "date": 1636410266061,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 8,
            "range": "± 0",
            "unit": "ns",
            "extra": "100 samples\n3885 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "3d659a2fbac39aeb83dbe78a39a4f0fe46c3cba9",
          "message": "OESS-205: Export environment variables.",
          "timestamp": "2021-11-08T16:28:27-06:00",
          "tree_id": "128b9127c95651ada1c90d4310c49ede35038220",
          "url": "https://github.com/hyoklee/vol-tests/commit/3d659a2fbac39aeb83dbe78a39a4f0fe46c3cba9"
        },
        "date": 1636410891982,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 269.847,
            "range": "± 126.174",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "3d659a2fbac39aeb83dbe78a39a4f0fe46c3cba9",
          "message": "OESS-205: Export environment variables.",
          "timestamp": "2021-11-08T16:28:27-06:00",
          "tree_id": "128b9127c95651ada1c90d4310c49ede35038220",
          "url": "https://github.com/hyoklee/vol-tests/commit/3d659a2fbac39aeb83dbe78a39a4f0fe46c3cba9"
        },
        "date": 1636410990206,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 8,
            "range": "± 1",
            "unit": "ns",
            "extra": "100 samples\n2885 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "834f411c2f4ceed1e38f3107b42c2fa17dca2004",
          "message": "OESS-205: Change HDF5 installation from CMake to Autotools.",
          "timestamp": "2021-11-08T17:06:35-06:00",
          "tree_id": "ba9adb03261b6bd2a4c3561b7f79a013720cbe7f",
          "url": "https://github.com/hyoklee/vol-tests/commit/834f411c2f4ceed1e38f3107b42c2fa17dca2004"
        },
        "date": 1636413174906,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 225.273,
            "range": "± 78.915",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "834f411c2f4ceed1e38f3107b42c2fa17dca2004",
          "message": "OESS-205: Change HDF5 installation from CMake to Autotools.",
          "timestamp": "2021-11-08T17:06:35-06:00",
          "tree_id": "ba9adb03261b6bd2a4c3561b7f79a013720cbe7f",
          "url": "https://github.com/hyoklee/vol-tests/commit/834f411c2f4ceed1e38f3107b42c2fa17dca2004"
        },
        "date": 1636413284791,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 9,
            "range": "± 0",
            "unit": "ns",
            "extra": "100 samples\n3925 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "cac713625bd152fc85368c38828da4177b67a501",
          "message": "OESS-206: Skip CTest from ADIOS2.",
          "timestamp": "2021-11-09T08:36:32-06:00",
          "tree_id": "69c42388b5a7a0420d180aabb005a136590ea0b4",
          "url": "https://github.com/hyoklee/vol-tests/commit/cac713625bd152fc85368c38828da4177b67a501"
        },
        "date": 1636468974525,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 270.746,
            "range": "± 134.457",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "committer": {
            "email": "hyoklee@hdfgroup.org",
            "name": "Hyo-Kyung Lee",
            "username": "hyoklee"
          },
          "distinct": true,
          "id": "cac713625bd152fc85368c38828da4177b67a501",
          "message": "OESS-206: Skip CTest from ADIOS2.",
          "timestamp": "2021-11-09T08:36:32-06:00",
          "tree_id": "69c42388b5a7a0420d180aabb005a136590ea0b4",
          "url": "https://github.com/hyoklee/vol-tests/commit/cac713625bd152fc85368c38828da4177b67a501"
        },
        "date": 1636469088627,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 9,
            "range": "± 2",
            "unit": "ns",
            "extra": "100 samples\n2818 iterations"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "committer": {
            "email": "41898282+github-actions[bot]@users.noreply.github.com",
            "name": "github-actions[bot]",
            "username": "github-actions[bot]"
          },
          "distinct": true,
          "id": "4cbf4d4cae4627269d2af3b9f35868ef5c3713de",
          "message": "Test changes from HDF5 repo.",
          "timestamp": "2021-11-12T22:18:35Z",
          "tree_id": "4f32ed081c29e2a7ae25e11bd0302a8e3673bd93",
          "url": "https://github.com/hyoklee/vol-tests/commit/4cbf4d4cae4627269d2af3b9f35868ef5c3713de"
        },
        "date": 1636755828407,
        "tool": "catch2",
        "benches": [
          {
            "name": "vol_test 100",
            "value": 181.733,
            "range": "± 84.551",
            "unit": "us",
            "extra": "3 samples\n1 iterations"
          }
        ]
      }
    ]
  },
  "repoUrl": "https://github.com/hyoklee/vol-tests"
}