# tests/peer/playerratings.R OUTDIR: the AFL results bundled with R's
# PlayerRatings (data aflodds: 675 matches, 2009-2012, one period a week)
# as a ratepipe results stream, and the package's glicko() and glicko2()
# ratings with their defaults, for tests/glicko-peer.bats.
library(PlayerRatings)
out <- commandArgs(trailingOnly = TRUE)[1]
data(aflodds)
a <- aflodds
n <- nrow(a)
place <- function(s) ifelse(s == 1, 1, ifelse(s == 0, 2, 1))
rows <- data.frame(
  date = rep(format(a$Date), each = 2),
  event = rep(paste0("w", a$Week), each = 2),
  game = rep(seq_len(n), each = 2),
  type = "afl",
  player = as.vector(rbind(a$HomeTeam, a$AwayTeam)),
  place = as.vector(rbind(place(a$Score), place(1 - a$Score))))
write.table(rows, file.path(out, "afl.tsv"), sep = "\t", quote = FALSE, row.names = FALSE)
x <- a[, c("Week", "HomeTeam", "AwayTeam", "Score")]
w <- function(r, f) {
  d <- r$ratings
  d$Deviation <- sprintf("%.17g", d$Deviation)
  d$Rating <- sprintf("%.17g", d$Rating)
  if (!is.null(d$Volatility)) d$Volatility <- sprintf("%.17g", d$Volatility)
  write.table(d, file.path(out, f), sep = "\t", quote = FALSE, row.names = FALSE)
}
w(glicko(x), "glicko.tsv")
w(glicko2(x), "glicko2.tsv")
