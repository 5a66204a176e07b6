window.BENCHMARK_DATA = {
  "lastUpdate": 1781722225047,
  "repoUrl": "https://github.com/jabolina/IspnPerfTest",
  "entries": {
    "Variance nodes": [
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "68f978bf12ed7e7bd7d4aec8b7f262c4c2c605ae",
          "message": "Optionally name and describe benchmark",
          "timestamp": "2026-03-06T18:34:20Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/68f978bf12ed7e7bd7d4aec8b7f262c4c2c605ae"
        },
        "date": 1772822809011,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 204890.92,
            "unit": "reqs/sec",
            "extra": "Check variance with number of nodes"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "68f978bf12ed7e7bd7d4aec8b7f262c4c2c605ae",
          "message": "Optionally name and describe benchmark",
          "timestamp": "2026-03-06T18:34:20Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/68f978bf12ed7e7bd7d4aec8b7f262c4c2c605ae"
        },
        "date": 1772824889687,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 124614.82,
            "unit": "reqs/sec",
            "extra": "Running with 8 nodes"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "b2fd471a77d16054c9c196cd63b598dc4baec44a",
          "message": "change description",
          "timestamp": "2026-03-06T19:48:20Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/b2fd471a77d16054c9c196cd63b598dc4baec44a"
        },
        "date": 1772827290478,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 169913.16,
            "unit": "reqs/sec",
            "extra": "100% reads now \n Variance nodes (JDK: 25, ISPN: 16.0.2, JGroups: 5.5.1)"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "2aede4c999ba7f3a3bad69b751223aa01bcb2731",
          "message": "include generated name in description",
          "timestamp": "2026-03-06T20:06:07Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/2aede4c999ba7f3a3bad69b751223aa01bcb2731"
        },
        "date": 1772828459741,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 81934.23,
            "unit": "reqs/sec",
            "extra": "80% writes now \n8 nodes, dist-sync, virtual threads, 20% reads (JDK: 25, ISPN: 16.0.2, JGroups: 5.5.1)"
          }
        ]
      }
    ],
    "adjustments": [
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "ccb233adb8e63c22ca7dff101987c483ce936eb2",
          "message": "Extra adjustments GitHub actions",
          "timestamp": "2026-03-23T14:08:17Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/ccb233adb8e63c22ca7dff101987c483ce936eb2"
        },
        "date": 1774275593653,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 175165.71,
            "unit": "reqs/sec",
            "extra": " \n4 nodes, dist-sync, virtual threads (JDK: 25, ISPN: 16.0.5, JGroups: 5.5.4)"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "1d3d8ffac14d23981b1c1dc9b193400b4c0946a8",
          "message": "Allow concurrent benchmark actions",
          "timestamp": "2026-03-23T15:16:16Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/1d3d8ffac14d23981b1c1dc9b193400b4c0946a8"
        },
        "date": 1774279617593,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 175500.74,
            "unit": "reqs/sec",
            "extra": " \n4 nodes, dist-sync, virtual threads (JDK: 25, ISPN: 16.0.5, JGroups: 5.5.4)"
          }
        ]
      }
    ],
    "jabolina": [
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "7caa8e7465b6ecc4466f20ca3919790b56695bd1",
          "message": "Adding extra cache configurations",
          "timestamp": "2026-04-26T13:30:26Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/7caa8e7465b6ecc4466f20ca3919790b56695bd1"
        },
        "date": 1777210982149,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 125853.31,
            "unit": "reqs/sec",
            "extra": " \nDefault Configuration (JDK: , ISPN: , JGroups: )"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "9ce014adca437feab9a83b7182234b0fc410932d",
          "message": "Run ID to assert runs are stable",
          "timestamp": "2026-04-26T15:28:33Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/9ce014adca437feab9a83b7182234b0fc410932d"
        },
        "date": 1777218185597,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 78856.6,
            "unit": "reqs/sec",
            "extra": " \nDefault Configuration (JDK: , ISPN: , JGroups: )"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "9ce014adca437feab9a83b7182234b0fc410932d",
          "message": "Run ID to assert runs are stable",
          "timestamp": "2026-04-26T15:28:33Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/9ce014adca437feab9a83b7182234b0fc410932d"
        },
        "date": 1777219648835,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 77087.67,
            "unit": "reqs/sec",
            "extra": " \nDefault Configuration (JDK: , ISPN: , JGroups: )"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "46268d2885752778ab61805dcc3770fa33ffa850",
          "message": "Run ID to assert runs are stable",
          "timestamp": "2026-04-26T16:41:21Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/46268d2885752778ab61805dcc3770fa33ffa850"
        },
        "date": 1777237266758,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 79387.85,
            "unit": "reqs/sec",
            "extra": " \nDefault Configuration (JDK: , ISPN: , JGroups: )"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "e44e8049ff80e0e0ded723a2a64729f193abbb02",
          "message": "Run ID to assert runs are stable",
          "timestamp": "2026-05-26T18:21:40Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/e44e8049ff80e0e0ded723a2a64729f193abbb02"
        },
        "date": 1779820751524,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 79617.07,
            "unit": "reqs/sec",
            "extra": " \nDefault Configuration (JDK: , ISPN: , JGroups: )"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "committer": {
            "name": "José Bolina",
            "username": "jabolina",
            "email": "jose@infinispan.org"
          },
          "id": "c19a82b302c282ebdbba3a4135ef1792b2a468ad",
          "message": "Adding extra configurations",
          "timestamp": "2026-06-17T18:37:10Z",
          "url": "https://github.com/jabolina/IspnPerfTest/commit/c19a82b302c282ebdbba3a4135ef1792b2a468ad"
        },
        "date": 1781722224723,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "Cluster Throughput",
            "value": 557404.31,
            "unit": "reqs/sec",
            "extra": "Trying persistence \n8 nodes, local-sifs, virtual threads (JDK: 25, ISPN: 16.2.0.Dev01, JGroups: 5.5.4)"
          }
        ]
      }
    ]
  }
}