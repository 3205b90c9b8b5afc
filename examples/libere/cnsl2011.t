# CNSL 2011, Libere: five players, a round robin, one bye per round.
Ana Popescu        0  2 3 4 5 0; 412 390 368 451 50
Mihai Ionescu      0  1 5 0 4 3; 380 420 50 388 360
Ioana Stan         0  4 1 5 0 2; 355 390 433 50 372
Radu Dumitrescu    0  3 0 1 2 5; 401 50 402 379 399
Ștefan Toma        0  0 2 3 1 4; 50 377 350 330 402
