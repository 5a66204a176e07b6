module example.com/verdictcorpus

go 1.26
