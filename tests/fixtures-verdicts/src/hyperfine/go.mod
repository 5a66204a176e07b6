module example.com/verdictwork

go 1.26
