# tests/peer/playerratings.R OUTDIR: the AFL results bundled with R's
# PlayerRatings (data aflodds: 675 matches, 2009-2012, one period a week)
# as a ratepipe results stream, and the package's glicko() and glicko2()
# ratings with their defaults, for tests/models/glicko/glicko-peer.bats; steph() too,
# and glicko() and steph() with the home side's advantage gamma.
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
  place = as.vector(rbind(place(a$Score), place(1 - a$Score))),
  home = rep(c(1, 0), n))
write.table(rows, file.path(out, "afl.tsv"), sep = "\t", quote = FALSE, row.names = FALSE)
x <- a[, c("Week", "HomeTeam", "AwayTeam", "Score")]
w <- function(r, f) {
  d <- r$ratings
  if (!is.null(d$Deviation)) d$Deviation <- sprintf("%.17g", d$Deviation)
  d$Rating <- sprintf("%.17g", d$Rating)
  if (!is.null(d$Volatility)) d$Volatility <- sprintf("%.17g", d$Volatility)
  write.table(d, file.path(out, f), sep = "\t", quote = FALSE, row.names = FALSE)
}
w(glicko(x), "glicko.tsv")
w(glicko2(x), "glicko2.tsv")
w(steph(x), "steph.tsv")
# the home side's advantage (rate's column home, --gamma)
w(glicko(x, gamma = 30), "glicko-g30.tsv")
w(steph(x, gamma = 30), "steph-g30.tsv")
w(fide(x), "fide.tsv")
w(fide(x, gamma = 30), "fide-g30.tsv")
w(elo(x, gamma = 30), "elo-g30.tsv")
w(steph(x, gamma = -12.5, cval = 20, hval = 5, bval = 1, lambda = 4.5, init = c(1500, 200)), "steph-flags.tsv")
# a larger made-up chess history: 400 players, 36 monthly periods, 20,000
# games with draws; white listed first (rate's column color)
set.seed(2012)
ng <- 20000
ch <- data.frame(Month = sort(sample(1:36, ng, replace = TRUE)),
  White = sample(1:400, ng, replace = TRUE), Black = sample(1:400, ng, replace = TRUE))
ch <- ch[ch$White != ch$Black, ]
ng <- nrow(ch)
pw <- plogis((ch$White %% 17 - ch$Black %% 17) / 6 + 0.1)
u <- runif(ng)
ch$Score <- ifelse(u < pw - 0.15, 1, ifelse(u < pw + 0.15, 0.5, 0))
ch$White <- paste0("c", ch$White); ch$Black <- paste0("c", ch$Black)
cplace <- function(s) ifelse(s == 1, 1, ifelse(s == 0, 2, 1))
crows <- data.frame(
  date = rep(format(as.Date("2020-01-01") + 30 * (ch$Month - 1)), each = 2),
  event = rep(paste0("m", ch$Month), each = 2),
  game = rep(seq_len(ng), each = 2),
  type = "chess",
  player = as.vector(rbind(ch$White, ch$Black)),
  place = as.vector(rbind(cplace(ch$Score), cplace(1 - ch$Score))),
  color = rep(c("white", "black"), ng))
write.table(crows, file.path(out, "chess.tsv"), sep = "\t", quote = FALSE, row.names = FALSE)
w(steph(ch), "chess-steph.tsv")
w(steph(ch, gamma = 30), "chess-steph-g30.tsv")
w(glicko(ch, gamma = 30), "chess-glicko-g30.tsv")
w(fide(ch), "chess-fide.tsv")
w(fide(ch, gamma = 30), "chess-fide-g30.tsv")
w(elo(ch, gamma = 30), "chess-elo-g30.tsv")
