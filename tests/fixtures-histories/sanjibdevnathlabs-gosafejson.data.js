window.BENCHMARK_DATA = {
  "lastUpdate": 1750964851335,
  "repoUrl": "https://github.com/sanjibdevnathlabs/gosafejson",
  "entries": {
    "Go Benchmark": [
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "13b834c21566a45ed9d12206e4474f39844f3cc2",
          "message": "feat: Modernize project setup",
          "timestamp": "2025-04-12T18:57:10Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/1/commits/13b834c21566a45ed9d12206e4474f39844f3cc2"
        },
        "date": 1744491780742,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 486.2,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2156341 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 486.2,
            "unit": "ns/op",
            "extra": "2156341 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2156341 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2156341 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11803,
            "unit": "ns/op\t    4912 B/op\t      78 allocs/op",
            "extra": "100248 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11803,
            "unit": "ns/op",
            "extra": "100248 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4912,
            "unit": "B/op",
            "extra": "100248 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "100248 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 31185,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38257 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 31185,
            "unit": "ns/op",
            "extra": "38257 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38257 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38257 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7628,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "155638 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7628,
            "unit": "ns/op",
            "extra": "155638 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "155638 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "155638 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "0e44f6d1341cf3175e4b681e10c360c5bf6608e6",
          "message": "feat: Modernize project setup",
          "timestamp": "2025-04-12T18:57:10Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/1/commits/0e44f6d1341cf3175e4b681e10c360c5bf6608e6"
        },
        "date": 1744492117426,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 457.3,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2571208 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 457.3,
            "unit": "ns/op",
            "extra": "2571208 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2571208 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2571208 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 12064,
            "unit": "ns/op\t    4912 B/op\t      78 allocs/op",
            "extra": "98718 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 12064,
            "unit": "ns/op",
            "extra": "98718 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4912,
            "unit": "B/op",
            "extra": "98718 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "98718 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 31603,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38176 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 31603,
            "unit": "ns/op",
            "extra": "38176 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38176 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38176 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7605,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "157761 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7605,
            "unit": "ns/op",
            "extra": "157761 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "157761 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "157761 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "f4a1396e50711f7432e3f6b071359d03617043d0",
          "message": "feat: Modernize project setup",
          "timestamp": "2025-04-12T18:57:10Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/1/commits/f4a1396e50711f7432e3f6b071359d03617043d0"
        },
        "date": 1744493813899,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 449,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2587344 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 449,
            "unit": "ns/op",
            "extra": "2587344 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2587344 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2587344 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11974,
            "unit": "ns/op\t    4912 B/op\t      78 allocs/op",
            "extra": "100228 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11974,
            "unit": "ns/op",
            "extra": "100228 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4912,
            "unit": "B/op",
            "extra": "100228 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "100228 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 32081,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38176 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 32081,
            "unit": "ns/op",
            "extra": "38176 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38176 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38176 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7610,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "157591 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7610,
            "unit": "ns/op",
            "extra": "157591 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "157591 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "157591 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "5762d27d812c696df9526384b9c77f62203cad38",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-04-12T21:37:39Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/5762d27d812c696df9526384b9c77f62203cad38"
        },
        "date": 1744548491715,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 452.7,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2646400 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 452.7,
            "unit": "ns/op",
            "extra": "2646400 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2646400 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2646400 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11851,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "98707 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11851,
            "unit": "ns/op",
            "extra": "98707 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "98707 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "98707 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 31348,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38785 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 31348,
            "unit": "ns/op",
            "extra": "38785 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38785 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38785 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7685,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "156145 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7685,
            "unit": "ns/op",
            "extra": "156145 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "156145 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "156145 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "11eebcb9c77c6ffb885f627e2c4eff48b83172e7",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-04-12T21:37:39Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/11eebcb9c77c6ffb885f627e2c4eff48b83172e7"
        },
        "date": 1744549999341,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 453,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2654635 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 453,
            "unit": "ns/op",
            "extra": "2654635 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2654635 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2654635 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11843,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "99384 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11843,
            "unit": "ns/op",
            "extra": "99384 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "99384 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "99384 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 32468,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38287 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 32468,
            "unit": "ns/op",
            "extra": "38287 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38287 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38287 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7712,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "154879 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7712,
            "unit": "ns/op",
            "extra": "154879 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "154879 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "154879 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "8dbf803561b6f6cca63b5a0fff34dd5da999fe10",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-04-12T21:37:39Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/8dbf803561b6f6cca63b5a0fff34dd5da999fe10"
        },
        "date": 1744560963061,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 454.9,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2661834 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 454.9,
            "unit": "ns/op",
            "extra": "2661834 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2661834 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2661834 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11833,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "99646 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11833,
            "unit": "ns/op",
            "extra": "99646 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "99646 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "99646 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 32242,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "37698 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 32242,
            "unit": "ns/op",
            "extra": "37698 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "37698 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "37698 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7703,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "157593 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7703,
            "unit": "ns/op",
            "extra": "157593 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "157593 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "157593 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "b06322ed6b4150b521d562daac2c42dde9b2d72b",
          "message": "Updated gitignore",
          "timestamp": "2025-04-12T21:37:39Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/3/commits/b06322ed6b4150b521d562daac2c42dde9b2d72b"
        },
        "date": 1750952935536,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 462.2,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2700982 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 462.2,
            "unit": "ns/op",
            "extra": "2700982 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2700982 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2700982 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11956,
            "unit": "ns/op\t    4912 B/op\t      78 allocs/op",
            "extra": "98089 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11956,
            "unit": "ns/op",
            "extra": "98089 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4912,
            "unit": "B/op",
            "extra": "98089 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "98089 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 30601,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "39084 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 30601,
            "unit": "ns/op",
            "extra": "39084 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "39084 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "39084 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7632,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "156928 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7632,
            "unit": "ns/op",
            "extra": "156928 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "156928 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "156928 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "b20957ff9cac0bb3195c583937d3909ad8e7a396",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/b20957ff9cac0bb3195c583937d3909ad8e7a396"
        },
        "date": 1750959081821,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 458.9,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2537738 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 458.9,
            "unit": "ns/op",
            "extra": "2537738 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2537738 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2537738 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11593,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "101528 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11593,
            "unit": "ns/op",
            "extra": "101528 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "101528 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "101528 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 30528,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "39822 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 30528,
            "unit": "ns/op",
            "extra": "39822 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "39822 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "39822 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7599,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "157746 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7599,
            "unit": "ns/op",
            "extra": "157746 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "157746 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "157746 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "e418015a10633c153712e8f0c10f33ac07643f9c",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/e418015a10633c153712e8f0c10f33ac07643f9c"
        },
        "date": 1750959812440,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 460.4,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2608752 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 460.4,
            "unit": "ns/op",
            "extra": "2608752 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2608752 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2608752 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11787,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "100328 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11787,
            "unit": "ns/op",
            "extra": "100328 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "100328 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "100328 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 30515,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38397 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 30515,
            "unit": "ns/op",
            "extra": "38397 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38397 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38397 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7623,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "157658 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7623,
            "unit": "ns/op",
            "extra": "157658 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "157658 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "157658 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "9c6c5445aa6f3442021908333f1e59eb6cccfacb",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/9c6c5445aa6f3442021908333f1e59eb6cccfacb"
        },
        "date": 1750960336823,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 479.1,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2502319 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 479.1,
            "unit": "ns/op",
            "extra": "2502319 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2502319 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2502319 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11823,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "100635 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11823,
            "unit": "ns/op",
            "extra": "100635 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "100635 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "100635 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 31076,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "39271 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 31076,
            "unit": "ns/op",
            "extra": "39271 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "39271 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "39271 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7753,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "153626 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7753,
            "unit": "ns/op",
            "extra": "153626 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "153626 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "153626 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "90bf0b58152fc92fd1b92410c4c05f9fa33528cd",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/90bf0b58152fc92fd1b92410c4c05f9fa33528cd"
        },
        "date": 1750961041627,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 461.6,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2574264 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 461.6,
            "unit": "ns/op",
            "extra": "2574264 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2574264 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2574264 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11744,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "100905 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11744,
            "unit": "ns/op",
            "extra": "100905 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "100905 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "100905 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 30566,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38427 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 30566,
            "unit": "ns/op",
            "extra": "38427 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38427 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38427 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7620,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "157248 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7620,
            "unit": "ns/op",
            "extra": "157248 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "157248 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "157248 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "8da8db019b3664ad429b76ee49ea1ce88bb50868",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/8da8db019b3664ad429b76ee49ea1ce88bb50868"
        },
        "date": 1750961749647,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 470.9,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2563164 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 470.9,
            "unit": "ns/op",
            "extra": "2563164 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2563164 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2563164 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11741,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "99228 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11741,
            "unit": "ns/op",
            "extra": "99228 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "99228 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "99228 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 30842,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "39058 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 30842,
            "unit": "ns/op",
            "extra": "39058 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "39058 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "39058 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7673,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "157700 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7673,
            "unit": "ns/op",
            "extra": "157700 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "157700 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "157700 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "5e63f69899d739db2d4ce213f596a9f1b0592393",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/5e63f69899d739db2d4ce213f596a9f1b0592393"
        },
        "date": 1750962351029,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 469,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2287978 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 469,
            "unit": "ns/op",
            "extra": "2287978 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2287978 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2287978 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11736,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "100887 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11736,
            "unit": "ns/op",
            "extra": "100887 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "100887 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "100887 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 31303,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38546 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 31303,
            "unit": "ns/op",
            "extra": "38546 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38546 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38546 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7635,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "156777 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7635,
            "unit": "ns/op",
            "extra": "156777 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "156777 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "156777 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "e902e0d3635d972b75565ed3437191d26c372be0",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/e902e0d3635d972b75565ed3437191d26c372be0"
        },
        "date": 1750962580800,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 469.5,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2571294 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 469.5,
            "unit": "ns/op",
            "extra": "2571294 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2571294 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2571294 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11770,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "101048 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11770,
            "unit": "ns/op",
            "extra": "101048 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "101048 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "101048 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 30587,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38866 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 30587,
            "unit": "ns/op",
            "extra": "38866 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38866 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38866 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7637,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "156999 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7637,
            "unit": "ns/op",
            "extra": "156999 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "156999 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "156999 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "1a7e4c02e06f1ce32d54206c213008acd824ea75",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/1a7e4c02e06f1ce32d54206c213008acd824ea75"
        },
        "date": 1750963132599,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 468.3,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2541280 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 468.3,
            "unit": "ns/op",
            "extra": "2541280 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2541280 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2541280 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11695,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "101928 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11695,
            "unit": "ns/op",
            "extra": "101928 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "101928 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "101928 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 30300,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "39072 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 30300,
            "unit": "ns/op",
            "extra": "39072 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "39072 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "39072 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7622,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "148684 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7622,
            "unit": "ns/op",
            "extra": "148684 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "148684 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "148684 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "335de64eb2467444f1408a21ecd01f64f7f5e9a0",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/335de64eb2467444f1408a21ecd01f64f7f5e9a0"
        },
        "date": 1750963853439,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 461.1,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2620887 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 461.1,
            "unit": "ns/op",
            "extra": "2620887 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2620887 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2620887 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11669,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "101356 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11669,
            "unit": "ns/op",
            "extra": "101356 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "101356 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "101356 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 30861,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "36846 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 30861,
            "unit": "ns/op",
            "extra": "36846 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "36846 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "36846 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7658,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "156370 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7658,
            "unit": "ns/op",
            "extra": "156370 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "156370 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "156370 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "3229eaa8c9a2eb290fe6a8e80bdb8a49db1162b3",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/3229eaa8c9a2eb290fe6a8e80bdb8a49db1162b3"
        },
        "date": 1750964207622,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 471.3,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2503654 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 471.3,
            "unit": "ns/op",
            "extra": "2503654 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2503654 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2503654 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 12043,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "98558 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 12043,
            "unit": "ns/op",
            "extra": "98558 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "98558 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "98558 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 31477,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "38000 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 31477,
            "unit": "ns/op",
            "extra": "38000 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "38000 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "38000 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 7734,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "155210 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 7734,
            "unit": "ns/op",
            "extra": "155210 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "155210 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "155210 times\n4 procs"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "committer": {
            "name": "sanjibdevnathlabs",
            "username": "sanjibdevnathlabs"
          },
          "id": "c40573e550e55e0c008f686ca009352ed21f7805",
          "message": "Feature/safe unmarshal",
          "timestamp": "2025-06-26T15:49:49Z",
          "url": "https://github.com/sanjibdevnathlabs/gosafejson/pull/2/commits/c40573e550e55e0c008f686ca009352ed21f7805"
        },
        "date": 1750964850460,
        "tool": "go",
        "benches": [
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML",
            "value": 462.9,
            "unit": "ns/op\t     760 B/op\t       6 allocs/op",
            "extra": "2574921 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - ns/op",
            "value": 462.9,
            "unit": "ns/op",
            "extra": "2574921 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - B/op",
            "value": 760,
            "unit": "B/op",
            "extra": "2574921 times\n4 procs"
          },
          {
            "name": "Benchmark_encode_string_with_SetEscapeHTML - allocs/op",
            "value": 6,
            "unit": "allocs/op",
            "extra": "2574921 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file",
            "value": 11964,
            "unit": "ns/op\t    4928 B/op\t      78 allocs/op",
            "extra": "98360 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - ns/op",
            "value": 11964,
            "unit": "ns/op",
            "extra": "98360 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - B/op",
            "value": 4928,
            "unit": "B/op",
            "extra": "98360 times\n4 procs"
          },
          {
            "name": "Benchmark_jsoniter_large_file - allocs/op",
            "value": 78,
            "unit": "allocs/op",
            "extra": "98360 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file",
            "value": 30389,
            "unit": "ns/op\t    8352 B/op\t      14 allocs/op",
            "extra": "39152 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - ns/op",
            "value": 30389,
            "unit": "ns/op",
            "extra": "39152 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - B/op",
            "value": 8352,
            "unit": "B/op",
            "extra": "39152 times\n4 procs"
          },
          {
            "name": "Benchmark_json_large_file - allocs/op",
            "value": 14,
            "unit": "allocs/op",
            "extra": "39152 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object",
            "value": 12026,
            "unit": "ns/op\t       0 B/op\t       0 allocs/op",
            "extra": "112832 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - ns/op",
            "value": 12026,
            "unit": "ns/op",
            "extra": "112832 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - B/op",
            "value": 0,
            "unit": "B/op",
            "extra": "112832 times\n4 procs"
          },
          {
            "name": "Benchmark_stream_encode_big_object - allocs/op",
            "value": 0,
            "unit": "allocs/op",
            "extra": "112832 times\n4 procs"
          }
        ]
      }
    ]
  }
}