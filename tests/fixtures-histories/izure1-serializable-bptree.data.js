window.BENCHMARK_DATA = {
  "lastUpdate": 1773878612643,
  "repoUrl": "https://github.com/izure1/serializable-bptree",
  "entries": {
    "Serializable B+Tree Benchmark": [
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "03b780d3b137155ae411d1f21a3b53f2a547b4f9",
          "message": "chore: 벤치마킹 결과는 커밋되지 않도록 수정합니다",
          "timestamp": "2026-02-09T00:53:45+09:00",
          "tree_id": "b1ecc32844ad043896d69e19a026432f0880bd67",
          "url": "https://github.com/izure1/serializable-bptree/commit/03b780d3b137155ae411d1f21a3b53f2a547b4f9"
        },
        "date": 1770566125656,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 167,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 17,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 67,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "8ce19fe5afd8c792f4030adaf0f5368b459d92c1",
          "message": "docs: 문서 업데이트",
          "timestamp": "2026-02-09T00:59:52+09:00",
          "tree_id": "5afe005f3a0b135decfd72939e7ddbe9cf99ba9c",
          "url": "https://github.com/izure1/serializable-bptree/commit/8ce19fe5afd8c792f4030adaf0f5368b459d92c1"
        },
        "date": 1770566413794,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 170,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 20,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 70,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "09340b172120fa26c947e6b04bfeb8e6c1c845ee",
          "message": "chore: 버전 업데이트",
          "timestamp": "2026-02-12T10:04:00+09:00",
          "tree_id": "7a36ecb988fd3fab5f7a5b3c9b4f1f1fde02a994",
          "url": "https://github.com/izure1/serializable-bptree/commit/09340b172120fa26c947e6b04bfeb8e6c1c845ee"
        },
        "date": 1770858279202,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 312,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 26,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 71,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "854f9e3c2369c9a7e2b620adc93651e06c97b109",
          "message": "chore: mvcc-api 종속성 라이브러리 버전 업데이트",
          "timestamp": "2026-02-12T21:10:15+09:00",
          "tree_id": "07c3371b2dabcbf72c2e02041ae7ceae130065d5",
          "url": "https://github.com/izure1/serializable-bptree/commit/854f9e3c2369c9a7e2b620adc93651e06c97b109"
        },
        "date": 1770898676441,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 314,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 27,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 64,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "9d8aed3ea2fe9513dd00b10344c72a89c70f4347",
          "message": "chore: cache-entanglement 종속성 라이브러리 제거",
          "timestamp": "2026-02-15T23:15:15+09:00",
          "tree_id": "820d3d1a9738473d9f18f7e7fe8f6bafd7c6de0f",
          "url": "https://github.com/izure1/serializable-bptree/commit/9d8aed3ea2fe9513dd00b10344c72a89c70f4347"
        },
        "date": 1771164945165,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 327,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 26,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 63,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "9ac78d70b3ac4430f733ca0530351a3a03aaf0b2",
          "message": "performance: 성능 최적화",
          "timestamp": "2026-02-18T04:30:44+09:00",
          "tree_id": "b46f969bdcb88c3deddbd6ad1bcc6c09bfd0c4b8",
          "url": "https://github.com/izure1/serializable-bptree/commit/9ac78d70b3ac4430f733ca0530351a3a03aaf0b2"
        },
        "date": 1771356991750,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 351,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 28,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 59,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "1cc92de544376f2dc9ecafbfbe962796967feb15",
          "message": "test: 테스트 실패 수정",
          "timestamp": "2026-02-18T04:39:00+09:00",
          "tree_id": "4378a7ef9d1906fb54f5c48d2312e61b45908b95",
          "url": "https://github.com/izure1/serializable-bptree/commit/1cc92de544376f2dc9ecafbfbe962796967feb15"
        },
        "date": 1771357165663,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 344,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 22,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 63,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "ae4baeab92048d64f3cce28a0d348a4ad0527643",
          "message": "fix: BPTreeSyncTransaction 인스턴스에서 커밋이 실패하는 오류를 수정합니다",
          "timestamp": "2026-02-18T08:59:32+09:00",
          "tree_id": "727036ccbf06d92f41e228844fdd816ca962427f",
          "url": "https://github.com/izure1/serializable-bptree/commit/ae4baeab92048d64f3cce28a0d348a4ad0527643"
        },
        "date": 1771372805459,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 348,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 22,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 61,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "bbd9294f651fd5ab95f5fdc6d43da087ad7bbe1a",
          "message": "chore: 시멘틱 버전과 문서 업데이트",
          "timestamp": "2026-02-19T22:55:06+09:00",
          "tree_id": "7662e43bbb886535b2b561e8a885b7e2c79a7446",
          "url": "https://github.com/izure1/serializable-bptree/commit/bbd9294f651fd5ab95f5fdc6d43da087ad7bbe1a"
        },
        "date": 1771509696988,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 384,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 17,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 22,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 55,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "9ce7d9216a1359116725022befe68dece073f204",
          "message": "feat: CheckConflicts 정적 함수 추가 및 불필요한 오버헤드 동작을 제거합니다.",
          "timestamp": "2026-02-19T23:44:49+09:00",
          "tree_id": "914fb59a3818175bcf3a7cc8a3d63a6921e9fc40",
          "url": "https://github.com/izure1/serializable-bptree/commit/9ce7d9216a1359116725022befe68dece073f204"
        },
        "date": 1771514714934,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 358,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 29,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 46,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "5c10ce08626134b2d74eb937372605eaa6c9d2b6",
          "message": "feat: 이제 where, whereStream 메서드에서도 filterValues 옵션을 사용할 수 있습니다",
          "timestamp": "2026-02-24T08:26:47+09:00",
          "tree_id": "b33437dca66939beb4568111dfff5d50dd056860",
          "url": "https://github.com/izure1/serializable-bptree/commit/5c10ce08626134b2d74eb937372605eaa6c9d2b6"
        },
        "date": 1771889526040,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 333,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 26,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 42,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "8d6d0b4a3ac8d1ed2b1d45dc159d83db99bf1e7b",
          "message": "feat: batchInsert 메서드 추가. 이는 다량의 값을 삽입할 때 성능을 큰 폭으로 개선합니다",
          "timestamp": "2026-02-26T09:34:39+09:00",
          "tree_id": "c20d8e4ec77ccea8697f7f0ae8a235ae2d7ec263",
          "url": "https://github.com/izure1/serializable-bptree/commit/8d6d0b4a3ac8d1ed2b1d45dc159d83db99bf1e7b"
        },
        "date": 1772066663311,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 372,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 25,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 39,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 87,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 67,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "9b2ef3df4eb2572299b4f9c7033a8ae86bad2fcc",
          "message": "performance: batchInsert 성능을 개선합니다",
          "timestamp": "2026-02-26T10:51:26+09:00",
          "tree_id": "b3f27b21d292c65c09f1b1a9711bc1743dfd3b4f",
          "url": "https://github.com/izure1/serializable-bptree/commit/9b2ef3df4eb2572299b4f9c7033a8ae86bad2fcc"
        },
        "date": 1772070994008,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 342,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 26,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 46,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 86,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 28,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "3f74e70f553c4fbb60634a254d0e6d5831cac4ac",
          "message": "fix: gte, gt, lte, lt등 범위 기반 조건으로 역순 조회 시, 풀 스캔으로 인해 성능이 저하되던 오류를 수정합니다.",
          "timestamp": "2026-03-02T06:42:54+09:00",
          "tree_id": "fbb479cfafd88af0ce11b88ca4bd8fe200b74cf6",
          "url": "https://github.com/izure1/serializable-bptree/commit/3f74e70f553c4fbb60634a254d0e6d5831cac4ac"
        },
        "date": 1772401399094,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 346,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 22,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 69,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 101,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 36,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "e878f9f321e9640132a6b89d17cb510b7a33af30",
          "message": "fix: insertableEndNode 메서드에서 복합 인덱스를 사용할 경우, NaN 오류가 발생할 수 있었던 가능성을 수정합니다",
          "timestamp": "2026-03-04T08:34:24+09:00",
          "tree_id": "3942a8fb0217c6676f361bb8692cbcd539419958",
          "url": "https://github.com/izure1/serializable-bptree/commit/e878f9f321e9640132a6b89d17cb510b7a33af30"
        },
        "date": 1772619930293,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 341,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 28,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 56,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 95,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 31,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "7ae1636fb452d7df77b95bcbc7aa44ce069ca629",
          "message": "chore: 버전 업데이트",
          "timestamp": "2026-03-04T19:25:18+09:00",
          "tree_id": "551386fcbd9d2d3a647c341b57df9392395045a0",
          "url": "https://github.com/izure1/serializable-bptree/commit/7ae1636fb452d7df77b95bcbc7aa44ce069ca629"
        },
        "date": 1772619946151,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 356,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 28,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 72,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 94,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 30,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "9084d2070a1c7b8fc6a36cd20cb1f5cd0ef5aee2",
          "message": "feat: 성능 최적화를 위한 종속성 라이브러리 버전 업데이트. 또한 조회 시, 최적 드라이버 선택 문제에서 풀스캔이 발생하던 오류를 수정합니다.",
          "timestamp": "2026-03-05T08:55:07+09:00",
          "tree_id": "c5ae496f0098ccc408b0bba50cc36c47651b619e",
          "url": "https://github.com/izure1/serializable-bptree/commit/9084d2070a1c7b8fc6a36cd20cb1f5cd0ef5aee2"
        },
        "date": 1772668536042,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 302,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 13,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 25,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 58,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 88,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 21,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "b489ebfd159db814815ecbb106e5273b1d3ed402",
          "message": "refactor: 일부 직관적이지 않은 메서드 명을 수정했습니다.",
          "timestamp": "2026-03-06T21:01:43+09:00",
          "tree_id": "26d2af8bb24cc318d3f4ffcb0e7a66e89039f81f",
          "url": "https://github.com/izure1/serializable-bptree/commit/b489ebfd159db814815ecbb106e5273b1d3ed402"
        },
        "date": 1772798742321,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 341,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 21,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 60,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 86,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 25,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "af6db6d3db890df308fb902867004df8200aabc3",
          "message": "feat: bulkLoad 메서드 추가. 이는 batchInsert보다 훨씬 빠른 삽입 속도를 보여줍니다. 이는 빈 트리에서만 동작합니다.",
          "timestamp": "2026-03-11T21:14:26+09:00",
          "tree_id": "62d2576fe95bf0f46ae88c282a85276f5c17663d",
          "url": "https://github.com/izure1/serializable-bptree/commit/af6db6d3db890df308fb902867004df8200aabc3"
        },
        "date": 1773231329460,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 350,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 25,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 51,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 87,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 25,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 5172,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 10846,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "4ea201e59c6792ea9683b4c21c540ee38ddb83fe",
          "message": "docs: 문서 업데이트",
          "timestamp": "2026-03-12T22:44:03+09:00",
          "tree_id": "66790d6ae9be3d7e10d5e2034bbd2242ba7fc032",
          "url": "https://github.com/izure1/serializable-bptree/commit/4ea201e59c6792ea9683b4c21c540ee38ddb83fe"
        },
        "date": 1773323163312,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 313,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 61,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 83,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 20,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4573,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 10011,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "6b74ac26a43629d8f855875466e0587a71fcf2bd",
          "message": "feat: reload 메서드 추가. 이 메서드는 트리 인스턴스를 재생성하지 않아도 트리를 초기화할 수 있습니다.",
          "timestamp": "2026-03-13T01:47:17+09:00",
          "tree_id": "4b4d332361eb25758e2b773cc92f377bdcbdcb0e",
          "url": "https://github.com/izure1/serializable-bptree/commit/6b74ac26a43629d8f855875466e0587a71fcf2bd"
        },
        "date": 1773334096664,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 320,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 28,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 67,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 102,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 5020,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 10392,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "2863f6babe16fe47efdc424af5284eda72eb0fad",
          "message": "refactor: BPTreeAsyncTransaction 클래스 로직을 공용 함수로 리팩토링",
          "timestamp": "2026-03-14T22:21:19+09:00",
          "tree_id": "2c19cb03ca9de0d7e1157e9f1a6622f10518e9a5",
          "url": "https://github.com/izure1/serializable-bptree/commit/2863f6babe16fe47efdc424af5284eda72eb0fad"
        },
        "date": 1773494564648,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 346,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 21,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 134,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 77,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4446,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8645,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 64,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 956,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 732,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 43,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1248,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "0b794139491d8bf06bf2a1201d4809bde831674a",
          "message": "refactor: 코드 리팩토링",
          "timestamp": "2026-03-14T22:27:07+09:00",
          "tree_id": "fb912202bf2bcc56747372200b676ffa76f2eae4",
          "url": "https://github.com/izure1/serializable-bptree/commit/0b794139491d8bf06bf2a1201d4809bde831674a"
        },
        "date": 1773494885855,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 344,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 24,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 150,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 83,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 22,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4348,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8186,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 57,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 959,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 741,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 41,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1204,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "c5ae8f2409ea1a308b7a8d768c0d3192707b49ab",
          "message": "performance: BPTreePure 클래스는 이제 내부적으로 업데이트, 삭제 버퍼를 가지며 메서드가 끝날 때 버퍼를 flush 합니다. 버퍼의 생명주기는 사용자가 호출하는 각 공개 메서드이므로, 불변성을 더럽히지 않습니다",
          "timestamp": "2026-03-15T20:17:49+09:00",
          "tree_id": "7d4f1b3e378262cc1acd80eb37a0a3552a2b7738",
          "url": "https://github.com/izure1/serializable-bptree/commit/c5ae8f2409ea1a308b7a8d768c0d3192707b49ab"
        },
        "date": 1773573753801,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 344,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 125,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 70,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 21,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4310,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 7988,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 45,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 927,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 716,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 49,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1124,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "123a1de7fd450608bf9528132824ed048c4e1620",
          "message": "chore: 버전 업데이트",
          "timestamp": "2026-03-15T20:22:16+09:00",
          "tree_id": "062e09ad0620f402c92458e8beebf0e6b6e2741d",
          "url": "https://github.com/izure1/serializable-bptree/commit/123a1de7fd450608bf9528132824ed048c4e1620"
        },
        "date": 1773573775709,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 393,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 20,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 25,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 160,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 100,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 26,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 5175,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 9569,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 46,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 967,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 13,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 749,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 51,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1159,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "4e2eab63974a5de94365eeb7954b54ff049dc08f",
          "message": "refactor: 코드 리팩토링",
          "timestamp": "2026-03-15T20:37:47+09:00",
          "tree_id": "8809ea9568e0ad788005fc6edbb6298b917abbc2",
          "url": "https://github.com/izure1/serializable-bptree/commit/4e2eab63974a5de94365eeb7954b54ff049dc08f"
        },
        "date": 1773574705214,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 359,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 33,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 152,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 100,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 26,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4621,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8615,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 52,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 957,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 751,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 53,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1237,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "e7064dac4359c2622575ba4cb93c8a1285c89301",
          "message": "chore: 버전 업데이트",
          "timestamp": "2026-03-16T10:55:55+09:00",
          "tree_id": "39ba2905738f24a4ea3ae9ad6c0bc66c13465559",
          "url": "https://github.com/izure1/serializable-bptree/commit/e7064dac4359c2622575ba4cb93c8a1285c89301"
        },
        "date": 1773626199413,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 342,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 13,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 130,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 75,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 18,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4393,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8283,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 59,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 948,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 752,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 35,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1203,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "f1e99c86fb3e57abf8b1cf138861b996cf8418e5",
          "message": "feat: getRootNode 메서드 추가",
          "timestamp": "2026-03-16T13:22:26+09:00",
          "tree_id": "f827deafee2147707aba3cb341a429f4d7671157",
          "url": "https://github.com/izure1/serializable-bptree/commit/f1e99c86fb3e57abf8b1cf138861b996cf8418e5"
        },
        "date": 1773635026064,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 342,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 135,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 85,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 19,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4411,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8295,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 52,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 962,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 17,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 753,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 40,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1225,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "216b83a0d20b895e8bb4c5f7b424d54bd0b6f1e7",
          "message": "performance: deleteEntry 성능 최적화",
          "timestamp": "2026-03-16T21:57:58+09:00",
          "tree_id": "840c36ebaf3f9c3e67c7e8f786843feb1955c604",
          "url": "https://github.com/izure1/serializable-bptree/commit/216b83a0d20b895e8bb4c5f7b424d54bd0b6f1e7"
        },
        "date": 1773665917644,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 364,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 19,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 26,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 159,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 93,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 21,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4702,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8508,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 59,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 966,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 767,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 32,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1243,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "6cab9c734498dcb9516ef9011305af04e0cbe2ef",
          "message": "chore: 버전 업데이트",
          "timestamp": "2026-03-16T22:20:46+09:00",
          "tree_id": "193e158eda34fec1316744a7339456f6d09fe36f",
          "url": "https://github.com/izure1/serializable-bptree/commit/6cab9c734498dcb9516ef9011305af04e0cbe2ef"
        },
        "date": 1773667295009,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 334,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 139,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 80,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 19,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4412,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8284,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 56,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 950,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 761,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 35,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1219,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "0b92cdfaf288f082f56dc9d476540816d716e439",
          "message": "performance: BPTreePure 성능 최적화",
          "timestamp": "2026-03-17T01:01:27+09:00",
          "tree_id": "d8cd36c6ec0a8be12e6db15358837d03269b81e1",
          "url": "https://github.com/izure1/serializable-bptree/commit/0b92cdfaf288f082f56dc9d476540816d716e439"
        },
        "date": 1773676933916,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 318,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 28,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 143,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 80,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 21,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 5058,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8489,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 63,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 1029,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 1190,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 48,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1703,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "29a526f6a8d42255d1930df3e2173d43c8d6e8d9",
          "message": "chore: 버전 업데이트",
          "timestamp": "2026-03-18T20:03:10+09:00",
          "tree_id": "5b2e4095aec1765d222156c5ad67bb01cfbcc30d",
          "url": "https://github.com/izure1/serializable-bptree/commit/29a526f6a8d42255d1930df3e2173d43c8d6e8d9"
        },
        "date": 1773836474610,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 340,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 13,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 24,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 136,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 82,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 22,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4501,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8312,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 62,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 943,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 16,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 970,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 41,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1261,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "1068e8cbc38ee703e49183b17a47e6086f1ec0c5",
          "message": "fix: bulkLoad시 키의 형식이 잘못 입력되던 오류를 수정합니다.",
          "timestamp": "2026-03-19T05:50:34+09:00",
          "tree_id": "c76b389a618942dd9ff0f6b9dfddf33c1fc876f6",
          "url": "https://github.com/izure1/serializable-bptree/commit/1068e8cbc38ee703e49183b17a47e6086f1ec0c5"
        },
        "date": 1773867103539,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 348,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 14,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 23,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 156,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 87,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 19,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4803,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8687,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 67,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 970,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 17,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 986,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 47,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1393,
            "unit": "ms"
          },
          {
            "name": "Sync Pure Individual Delete",
            "value": 3565,
            "unit": "ms"
          },
          {
            "name": "Sync Pure Batch Delete",
            "value": 3479,
            "unit": "ms"
          },
          {
            "name": "Async Pure Individual Delete",
            "value": 3754,
            "unit": "ms"
          },
          {
            "name": "Async Pure Batch Delete",
            "value": 3602,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "committer": {
            "email": "izure@naver.com",
            "name": "izure",
            "username": "izure1"
          },
          "distinct": true,
          "id": "6f5ff9b1f3f8060bef48a9dd6c848d701fe6e191",
          "message": "chore: 버전 업데이트",
          "timestamp": "2026-03-19T09:02:07+09:00",
          "tree_id": "c095eddef11f21c85e8594da12d59cc0558b98bb",
          "url": "https://github.com/izure1/serializable-bptree/commit/6f5ff9b1f3f8060bef48a9dd6c848d701fe6e191"
        },
        "date": 1773878611733,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "Async Stream Scan",
            "value": 337,
            "unit": "ms"
          },
          {
            "name": "Point Query latency",
            "value": 15,
            "unit": "ms"
          },
          {
            "name": "Sync Where latency",
            "value": 24,
            "unit": "ms"
          },
          {
            "name": "MVCC Conflict overhead",
            "value": 139,
            "unit": "ms"
          },
          {
            "name": "Individual Insert",
            "value": 74,
            "unit": "ms"
          },
          {
            "name": "Batch Insert",
            "value": 19,
            "unit": "ms"
          },
          {
            "name": "bulkLoad (2.5M)",
            "value": 4574,
            "unit": "ms"
          },
          {
            "name": "batchInsert (2.5M)",
            "value": 8370,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC bulkLoad",
            "value": 51,
            "unit": "ms"
          },
          {
            "name": "Sync MVCC queries",
            "value": 959,
            "unit": "ms"
          },
          {
            "name": "Sync Pure bulkLoad",
            "value": 17,
            "unit": "ms"
          },
          {
            "name": "Sync Pure queries",
            "value": 979,
            "unit": "ms"
          },
          {
            "name": "Async Pure bulkLoad",
            "value": 42,
            "unit": "ms"
          },
          {
            "name": "Async Pure queries",
            "value": 1210,
            "unit": "ms"
          },
          {
            "name": "Sync Pure Individual Delete",
            "value": 3497,
            "unit": "ms"
          },
          {
            "name": "Sync Pure Batch Delete",
            "value": 3436,
            "unit": "ms"
          },
          {
            "name": "Async Pure Individual Delete",
            "value": 3688,
            "unit": "ms"
          },
          {
            "name": "Async Pure Batch Delete",
            "value": 3526,
            "unit": "ms"
          }
        ]
      }
    ]
  }
}