window.BENCHMARK_DATA = {
  "lastUpdate": 1716788703908,
  "repoUrl": "https://github.com/ixc/python-edtf",
  "entries": {
    "Benchmark": [
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "34363577027222d6ce94a92e0dc10a8935f01d44",
          "message": "Add gh-pages push",
          "timestamp": "2024-05-27T14:45:34+10:00",
          "tree_id": "5a171c15d8a0ac83a2bb355d98e532cdebdd5828",
          "url": "https://github.com/ixc/python-edtf/commit/34363577027222d6ce94a92e0dc10a8935f01d44"
        },
        "date": 1716785185999,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 113230.81812839965,
            "unit": "iter/sec",
            "range": "stddev: 6.188743118617212e-7",
            "extra": "mean: 8.831517925323443 usec\nrounds: 2873"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 11519.636119614439,
            "unit": "iter/sec",
            "range": "stddev: 0.0000060626928006287845",
            "extra": "mean: 86.80829755527641 usec\nrounds: 941"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 14101.65652992168,
            "unit": "iter/sec",
            "range": "stddev: 0.000004066677037842363",
            "extra": "mean: 70.91365456803918 usec\nrounds: 8844"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 9449.149112026445,
            "unit": "iter/sec",
            "range": "stddev: 0.000005506418711286119",
            "extra": "mean: 105.82963483211898 usec\nrounds: 6649"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 16547.952841154187,
            "unit": "iter/sec",
            "range": "stddev: 0.0000036487599747274776",
            "extra": "mean: 60.430435691902304 usec\nrounds: 9851"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 12028.537832676446,
            "unit": "iter/sec",
            "range": "stddev: 0.000004531641406806231",
            "extra": "mean: 83.13562412244514 usec\nrounds: 7122"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 7431.289061632621,
            "unit": "iter/sec",
            "range": "stddev: 0.000015059939877831131",
            "extra": "mean: 134.56615557628498 usec\nrounds: 5380"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 9909.53796266037,
            "unit": "iter/sec",
            "range": "stddev: 0.0000188347733177491",
            "extra": "mean: 100.9128784579109 usec\nrounds: 6796"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 67261.73679123442,
            "unit": "iter/sec",
            "range": "stddev: 0.000001344006872902158",
            "extra": "mean: 14.867293764711714 usec\nrounds: 3833"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 57785.47807420189,
            "unit": "iter/sec",
            "range": "stddev: 0.0000014193998172571164",
            "extra": "mean: 17.305385943435606 usec\nrounds: 2433"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 33113.88512626584,
            "unit": "iter/sec",
            "range": "stddev: 0.000002436796896063372",
            "extra": "mean: 30.19881225615543 usec\nrounds: 13838"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 115.65615920637471,
            "unit": "iter/sec",
            "range": "stddev: 0.0001310275972812665",
            "extra": "mean: 8.646318595239 msec\nrounds: 42"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 135.6012670278008,
            "unit": "iter/sec",
            "range": "stddev: 0.0012601585598819894",
            "extra": "mean: 7.374562361537384 msec\nrounds: 130"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 167.88823267582214,
            "unit": "iter/sec",
            "range": "stddev: 0.00009813490887405741",
            "extra": "mean: 5.956343598725676 msec\nrounds: 157"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 130.78697685009283,
            "unit": "iter/sec",
            "range": "stddev: 0.00009978614156797186",
            "extra": "mean: 7.646021217740918 msec\nrounds: 124"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 107.36932075594105,
            "unit": "iter/sec",
            "range": "stddev: 0.00009675899942091621",
            "extra": "mean: 9.313647445652366 msec\nrounds: 92"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 47.138279510861146,
            "unit": "iter/sec",
            "range": "stddev: 0.00015248339511969385",
            "extra": "mean: 21.21418113636476 msec\nrounds: 44"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 117.07968632044525,
            "unit": "iter/sec",
            "range": "stddev: 0.0001148277061189289",
            "extra": "mean: 8.541191315315073 msec\nrounds: 111"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 102.99942942580952,
            "unit": "iter/sec",
            "range": "stddev: 0.00014159087605623922",
            "extra": "mean: 9.70879164646538 msec\nrounds: 99"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 21.823057335195127,
            "unit": "iter/sec",
            "range": "stddev: 0.00046399279771699114",
            "extra": "mean: 45.82309365000157 msec\nrounds: 20"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 406.57927002741746,
            "unit": "iter/sec",
            "range": "stddev: 0.00009264823618322818",
            "extra": "mean: 2.459544973683891 msec\nrounds: 380"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 123.70436360863408,
            "unit": "iter/sec",
            "range": "stddev: 0.00014486120359670884",
            "extra": "mean: 8.08378921186418 msec\nrounds: 118"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "34363577027222d6ce94a92e0dc10a8935f01d44",
          "message": "Add gh-pages push",
          "timestamp": "2024-05-27T14:45:34+10:00",
          "tree_id": "5a171c15d8a0ac83a2bb355d98e532cdebdd5828",
          "url": "https://github.com/ixc/python-edtf/commit/34363577027222d6ce94a92e0dc10a8935f01d44"
        },
        "date": 1716785186405,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 89183.17644875369,
            "unit": "iter/sec",
            "range": "stddev: 6.426430104416597e-7",
            "extra": "mean: 11.212877134675939 usec\nrounds: 2401"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 8872.734841022837,
            "unit": "iter/sec",
            "range": "stddev: 0.0000054035306302432615",
            "extra": "mean: 112.7048218973623 usec\nrounds: 685"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 10964.293016755024,
            "unit": "iter/sec",
            "range": "stddev: 0.000004325579758813584",
            "extra": "mean: 91.20515098163241 usec\nrounds: 7385"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 7422.882311714975,
            "unit": "iter/sec",
            "range": "stddev: 0.000005818541149612707",
            "extra": "mean: 134.71855783322545 usec\nrounds: 5464"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 13020.390010019159,
            "unit": "iter/sec",
            "range": "stddev: 0.000004243636566273673",
            "extra": "mean: 76.80261491633526 usec\nrounds: 7884"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 9307.30378126688,
            "unit": "iter/sec",
            "range": "stddev: 0.000004954773081514922",
            "extra": "mean: 107.4425014484574 usec\nrounds: 5869"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 5968.503679147788,
            "unit": "iter/sec",
            "range": "stddev: 0.00001174308885318635",
            "extra": "mean: 167.54618138105678 usec\nrounds: 4576"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 8064.38276741939,
            "unit": "iter/sec",
            "range": "stddev: 0.0000060336604310221335",
            "extra": "mean: 124.00205060206993 usec\nrounds: 5731"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 51413.33012590799,
            "unit": "iter/sec",
            "range": "stddev: 0.0000012266506846053155",
            "extra": "mean: 19.450208682282653 usec\nrounds: 2626"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 45992.81813184618,
            "unit": "iter/sec",
            "range": "stddev: 0.0000013594623328987488",
            "extra": "mean: 21.742525042351854 usec\nrounds: 1777"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 25144.501030183583,
            "unit": "iter/sec",
            "range": "stddev: 0.0000027808823175415747",
            "extra": "mean: 39.770127026962875 usec\nrounds: 9683"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 103.67421560193173,
            "unit": "iter/sec",
            "range": "stddev: 0.00023935065932082937",
            "extra": "mean: 9.645599864865215 msec\nrounds: 37"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 123.1869525843965,
            "unit": "iter/sec",
            "range": "stddev: 0.0011633242606391334",
            "extra": "mean: 8.117742821139203 msec\nrounds: 123"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 154.44295390883704,
            "unit": "iter/sec",
            "range": "stddev: 0.00014238519416943628",
            "extra": "mean: 6.47488263265328 msec\nrounds: 147"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 118.41660491452689,
            "unit": "iter/sec",
            "range": "stddev: 0.0001943401801984492",
            "extra": "mean: 8.444761617019843 msec\nrounds: 94"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 96.47779830354294,
            "unit": "iter/sec",
            "range": "stddev: 0.00013314812192283105",
            "extra": "mean: 10.365078987952787 msec\nrounds: 83"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 42.34915779523627,
            "unit": "iter/sec",
            "range": "stddev: 0.00026797546972321935",
            "extra": "mean: 23.613220476192964 msec\nrounds: 42"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 107.25233835141515,
            "unit": "iter/sec",
            "range": "stddev: 0.0001497481299252724",
            "extra": "mean: 9.323806038834075 msec\nrounds: 103"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 91.12718424353311,
            "unit": "iter/sec",
            "range": "stddev: 0.0001795802401202798",
            "extra": "mean: 10.973673863635984 msec\nrounds: 88"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 22.79490064752347,
            "unit": "iter/sec",
            "range": "stddev: 0.0003482237458128558",
            "extra": "mean: 43.869460782609025 msec\nrounds: 23"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 390.9344057408909,
            "unit": "iter/sec",
            "range": "stddev: 0.00008196083332854119",
            "extra": "mean: 2.557973883380309 msec\nrounds: 343"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 114.53102188562781,
            "unit": "iter/sec",
            "range": "stddev: 0.00014574274929511272",
            "extra": "mean: 8.73125886363446 msec\nrounds: 110"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "34363577027222d6ce94a92e0dc10a8935f01d44",
          "message": "Add gh-pages push",
          "timestamp": "2024-05-27T14:45:34+10:00",
          "tree_id": "5a171c15d8a0ac83a2bb355d98e532cdebdd5828",
          "url": "https://github.com/ixc/python-edtf/commit/34363577027222d6ce94a92e0dc10a8935f01d44"
        },
        "date": 1716785192271,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 82692.09154781378,
            "unit": "iter/sec",
            "range": "stddev: 0.0000012727313801923515",
            "extra": "mean: 12.093054865129218 usec\nrounds: 2333"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 8555.84101586605,
            "unit": "iter/sec",
            "range": "stddev: 0.0000066537216535334436",
            "extra": "mean: 116.87921715066801 usec\nrounds: 723"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 10584.558445464816,
            "unit": "iter/sec",
            "range": "stddev: 0.00000572741888198539",
            "extra": "mean: 94.47725241939325 usec\nrounds: 7440"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 6891.84403201009,
            "unit": "iter/sec",
            "range": "stddev: 0.00000555170714740004",
            "extra": "mean: 145.09904683788062 usec\nrounds: 5060"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 12484.010681029371,
            "unit": "iter/sec",
            "range": "stddev: 0.000003977736187457419",
            "extra": "mean: 80.10246270612329 usec\nrounds: 8366"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 8811.279934806655,
            "unit": "iter/sec",
            "range": "stddev: 0.000007994773304120979",
            "extra": "mean: 113.49088979113714 usec\nrounds: 6034"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 5627.07948256166,
            "unit": "iter/sec",
            "range": "stddev: 0.000006027324648000194",
            "extra": "mean: 177.71208014726 usec\nrounds: 4342"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 7600.118979733544,
            "unit": "iter/sec",
            "range": "stddev: 0.000006506381614446002",
            "extra": "mean: 131.5768875022348 usec\nrounds: 5529"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 48669.96422833555,
            "unit": "iter/sec",
            "range": "stddev: 0.0000014015193063595295",
            "extra": "mean: 20.546553009747274 usec\nrounds: 2924"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 42702.939745621814,
            "unit": "iter/sec",
            "range": "stddev: 0.0000018568012366884552",
            "extra": "mean: 23.417591527818097 usec\nrounds: 661"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 23974.068123049503,
            "unit": "iter/sec",
            "range": "stddev: 0.0000025619531741009163",
            "extra": "mean: 41.71173598353819 usec\nrounds: 13609"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 98.96406505938431,
            "unit": "iter/sec",
            "range": "stddev: 0.00014355342170971986",
            "extra": "mean: 10.104677888887656 msec\nrounds: 36"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 117.57710390484908,
            "unit": "iter/sec",
            "range": "stddev: 0.001298187000180183",
            "extra": "mean: 8.50505725000051 msec\nrounds: 116"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 142.11574929645957,
            "unit": "iter/sec",
            "range": "stddev: 0.00012182462769958346",
            "extra": "mean: 7.036517802921033 msec\nrounds: 137"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 110.949634543376,
            "unit": "iter/sec",
            "range": "stddev: 0.00018213907883691253",
            "extra": "mean: 9.013098638094636 msec\nrounds: 105"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 89.9323201526494,
            "unit": "iter/sec",
            "range": "stddev: 0.00021217521988222839",
            "extra": "mean: 11.119472935899118 msec\nrounds: 78"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 39.88199363942357,
            "unit": "iter/sec",
            "range": "stddev: 0.00019750139102683975",
            "extra": "mean: 25.073972205128044 msec\nrounds: 39"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 100.1976078236694,
            "unit": "iter/sec",
            "range": "stddev: 0.0001288327324439102",
            "extra": "mean: 9.98027818947363 msec\nrounds: 95"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 83.03962417213299,
            "unit": "iter/sec",
            "range": "stddev: 0.0015183504121913402",
            "extra": "mean: 12.042443712499207 msec\nrounds: 80"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 21.139041623498418,
            "unit": "iter/sec",
            "range": "stddev: 0.0002188021230971041",
            "extra": "mean: 47.30583428571273 msec\nrounds: 21"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 368.9227690784748,
            "unit": "iter/sec",
            "range": "stddev: 0.00010382449504862215",
            "extra": "mean: 2.710594421965012 msec\nrounds: 346"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 108.04097607791786,
            "unit": "iter/sec",
            "range": "stddev: 0.0000749722047321306",
            "extra": "mean: 9.25574755339874 msec\nrounds: 103"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "34363577027222d6ce94a92e0dc10a8935f01d44",
          "message": "Add gh-pages push",
          "timestamp": "2024-05-27T14:45:34+10:00",
          "tree_id": "5a171c15d8a0ac83a2bb355d98e532cdebdd5828",
          "url": "https://github.com/ixc/python-edtf/commit/34363577027222d6ce94a92e0dc10a8935f01d44"
        },
        "date": 1716785193354,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 69905.41346040968,
            "unit": "iter/sec",
            "range": "stddev: 0.000001195651402162717",
            "extra": "mean: 14.305043779854635 usec\nrounds: 1873"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 8173.884639099722,
            "unit": "iter/sec",
            "range": "stddev: 0.000005742411910544582",
            "extra": "mean: 122.34085066683065 usec\nrounds: 750"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 9879.991879023908,
            "unit": "iter/sec",
            "range": "stddev: 0.0000055820148594391644",
            "extra": "mean: 101.21465809330148 usec\nrounds: 3577"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 6730.77659270091,
            "unit": "iter/sec",
            "range": "stddev: 0.000006622062061458528",
            "extra": "mean: 148.57126606823275 usec\nrounds: 3454"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 11582.781771392129,
            "unit": "iter/sec",
            "range": "stddev: 0.000005020775977436515",
            "extra": "mean: 86.33504625545669 usec\nrounds: 4994"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 8488.526105802182,
            "unit": "iter/sec",
            "range": "stddev: 0.000006323775802590362",
            "extra": "mean: 117.80608170792661 usec\nrounds: 3794"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 5678.483963622814,
            "unit": "iter/sec",
            "range": "stddev: 0.000007824500665328574",
            "extra": "mean: 176.10334138586003 usec\nrounds: 3146"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 7362.430401497889,
            "unit": "iter/sec",
            "range": "stddev: 0.000006913211386634284",
            "extra": "mean: 135.8247135071796 usec\nrounds: 3487"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 49971.72404178172,
            "unit": "iter/sec",
            "range": "stddev: 0.00000130788910724786",
            "extra": "mean: 20.011316783145055 usec\nrounds: 2860"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 44652.3744012568,
            "unit": "iter/sec",
            "range": "stddev: 0.0000012002267402313024",
            "extra": "mean: 22.395225638255276 usec\nrounds: 1919"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 22063.40242554577,
            "unit": "iter/sec",
            "range": "stddev: 0.000006781111986596455",
            "extra": "mean: 45.323925145931504 usec\nrounds: 6172"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 88.84018727888281,
            "unit": "iter/sec",
            "range": "stddev: 0.0001956888491768538",
            "extra": "mean: 11.256167176469907 msec\nrounds: 34"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 107.4197120768205,
            "unit": "iter/sec",
            "range": "stddev: 0.00018967184233446258",
            "extra": "mean: 9.309278350000199 msec\nrounds: 100"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 132.1144102672904,
            "unit": "iter/sec",
            "range": "stddev: 0.00014402075852475157",
            "extra": "mean: 7.569197016259062 msec\nrounds: 123"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 101.02534742988131,
            "unit": "iter/sec",
            "range": "stddev: 0.00011356166437298762",
            "extra": "mean: 9.898505923912515 msec\nrounds: 92"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 83.45651901912636,
            "unit": "iter/sec",
            "range": "stddev: 0.00020043692200325113",
            "extra": "mean: 11.982287444445442 msec\nrounds: 72"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 35.7893669942235,
            "unit": "iter/sec",
            "range": "stddev: 0.0031887003234374245",
            "extra": "mean: 27.94125976470617 msec\nrounds: 34"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 91.27122829853084,
            "unit": "iter/sec",
            "range": "stddev: 0.0001914039701162702",
            "extra": "mean: 10.956355235290468 msec\nrounds: 85"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 80.8028747413004,
            "unit": "iter/sec",
            "range": "stddev: 0.00011888844386033674",
            "extra": "mean: 12.37579731168741 msec\nrounds: 77"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 17.363914999023848,
            "unit": "iter/sec",
            "range": "stddev: 0.0005870092015916998",
            "extra": "mean: 57.59069887500701 msec\nrounds: 16"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 307.93597912451037,
            "unit": "iter/sec",
            "range": "stddev: 0.00006912603730177728",
            "extra": "mean: 3.2474282571432207 msec\nrounds: 280"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 97.07339191125189,
            "unit": "iter/sec",
            "range": "stddev: 0.0002586729506748062",
            "extra": "mean: 10.301484065934744 msec\nrounds: 91"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "34363577027222d6ce94a92e0dc10a8935f01d44",
          "message": "Add gh-pages push",
          "timestamp": "2024-05-27T14:45:34+10:00",
          "tree_id": "5a171c15d8a0ac83a2bb355d98e532cdebdd5828",
          "url": "https://github.com/ixc/python-edtf/commit/34363577027222d6ce94a92e0dc10a8935f01d44"
        },
        "date": 1716785194603,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 79958.30048203815,
            "unit": "iter/sec",
            "range": "stddev: 0.0000013902547894197534",
            "extra": "mean: 12.506518947643718 usec\nrounds: 2243"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 8474.011269984549,
            "unit": "iter/sec",
            "range": "stddev: 0.000014370570670442267",
            "extra": "mean: 118.00786760126923 usec\nrounds: 642"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 10427.810398046287,
            "unit": "iter/sec",
            "range": "stddev: 0.0000072904092992443195",
            "extra": "mean: 95.8974091231421 usec\nrounds: 7037"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 6847.227622539922,
            "unit": "iter/sec",
            "range": "stddev: 0.000009740919924733184",
            "extra": "mean: 146.04450956298984 usec\nrounds: 5124"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 12555.780097537328,
            "unit": "iter/sec",
            "range": "stddev: 0.000005472294798596726",
            "extra": "mean: 79.64459334519076 usec\nrounds: 7874"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 8880.042879322413,
            "unit": "iter/sec",
            "range": "stddev: 0.000007013408444804863",
            "extra": "mean: 112.61206883680099 usec\nrounds: 5898"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 5557.636889859583,
            "unit": "iter/sec",
            "range": "stddev: 0.00001390533642042178",
            "extra": "mean: 179.93259002303506 usec\nrounds: 4310"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 7511.798070564185,
            "unit": "iter/sec",
            "range": "stddev: 0.00000891810723898234",
            "extra": "mean: 133.12391928087246 usec\nrounds: 5451"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 47558.30685213179,
            "unit": "iter/sec",
            "range": "stddev: 0.0000031697692123994415",
            "extra": "mean: 21.02682088975956 usec\nrounds: 2719"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 42308.84014737829,
            "unit": "iter/sec",
            "range": "stddev: 0.0000025628958806588395",
            "extra": "mean: 23.635722381341765 usec\nrounds: 1747"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 23877.1187957652,
            "unit": "iter/sec",
            "range": "stddev: 0.0000032570402717625384",
            "extra": "mean: 41.88110000011216 usec\nrounds: 9580"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 97.69862953680915,
            "unit": "iter/sec",
            "range": "stddev: 0.00024528896220694723",
            "extra": "mean: 10.235558111111864 msec\nrounds: 36"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 115.90335748753797,
            "unit": "iter/sec",
            "range": "stddev: 0.00133160938591465",
            "extra": "mean: 8.627877756755414 msec\nrounds: 111"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 143.48646401486695,
            "unit": "iter/sec",
            "range": "stddev: 0.00017745575776047665",
            "extra": "mean: 6.969298510947958 msec\nrounds: 137"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 111.6325515831846,
            "unit": "iter/sec",
            "range": "stddev: 0.0001991487073228647",
            "extra": "mean: 8.957960611111139 msec\nrounds: 108"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 90.31960851001091,
            "unit": "iter/sec",
            "range": "stddev: 0.00012143445929559794",
            "extra": "mean: 11.071792897432248 msec\nrounds: 78"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 40.17832046653281,
            "unit": "iter/sec",
            "range": "stddev: 0.0008166436644674779",
            "extra": "mean: 24.889044349998812 msec\nrounds: 40"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 100.5958777555985,
            "unit": "iter/sec",
            "range": "stddev: 0.00015405629892429465",
            "extra": "mean: 9.940765191487646 msec\nrounds: 94"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 85.52923258058316,
            "unit": "iter/sec",
            "range": "stddev: 0.00017423393802174224",
            "extra": "mean: 11.6919089512212 msec\nrounds: 82"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 20.93579375181425,
            "unit": "iter/sec",
            "range": "stddev: 0.0002589595290796208",
            "extra": "mean: 47.76508652380769 msec\nrounds: 21"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 366.20661488859406,
            "unit": "iter/sec",
            "range": "stddev: 0.00009205783713548249",
            "extra": "mean: 2.7306988987738956 msec\nrounds: 326"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 105.33547912797474,
            "unit": "iter/sec",
            "range": "stddev: 0.0001253303714130804",
            "extra": "mean: 9.493477490001965 msec\nrounds: 100"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "23a3d7e1de070bb0156e06d5ac7a91cf081d00e6",
          "message": "Make 2 CI paths #50",
          "timestamp": "2024-05-27T15:34:42+10:00",
          "tree_id": "27b841d61074c57e56bc2cecfe0f7cc25d171fdf",
          "url": "https://github.com/ixc/python-edtf/commit/23a3d7e1de070bb0156e06d5ac7a91cf081d00e6"
        },
        "date": 1716788132173,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 112615.66560226989,
            "unit": "iter/sec",
            "range": "stddev: 6.275084393992172e-7",
            "extra": "mean: 8.879759264858832 usec\nrounds: 3319"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 11460.41504418109,
            "unit": "iter/sec",
            "range": "stddev: 0.000005467111140044315",
            "extra": "mean: 87.25687474187419 usec\nrounds: 966"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 13934.30458296472,
            "unit": "iter/sec",
            "range": "stddev: 0.0000074130948486903684",
            "extra": "mean: 71.76533238856732 usec\nrounds: 9170"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 9445.85100490562,
            "unit": "iter/sec",
            "range": "stddev: 0.000004434182414688578",
            "extra": "mean: 105.86658623777348 usec\nrounds: 6656"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 16806.440119208735,
            "unit": "iter/sec",
            "range": "stddev: 0.000004033801217753863",
            "extra": "mean: 59.50100038479066 usec\nrounds: 10397"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 11963.546373040152,
            "unit": "iter/sec",
            "range": "stddev: 0.000004462133468800213",
            "extra": "mean: 83.58725488401163 usec\nrounds: 7678"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 7498.340738226578,
            "unit": "iter/sec",
            "range": "stddev: 0.000005070842279491912",
            "extra": "mean: 133.36283784784482 usec\nrounds: 5427"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 10136.865919746037,
            "unit": "iter/sec",
            "range": "stddev: 0.000004865825736223747",
            "extra": "mean: 98.64982016306016 usec\nrounds: 7112"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 69844.11381499983,
            "unit": "iter/sec",
            "range": "stddev: 0.0000015924548782767833",
            "extra": "mean: 14.317598797928174 usec\nrounds: 3993"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 57074.34873171397,
            "unit": "iter/sec",
            "range": "stddev: 0.000001219378832653773",
            "extra": "mean: 17.52100588480897 usec\nrounds: 2549"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 32421.032879521274,
            "unit": "iter/sec",
            "range": "stddev: 0.000003137397892469256",
            "extra": "mean: 30.844174635523395 usec\nrounds: 15707"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 117.26120049667804,
            "unit": "iter/sec",
            "range": "stddev: 0.0005713764032269913",
            "extra": "mean: 8.527970000002938 msec\nrounds: 42"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 138.1502482389584,
            "unit": "iter/sec",
            "range": "stddev: 0.001107134975785877",
            "extra": "mean: 7.238495860465634 msec\nrounds: 129"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 169.18811425486982,
            "unit": "iter/sec",
            "range": "stddev: 0.00013832938980001063",
            "extra": "mean: 5.910580683543593 msec\nrounds: 158"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 132.8856286806562,
            "unit": "iter/sec",
            "range": "stddev: 0.00010021502413021646",
            "extra": "mean: 7.525268232000826 msec\nrounds: 125"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 107.98528162432066,
            "unit": "iter/sec",
            "range": "stddev: 0.0009646604985807",
            "extra": "mean: 9.260521294735208 msec\nrounds: 95"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 47.94160022733147,
            "unit": "iter/sec",
            "range": "stddev: 0.0002488318980439506",
            "extra": "mean: 20.858711333333858 msec\nrounds: 45"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 118.33263928190925,
            "unit": "iter/sec",
            "range": "stddev: 0.00011745152757657982",
            "extra": "mean: 8.450753790910166 msec\nrounds: 110"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 103.62342836663393,
            "unit": "iter/sec",
            "range": "stddev: 0.000127816561045442",
            "extra": "mean: 9.650327303029027 msec\nrounds: 99"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 22.159867286876004,
            "unit": "iter/sec",
            "range": "stddev: 0.0002201491328919658",
            "extra": "mean: 45.12662404761971 msec\nrounds: 21"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 418.2191273351805,
            "unit": "iter/sec",
            "range": "stddev: 0.00006996316098605311",
            "extra": "mean: 2.3910910205657645 msec\nrounds: 389"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 124.87047526156347,
            "unit": "iter/sec",
            "range": "stddev: 0.00011814576106395855",
            "extra": "mean: 8.008298181818574 msec\nrounds: 121"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "23a3d7e1de070bb0156e06d5ac7a91cf081d00e6",
          "message": "Make 2 CI paths #50",
          "timestamp": "2024-05-27T15:34:42+10:00",
          "tree_id": "27b841d61074c57e56bc2cecfe0f7cc25d171fdf",
          "url": "https://github.com/ixc/python-edtf/commit/23a3d7e1de070bb0156e06d5ac7a91cf081d00e6"
        },
        "date": 1716788133922,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 88767.0105010859,
            "unit": "iter/sec",
            "range": "stddev: 8.573537893586255e-7",
            "extra": "mean: 11.265446412524694 usec\nrounds: 2258"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 8900.921850218623,
            "unit": "iter/sec",
            "range": "stddev: 0.000005324740092499663",
            "extra": "mean: 112.34791371361587 usec\nrounds: 649"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 11265.569835090084,
            "unit": "iter/sec",
            "range": "stddev: 0.000004364616034069602",
            "extra": "mean: 88.766037993497 usec\nrounds: 7317"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 7516.213313976455,
            "unit": "iter/sec",
            "range": "stddev: 0.000006317879898542234",
            "extra": "mean: 133.04571839924932 usec\nrounds: 5522"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 13122.789652884505,
            "unit": "iter/sec",
            "range": "stddev: 0.00000453758522692099",
            "extra": "mean: 76.20330939162706 usec\nrounds: 8646"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 9521.705501845247,
            "unit": "iter/sec",
            "range": "stddev: 0.0000052698394131647924",
            "extra": "mean: 105.02320196798844 usec\nrounds: 6199"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 5973.6560992468785,
            "unit": "iter/sec",
            "range": "stddev: 0.000011533246410826644",
            "extra": "mean: 167.40166882490504 usec\nrounds: 4478"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 8137.622346273701,
            "unit": "iter/sec",
            "range": "stddev: 0.000010773087490876892",
            "extra": "mean: 122.8860172477665 usec\nrounds: 5566"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 51703.5208652613,
            "unit": "iter/sec",
            "range": "stddev: 0.000001334699111102396",
            "extra": "mean: 19.341042607252742 usec\nrounds: 2746"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 46319.49863522803,
            "unit": "iter/sec",
            "range": "stddev: 0.0000016515359715919137",
            "extra": "mean: 21.58918013934321 usec\nrounds: 1732"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 24933.635262466047,
            "unit": "iter/sec",
            "range": "stddev: 0.000003586808945000392",
            "extra": "mean: 40.106466204122036 usec\nrounds: 9809"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 102.87160296629015,
            "unit": "iter/sec",
            "range": "stddev: 0.00031936237918404485",
            "extra": "mean: 9.720855621620755 msec\nrounds: 37"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 124.2206362773745,
            "unit": "iter/sec",
            "range": "stddev: 0.0015398159050580733",
            "extra": "mean: 8.050192222225316 msec\nrounds: 126"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 154.27839873473343,
            "unit": "iter/sec",
            "range": "stddev: 0.0001908861999065571",
            "extra": "mean: 6.481788819440639 msec\nrounds: 144"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 120.67129688106473,
            "unit": "iter/sec",
            "range": "stddev: 0.0001611099900859099",
            "extra": "mean: 8.286974830357659 msec\nrounds: 112"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 97.48834079483495,
            "unit": "iter/sec",
            "range": "stddev: 0.00020506021286666225",
            "extra": "mean: 10.257636880952857 msec\nrounds: 84"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 42.74619676096361,
            "unit": "iter/sec",
            "range": "stddev: 0.00022772365688186549",
            "extra": "mean: 23.393894095233595 msec\nrounds: 42"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 108.16818013432146,
            "unit": "iter/sec",
            "range": "stddev: 0.0003408896083751312",
            "extra": "mean: 9.244862941746977 msec\nrounds: 103"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 87.98129159341842,
            "unit": "iter/sec",
            "range": "stddev: 0.001682863831298381",
            "extra": "mean: 11.366052735634158 msec\nrounds: 87"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 23.091698914447857,
            "unit": "iter/sec",
            "range": "stddev: 0.0003018196458826569",
            "extra": "mean: 43.30560534783029 msec\nrounds: 23"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 397.3890351525047,
            "unit": "iter/sec",
            "range": "stddev: 0.00007642003655173578",
            "extra": "mean: 2.516425747922897 msec\nrounds: 361"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 115.3402278948763,
            "unit": "iter/sec",
            "range": "stddev: 0.00012660949422458527",
            "extra": "mean: 8.670001943393268 msec\nrounds: 106"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "23a3d7e1de070bb0156e06d5ac7a91cf081d00e6",
          "message": "Make 2 CI paths #50",
          "timestamp": "2024-05-27T15:34:42+10:00",
          "tree_id": "27b841d61074c57e56bc2cecfe0f7cc25d171fdf",
          "url": "https://github.com/ixc/python-edtf/commit/23a3d7e1de070bb0156e06d5ac7a91cf081d00e6"
        },
        "date": 1716788134297,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 82582.24931981423,
            "unit": "iter/sec",
            "range": "stddev: 9.493480230875875e-7",
            "extra": "mean: 12.109139775635377 usec\nrounds: 2318"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 8495.084963218189,
            "unit": "iter/sec",
            "range": "stddev: 0.000006805235580173414",
            "extra": "mean: 117.71512637363554 usec\nrounds: 728"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 10490.051487436283,
            "unit": "iter/sec",
            "range": "stddev: 0.00000416529841148147",
            "extra": "mean: 95.32841675731328 usec\nrounds: 7364"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 6990.471851829893,
            "unit": "iter/sec",
            "range": "stddev: 0.000005238593555395348",
            "extra": "mean: 143.0518599024514 usec\nrounds: 5125"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 12491.889193755884,
            "unit": "iter/sec",
            "range": "stddev: 0.000004300714708378163",
            "extra": "mean: 80.05194286384268 usec\nrounds: 8506"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 8845.87926713937,
            "unit": "iter/sec",
            "range": "stddev: 0.000004723765529825692",
            "extra": "mean: 113.04698716777601 usec\nrounds: 5455"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 5405.819391757616,
            "unit": "iter/sec",
            "range": "stddev: 0.000037283545954337615",
            "extra": "mean: 184.98583240215612 usec\nrounds: 4475"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 7673.6486948110105,
            "unit": "iter/sec",
            "range": "stddev: 0.000005547169049473546",
            "extra": "mean: 130.3161038211469 usec\nrounds: 5548"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 50157.830385315414,
            "unit": "iter/sec",
            "range": "stddev: 0.0000014843772971356884",
            "extra": "mean: 19.937066502237855 usec\nrounds: 2842"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 42889.71012888128,
            "unit": "iter/sec",
            "range": "stddev: 0.0000014942816885740758",
            "extra": "mean: 23.315615726827104 usec\nrounds: 674"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 24516.79458377661,
            "unit": "iter/sec",
            "range": "stddev: 0.000004058844901028363",
            "extra": "mean: 40.78836638219116 usec\nrounds: 13707"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 99.77995580282735,
            "unit": "iter/sec",
            "range": "stddev: 0.0001281936085998655",
            "extra": "mean: 10.022052945945122 msec\nrounds: 37"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 118.64504944129149,
            "unit": "iter/sec",
            "range": "stddev: 0.0012865556803151326",
            "extra": "mean: 8.428501692308913 msec\nrounds: 117"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 147.24576404320553,
            "unit": "iter/sec",
            "range": "stddev: 0.00012646751473860158",
            "extra": "mean: 6.791366845069821 msec\nrounds: 142"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 115.05564613844206,
            "unit": "iter/sec",
            "range": "stddev: 0.00012825037692796646",
            "extra": "mean: 8.691446561403325 msec\nrounds: 114"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 92.8078184050533,
            "unit": "iter/sec",
            "range": "stddev: 0.0000943077038434273",
            "extra": "mean: 10.77495427848082 msec\nrounds: 79"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 40.881476953475804,
            "unit": "iter/sec",
            "range": "stddev: 0.000205466656999473",
            "extra": "mean: 24.460955780487733 msec\nrounds: 41"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 102.63266505121813,
            "unit": "iter/sec",
            "range": "stddev: 0.00022574889298205902",
            "extra": "mean: 9.74348663265206 msec\nrounds: 98"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 87.02031546759753,
            "unit": "iter/sec",
            "range": "stddev: 0.00009370824208346737",
            "extra": "mean: 11.491569464286247 msec\nrounds: 84"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 21.458080783304972,
            "unit": "iter/sec",
            "range": "stddev: 0.0005042068939737975",
            "extra": "mean: 46.60249022727279 msec\nrounds: 22"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 372.6393258321324,
            "unit": "iter/sec",
            "range": "stddev: 0.00007350297486706885",
            "extra": "mean: 2.6835600289017343 msec\nrounds: 346"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 107.17568326341869,
            "unit": "iter/sec",
            "range": "stddev: 0.0002913705629941769",
            "extra": "mean: 9.330474689320884 msec\nrounds: 103"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "23a3d7e1de070bb0156e06d5ac7a91cf081d00e6",
          "message": "Make 2 CI paths #50",
          "timestamp": "2024-05-27T15:34:42+10:00",
          "tree_id": "27b841d61074c57e56bc2cecfe0f7cc25d171fdf",
          "url": "https://github.com/ixc/python-edtf/commit/23a3d7e1de070bb0156e06d5ac7a91cf081d00e6"
        },
        "date": 1716788135109,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 80637.94208574825,
            "unit": "iter/sec",
            "range": "stddev: 0.0000011043896442961258",
            "extra": "mean: 12.401110124271606 usec\nrounds: 2252"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 8341.905665295199,
            "unit": "iter/sec",
            "range": "stddev: 0.00001364758689069219",
            "extra": "mean: 119.87668527112415 usec\nrounds: 645"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 10417.819789637768,
            "unit": "iter/sec",
            "range": "stddev: 0.000005854690070068201",
            "extra": "mean: 95.989373994995 usec\nrounds: 7214"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 6886.515585990748,
            "unit": "iter/sec",
            "range": "stddev: 0.00000623345924005022",
            "extra": "mean: 145.21131732197077 usec\nrounds: 4705"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 12484.54770137337,
            "unit": "iter/sec",
            "range": "stddev: 0.0000058829941443926245",
            "extra": "mean: 80.0990171145723 usec\nrounds: 8297"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 8698.088249765118,
            "unit": "iter/sec",
            "range": "stddev: 0.000011886154482232475",
            "extra": "mean: 114.9677919199088 usec\nrounds: 6089"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 5544.4870786285965,
            "unit": "iter/sec",
            "range": "stddev: 0.000008976243497641626",
            "extra": "mean: 180.35933456397296 usec\nrounds: 4334"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 7444.998902374758,
            "unit": "iter/sec",
            "range": "stddev: 0.000007893514255000333",
            "extra": "mean: 134.3183542553682 usec\nrounds: 4700"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 48852.86297216357,
            "unit": "iter/sec",
            "range": "stddev: 0.0000015090745392079688",
            "extra": "mean: 20.469629396537137 usec\nrounds: 2701"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 42918.513103889454,
            "unit": "iter/sec",
            "range": "stddev: 0.000002651012578519279",
            "extra": "mean: 23.29996842107225 usec\nrounds: 1805"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 24511.496710184278,
            "unit": "iter/sec",
            "range": "stddev: 0.0000032464293262941125",
            "extra": "mean: 40.79718231096472 usec\nrounds: 10515"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 96.88586179657293,
            "unit": "iter/sec",
            "range": "stddev: 0.00021548593307152734",
            "extra": "mean: 10.321423388890908 msec\nrounds: 36"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 116.69180385841727,
            "unit": "iter/sec",
            "range": "stddev: 0.0013784164801816487",
            "extra": "mean: 8.569582155172654 msec\nrounds: 116"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 142.79987879432167,
            "unit": "iter/sec",
            "range": "stddev: 0.00038411885450562313",
            "extra": "mean: 7.002807064285577 msec\nrounds: 140"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 111.70538195402993,
            "unit": "iter/sec",
            "range": "stddev: 0.00013426188268034613",
            "extra": "mean: 8.95212014414426 msec\nrounds: 111"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 89.88053110140656,
            "unit": "iter/sec",
            "range": "stddev: 0.0001810424303467495",
            "extra": "mean: 11.12587996250003 msec\nrounds: 80"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 39.85984485338454,
            "unit": "iter/sec",
            "range": "stddev: 0.0001974765034694153",
            "extra": "mean: 25.087904975001152 msec\nrounds: 40"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 100.59262605960122,
            "unit": "iter/sec",
            "range": "stddev: 0.0001953037327707223",
            "extra": "mean: 9.941086530612086 msec\nrounds: 98"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 83.87251675710827,
            "unit": "iter/sec",
            "range": "stddev: 0.0010575960145274095",
            "extra": "mean: 11.922856719513536 msec\nrounds: 82"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 21.064135489943894,
            "unit": "iter/sec",
            "range": "stddev: 0.00027034343095348745",
            "extra": "mean: 47.47405847619069 msec\nrounds: 21"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 362.28789437411604,
            "unit": "iter/sec",
            "range": "stddev: 0.00009144047297110157",
            "extra": "mean: 2.76023575595201 msec\nrounds: 336"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 106.09274956949167,
            "unit": "iter/sec",
            "range": "stddev: 0.00009112446278783035",
            "extra": "mean: 9.425714801980801 msec\nrounds: 101"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "23a3d7e1de070bb0156e06d5ac7a91cf081d00e6",
          "message": "Make 2 CI paths #50",
          "timestamp": "2024-05-27T15:34:42+10:00",
          "tree_id": "27b841d61074c57e56bc2cecfe0f7cc25d171fdf",
          "url": "https://github.com/ixc/python-edtf/commit/23a3d7e1de070bb0156e06d5ac7a91cf081d00e6"
        },
        "date": 1716788140280,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 70086.9447005904,
            "unit": "iter/sec",
            "range": "stddev: 9.325218125747999e-7",
            "extra": "mean: 14.26799248093884 usec\nrounds: 2128"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 8331.01398047554,
            "unit": "iter/sec",
            "range": "stddev: 0.000004649981673218373",
            "extra": "mean: 120.0334079793393 usec\nrounds: 777"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 9967.392433596815,
            "unit": "iter/sec",
            "range": "stddev: 0.000005565287296047531",
            "extra": "mean: 100.3271423957712 usec\nrounds: 3715"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 6740.962278756065,
            "unit": "iter/sec",
            "range": "stddev: 0.00001340597920483976",
            "extra": "mean: 148.34677285637235 usec\nrounds: 3522"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 11701.629279061168,
            "unit": "iter/sec",
            "range": "stddev: 0.000004272144540201667",
            "extra": "mean: 85.45818502295185 usec\nrounds: 5021"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 8468.048188822464,
            "unit": "iter/sec",
            "range": "stddev: 0.000008764418157665953",
            "extra": "mean: 118.09096709203497 usec\nrounds: 3920"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 5684.699045819449,
            "unit": "iter/sec",
            "range": "stddev: 0.000007004406951009693",
            "extra": "mean: 175.91080758011353 usec\nrounds: 3087"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 7376.606611845596,
            "unit": "iter/sec",
            "range": "stddev: 0.0000069084711193746155",
            "extra": "mean: 135.5636883759217 usec\nrounds: 3639"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 50663.895271017995,
            "unit": "iter/sec",
            "range": "stddev: 0.0000016921349466399732",
            "extra": "mean: 19.73792174191637 usec\nrounds: 2939"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 44862.1619871171,
            "unit": "iter/sec",
            "range": "stddev: 0.0000013737858826073448",
            "extra": "mean: 22.29049951465037 usec\nrounds: 2058"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 22654.84646915091,
            "unit": "iter/sec",
            "range": "stddev: 0.0000027735720310472215",
            "extra": "mean: 44.14066550226678 usec\nrounds: 7157"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 90.8554390718194,
            "unit": "iter/sec",
            "range": "stddev: 0.00018799972211284736",
            "extra": "mean: 11.006495705881955 msec\nrounds: 34"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 111.47799985798436,
            "unit": "iter/sec",
            "range": "stddev: 0.00011778168593013262",
            "extra": "mean: 8.970379817308656 msec\nrounds: 104"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 135.2161884750531,
            "unit": "iter/sec",
            "range": "stddev: 0.0001253433502081992",
            "extra": "mean: 7.395564179687675 msec\nrounds: 128"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 105.11096940435664,
            "unit": "iter/sec",
            "range": "stddev: 0.0001445512352525702",
            "extra": "mean: 9.513754897959794 msec\nrounds: 98"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 85.58187419852538,
            "unit": "iter/sec",
            "range": "stddev: 0.00010629415908098701",
            "extra": "mean: 11.684717229728891 msec\nrounds: 74"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 37.07408526852491,
            "unit": "iter/sec",
            "range": "stddev: 0.0022557187890364775",
            "extra": "mean: 26.973018828571835 msec\nrounds: 35"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 93.58810006462576,
            "unit": "iter/sec",
            "range": "stddev: 0.0001277733634342468",
            "extra": "mean: 10.685119147727821 msec\nrounds: 88"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 82.27778304014974,
            "unit": "iter/sec",
            "range": "stddev: 0.00012405795713358255",
            "extra": "mean: 12.153949256411321 msec\nrounds: 78"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 17.751963684368334,
            "unit": "iter/sec",
            "range": "stddev: 0.00037396671467820013",
            "extra": "mean: 56.331796176473695 msec\nrounds: 17"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 313.69766336798654,
            "unit": "iter/sec",
            "range": "stddev: 0.00005539410220813157",
            "extra": "mean: 3.187782750000719 msec\nrounds: 288"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 99.85520201162487,
            "unit": "iter/sec",
            "range": "stddev: 0.00010232034865425359",
            "extra": "mean: 10.014500795697982 msec\nrounds: 93"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "13a8315234dae048461e8b2bd53b840f0bea8e12",
          "message": "Do not auto-push when using external-data file",
          "timestamp": "2024-05-27T15:44:12+10:00",
          "tree_id": "10650b227293e2be84fca11b0afca9226a02d628",
          "url": "https://github.com/ixc/python-edtf/commit/13a8315234dae048461e8b2bd53b840f0bea8e12"
        },
        "date": 1716788702534,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 115004.3072653985,
            "unit": "iter/sec",
            "range": "stddev: 7.834005509215258e-7",
            "extra": "mean: 8.695326494965736 usec\nrounds: 2876"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 11367.89270601968,
            "unit": "iter/sec",
            "range": "stddev: 0.00000568018181650373",
            "extra": "mean: 87.96705122581483 usec\nrounds: 898"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 13858.415482980341,
            "unit": "iter/sec",
            "range": "stddev: 0.000005036422359280935",
            "extra": "mean: 72.15832150710952 usec\nrounds: 8625"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 9207.257552822217,
            "unit": "iter/sec",
            "range": "stddev: 0.000005448450072094203",
            "extra": "mean: 108.6099736281928 usec\nrounds: 5650"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 16647.04689362329,
            "unit": "iter/sec",
            "range": "stddev: 0.000003417371684576519",
            "extra": "mean: 60.070714427016696 usec\nrounds: 10113"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 11744.91858318692,
            "unit": "iter/sec",
            "range": "stddev: 0.000005088100690713757",
            "extra": "mean: 85.14320409436635 usec\nrounds: 6497"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 7268.383071361796,
            "unit": "iter/sec",
            "range": "stddev: 0.0000250321722265538",
            "extra": "mean: 137.58218164643887 usec\nrounds: 5296"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 10043.168765669323,
            "unit": "iter/sec",
            "range": "stddev: 0.000005510047799915423",
            "extra": "mean: 99.57016787553259 usec\nrounds: 6618"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 69370.15301449983,
            "unit": "iter/sec",
            "range": "stddev: 0.0000015625338492893047",
            "extra": "mean: 14.415421568855107 usec\nrounds: 3774"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 56813.87402149433,
            "unit": "iter/sec",
            "range": "stddev: 0.0000011198898195914883",
            "extra": "mean: 17.601334484278805 usec\nrounds: 2317"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 32781.12397643384,
            "unit": "iter/sec",
            "range": "stddev: 0.000002527028821982336",
            "extra": "mean: 30.505360362838513 usec\nrounds: 11580"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 112.57643713557606,
            "unit": "iter/sec",
            "range": "stddev: 0.00017887146196569285",
            "extra": "mean: 8.882853512193655 msec\nrounds: 41"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 132.46289543382264,
            "unit": "iter/sec",
            "range": "stddev: 0.001564837649060476",
            "extra": "mean: 7.549283870965901 msec\nrounds: 124"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 167.73191436154625,
            "unit": "iter/sec",
            "range": "stddev: 0.00010471666434942597",
            "extra": "mean: 5.96189463291106 msec\nrounds: 158"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 129.61485912975093,
            "unit": "iter/sec",
            "range": "stddev: 0.00013427530395995464",
            "extra": "mean: 7.715164809915429 msec\nrounds: 121"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 105.47442715474781,
            "unit": "iter/sec",
            "range": "stddev: 0.00020622614198554927",
            "extra": "mean: 9.480971141306513 msec\nrounds: 92"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 46.065056314630255,
            "unit": "iter/sec",
            "range": "stddev: 0.00028067275784142507",
            "extra": "mean: 21.70842890476181 msec\nrounds: 42"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 114.3324859491341,
            "unit": "iter/sec",
            "range": "stddev: 0.00018089183908523378",
            "extra": "mean: 8.746420509433293 msec\nrounds: 106"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 101.33419664219284,
            "unit": "iter/sec",
            "range": "stddev: 0.0001275734845104078",
            "extra": "mean: 9.868336979380826 msec\nrounds: 97"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 20.827518142230037,
            "unit": "iter/sec",
            "range": "stddev: 0.0012186736757914636",
            "extra": "mean: 48.013401941174756 msec\nrounds: 17"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 406.76572250879025,
            "unit": "iter/sec",
            "range": "stddev: 0.00007189850501220115",
            "extra": "mean: 2.4584175722387474 msec\nrounds: 353"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 122.45513023990036,
            "unit": "iter/sec",
            "range": "stddev: 0.00010698356737504685",
            "extra": "mean: 8.166256473215228 msec\nrounds: 112"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "committer": {
            "email": "alastair@interaction.net.au",
            "name": "Alastair Weakley",
            "username": "aweakley"
          },
          "distinct": true,
          "id": "13a8315234dae048461e8b2bd53b840f0bea8e12",
          "message": "Do not auto-push when using external-data file",
          "timestamp": "2024-05-27T15:44:12+10:00",
          "tree_id": "10650b227293e2be84fca11b0afca9226a02d628",
          "url": "https://github.com/ixc/python-edtf/commit/13a8315234dae048461e8b2bd53b840f0bea8e12"
        },
        "date": 1716788702744,
        "tool": "pytest",
        "benches": [
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[23rd Dynasty-None]",
            "value": 88268.55855003693,
            "unit": "iter/sec",
            "range": "stddev: 7.600273020746905e-7",
            "extra": "mean: 11.329062311957077 usec\nrounds: 2327"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January 2008-2008-01]",
            "value": 8912.673402803035,
            "unit": "iter/sec",
            "range": "stddev: 0.000006155286022937561",
            "extra": "mean: 112.19978056028621 usec\nrounds: 679"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[ca1860-1860~]",
            "value": 11277.189536972332,
            "unit": "iter/sec",
            "range": "stddev: 0.000004562551914391134",
            "extra": "mean: 88.67457594123908 usec\nrounds: 7756"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[uncertain: approx 1862-1862%]",
            "value": 7510.107952949281,
            "unit": "iter/sec",
            "range": "stddev: 0.000006458508843420914",
            "extra": "mean: 133.15387824848665 usec\nrounds: 5618"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[January-XXXX-01]",
            "value": 13127.952832055811,
            "unit": "iter/sec",
            "range": "stddev: 0.000003833203944600324",
            "extra": "mean: 76.17333888938128 usec\nrounds: 8159"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[Winter 1872-1872-24]",
            "value": 9445.757849769585,
            "unit": "iter/sec",
            "range": "stddev: 0.000006115348372693172",
            "extra": "mean: 105.8676303060631 usec\nrounds: 6078"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[before approx January 18 1928-/1928-01-18~]",
            "value": 5908.524695066223,
            "unit": "iter/sec",
            "range": "stddev: 0.0000063997466317777695",
            "extra": "mean: 169.24698661833926 usec\nrounds: 4409"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[birthday in 1872-1872]",
            "value": 7879.496132002836,
            "unit": "iter/sec",
            "range": "stddev: 0.000022442599148653908",
            "extra": "mean: 126.91166836651733 usec\nrounds: 5883"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]",
            "value": 51285.658344144955,
            "unit": "iter/sec",
            "range": "stddev: 0.000001037523106353699",
            "extra": "mean: 19.49862851110627 usec\nrounds: 2848"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[2nd century bce--01XX]",
            "value": 45294.1189027515,
            "unit": "iter/sec",
            "range": "stddev: 0.0000020079117088294972",
            "extra": "mean: 22.077921465853983 usec\nrounds: 1910"
          },
          {
            "name": "edtf/natlang/tests.py::test_benchmark_natlang[1858/1860-[1858, 1860]]",
            "value": 25328.134382378274,
            "unit": "iter/sec",
            "range": "stddev: 0.000002622715627446277",
            "extra": "mean: 39.48178673182251 usec\nrounds: 12496"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-02-03]",
            "value": 104.81436039679852,
            "unit": "iter/sec",
            "range": "stddev: 0.00021286154536388457",
            "extra": "mean: 9.540677405407745 msec\nrounds: 37"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008-12]",
            "value": 123.9844720607691,
            "unit": "iter/sec",
            "range": "stddev: 0.0011162971229922577",
            "extra": "mean: 8.065526137094533 msec\nrounds: 124"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2008]",
            "value": 154.05969521823357,
            "unit": "iter/sec",
            "range": "stddev: 0.00013185663098455423",
            "extra": "mean: 6.490990382549102 msec\nrounds: 149"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-0999]",
            "value": 119.91539212055162,
            "unit": "iter/sec",
            "range": "stddev: 0.00016492876546623923",
            "extra": "mean: 8.339213026086712 msec\nrounds: 115"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2004-01-01T10:10:10+05:00]",
            "value": 97.94189002808754,
            "unit": "iter/sec",
            "range": "stddev: 0.00014364916410441385",
            "extra": "mean: 10.210135823529875 msec\nrounds: 85"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[-2005/-1999-02]",
            "value": 43.41974076150884,
            "unit": "iter/sec",
            "range": "stddev: 0.00016316521295248984",
            "extra": "mean: 23.0309988604651 msec\nrounds: 43"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[/2006]",
            "value": 108.57630028860346,
            "unit": "iter/sec",
            "range": "stddev: 0.0001232459800739028",
            "extra": "mean: 9.210113048077062 msec\nrounds: 104"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[?2004-%06]",
            "value": 92.37253203672806,
            "unit": "iter/sec",
            "range": "stddev: 0.0002427269702117992",
            "extra": "mean: 10.825729012195877 msec\nrounds: 82"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[[1667, 1760-12]]",
            "value": 22.708570827958834,
            "unit": "iter/sec",
            "range": "stddev: 0.00018372247481421923",
            "extra": "mean: 44.03623669565317 msec\nrounds: 23"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[Y3388E2S3]",
            "value": 393.93181501520615,
            "unit": "iter/sec",
            "range": "stddev: 0.00008001428894340238",
            "extra": "mean: 2.538510376374142 msec\nrounds: 364"
          },
          {
            "name": "edtf/parser/tests.py::test_benchmark_parser[2001-29]",
            "value": 114.64331651226422,
            "unit": "iter/sec",
            "range": "stddev: 0.00014897591659156377",
            "extra": "mean: 8.722706481480957 msec\nrounds: 108"
          }
        ]
      }
    ]
  }
}