# bench/peers/run.R IN WHAT OUT: PlayerRatings' steph(), steph(gamma = 30),
# glicko(gamma = 30), elo(gamma = 30), fide(), glicko(), glicko2() or elo() on IN
# (four columns),
# its ratings table written to OUT: the peer side of bench/peers/README.md.
library(PlayerRatings)
a <- commandArgs(trailingOnly = TRUE)
x <- read.delim(a[1], stringsAsFactors = FALSE)
r <- switch(a[2], steph = steph(x), steph30 = steph(x, gamma = 30), glicko30 = glicko(x, gamma = 30),
  elo30 = elo(x, gamma = 30), fide = fide(x), glicko = glicko(x), glicko2 = glicko2(x),
  elo = elo(x))
d <- r$ratings
d$Rating <- sprintf("%.17g", d$Rating)
if (!is.null(d$Deviation)) d$Deviation <- sprintf("%.17g", d$Deviation)
write.table(d, a[3], sep = "\t", quote = FALSE, row.names = FALSE)
