window.BENCHMARK_DATA = {
  "lastUpdate": 1644558160250,
  "repoUrl": "https://github.com/speedy-js/benchmarks",
  "entries": {
    "Benchmark.js Benchmark": [
      {
        "commit": {
          "author": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "committer": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "distinct": true,
          "id": "0aff75f7f04e84cecc06529a5da3591ca5045786",
          "message": "test",
          "timestamp": "2022-02-10T23:29:29+08:00",
          "tree_id": "7d82dcb09c4587a14e8ca86e7e54cc7082d7559e",
          "url": "https://github.com/speedy-js/benchmarks/commit/0aff75f7f04e84cecc06529a5da3591ca5045786"
        },
        "date": 1644507077457,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "pnpm 'bench:speedy'",
            "value": 5.34458992428,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es5\",\n    \"format\": \"cjs\"\n}"
          },
          {
            "name": "pnpm 'bench:speedy'",
            "value": 3.75998090774,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"cjs\"\n}"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "committer": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "distinct": true,
          "id": "0378770cfed59888f2ca4f5532a258301132c8b2",
          "message": "Test",
          "timestamp": "2022-02-10T23:36:19+08:00",
          "tree_id": "d0499eb1cadafdeb2f4f4f99c6656aab327f8425",
          "url": "https://github.com/speedy-js/benchmarks/commit/0378770cfed59888f2ca4f5532a258301132c8b2"
        },
        "date": 1644507446400,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "lib_dev_to-cjs_to-es5_sourcemap_lodash-es",
            "value": 4.55493746302,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es5\",\n    \"format\": \"cjs\"\n}"
          },
          {
            "name": "lib_dev_to-cjs_to-es6_sourcemap_lodash-es",
            "value": 3.22573050966,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"cjs\"\n}"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "committer": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "distinct": true,
          "id": "5001857a4ac8f0cd94dfdec3ebfdf026624af6d6",
          "message": "Test",
          "timestamp": "2022-02-10T23:40:06+08:00",
          "tree_id": "a6642f72f52202cdea900c3d73cf30f7aed93be8",
          "url": "https://github.com/speedy-js/benchmarks/commit/5001857a4ac8f0cd94dfdec3ebfdf026624af6d6"
        },
        "date": 1644507663175,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "lib_dev_to-cjs_to-es5_sourcemap_lodash-es",
            "value": 3.7363507379799996,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es5\",\n    \"format\": \"cjs\"\n}"
          },
          {
            "name": "lib_dev_to-cjs_to-es6_sourcemap_lodash-es",
            "value": 2.71808240418,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"cjs\"\n}"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "committer": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "distinct": true,
          "id": "2ec1825022b722d49a863e5891f9d378623de6dd",
          "message": "Test",
          "timestamp": "2022-02-10T23:42:40+08:00",
          "tree_id": "928f7123b3f676e10b6c700db055df1553cebdd0",
          "url": "https://github.com/speedy-js/benchmarks/commit/2ec1825022b722d49a863e5891f9d378623de6dd"
        },
        "date": 1644507839279,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "lib_dev_to-cjs_to-es5_sourcemap_lodash-es",
            "value": 4.506175413879999,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es5\",\n    \"format\": \"cjs\"\n}"
          },
          {
            "name": "lib_dev_to-cjs_to-es6_sourcemap_lodash-es",
            "value": 3.1733496944999997,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"cjs\"\n}"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "committer": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "distinct": true,
          "id": "eb8d5676197874c98de7093a50d6d33080ae3aa9",
          "message": "Test",
          "timestamp": "2022-02-10T23:50:16+08:00",
          "tree_id": "dc7b3d0c737b7dfb7422eaaaf7a5a715ff154b17",
          "url": "https://github.com/speedy-js/benchmarks/commit/eb8d5676197874c98de7093a50d6d33080ae3aa9"
        },
        "date": 1644508382372,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "lib_dev_to-cjs_to-es5_sourcemap_lodash-es",
            "value": 3.93,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es5\",\n    \"format\": \"cjs\"\n}"
          },
          {
            "name": "lib_dev_to-cjs_to-es6_sourcemap_lodash-es",
            "value": 2.89,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"cjs\"\n}"
          },
          {
            "name": "lib_dev_to-esm_to-es5_sourcemap_lodash-es",
            "value": 2.94,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es5\",\n    \"format\": \"esm\"\n}"
          },
          {
            "name": "lib_dev_to-esm_to-es6_minimized_sourcemap_lodash-es",
            "value": 1.61,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": true,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"esm\"\n}"
          },
          {
            "name": "lib_dev_to-esm_to-es6_sourcemap_lodash-es",
            "value": 1.55,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"development\"\n    },\n    \"mode\": \"development\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"esm\"\n}"
          },
          {
            "name": "lib_to-cjs_to-es5_sourcemap_lodash-es",
            "value": 3.9,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"production\"\n    },\n    \"mode\": \"production\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es5\",\n    \"format\": \"cjs\"\n}"
          },
          {
            "name": "lib_to-cjs_to-es6_sourcemap_lodash-es",
            "value": 2.77,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"production\"\n    },\n    \"mode\": \"production\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"cjs\"\n}"
          },
          {
            "name": "lib_to-esm_to-es6_sourcemap_lodash-es",
            "value": 1.56,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"production\"\n    },\n    \"mode\": \"production\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es5\",\n    \"format\": \"esm\"\n}"
          },
          {
            "name": "lib_to-esm_to-es6_minimized_sourcemap_lodash-es",
            "value": 1.61,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"production\"\n    },\n    \"mode\": \"production\",\n    \"minimize\": true,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"esm\"\n}"
          },
          {
            "name": "lib_to-esm_to-es6_sourcemap_lodash-es",
            "value": 1.56,
            "unit": "s/ops",
            "extra": "{\n    \"type\": \"build\",\n    \"env\": {\n        \"NODE_ENV\": \"production\"\n    },\n    \"mode\": \"production\",\n    \"minimize\": false,\n    \"sourcemap\": true,\n    \"target\": \"es6\",\n    \"format\": \"esm\"\n}"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "committer": {
            "email": "i.heyunfei@gmail.com",
            "name": "Yunfei He",
            "username": "iheyunfei"
          },
          "distinct": true,
          "id": "e11a1fe785d4a766784f500f2898ecdece4731c2",
          "message": "Test",
          "timestamp": "2022-02-11T13:39:16+08:00",
          "tree_id": "7295e27b9fbad2ff06139e350b4b3e88460b42ee",
          "url": "https://github.com/speedy-js/benchmarks/commit/e11a1fe785d4a766784f500f2898ecdece4731c2"
        },
        "date": 1644558159290,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "lib_dev_to-cjs_to-es5_sourcemap_lodash-es",
            "value": 4.65,
            "unit": "s/ops"
          },
          {
            "name": "lib_dev_to-cjs_to-es6_sourcemap_lodash-es",
            "value": 3.37,
            "unit": "s/ops"
          },
          {
            "name": "lib_dev_to-esm_to-es5_sourcemap_lodash-es",
            "value": 3.47,
            "unit": "s/ops"
          },
          {
            "name": "lib_dev_to-esm_to-es6_minimized_sourcemap_lodash-es",
            "value": 1.89,
            "unit": "s/ops"
          },
          {
            "name": "lib_dev_to-esm_to-es6_sourcemap_lodash-es",
            "value": 1.81,
            "unit": "s/ops"
          },
          {
            "name": "lib_to-cjs_to-es5_sourcemap_lodash-es",
            "value": 4.54,
            "unit": "s/ops"
          },
          {
            "name": "lib_to-cjs_to-es6_sourcemap_lodash-es",
            "value": 3.22,
            "unit": "s/ops"
          },
          {
            "name": "lib_to-esm_to-es6_sourcemap_lodash-es",
            "value": 1.87,
            "unit": "s/ops"
          },
          {
            "name": "lib_to-esm_to-es6_minimized_sourcemap_lodash-es",
            "value": 1.84,
            "unit": "s/ops"
          },
          {
            "name": "lib_to-esm_to-es6_sourcemap_lodash-es",
            "value": 1.87,
            "unit": "s/ops"
          }
        ]
      }
    ]
  }
}