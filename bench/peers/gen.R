# bench/peers/gen.R DIR: a made-up chess history of 200,000 games (3,000 players,
# 120 monthly periods, draws) as PlayerRatings' four columns (DIR/chess4.tsv)
# and as a ratepipe results stream with colours (DIR/chess.tsv).  By hand.
setwd(commandArgs(trailingOnly = TRUE)[1])
set.seed(7)
ng <- 200000
ch <- data.frame(Month = sort(sample(1:120, ng, replace = TRUE)),
  White = sample(1:3000, ng, replace = TRUE), Black = sample(1:3000, ng, replace = TRUE))
ch <- ch[ch$White != ch$Black, ]
ng <- nrow(ch)
pw <- plogis((ch$White %% 17 - ch$Black %% 17) / 6 + 0.1)
u <- runif(ng)
ch$Score <- ifelse(u < pw - 0.15, 1, ifelse(u < pw + 0.15, 0.5, 0))
ch$White <- paste0("c", ch$White); ch$Black <- paste0("c", ch$Black)
write.table(ch, "chess4.tsv", sep = "\t", quote = FALSE, row.names = FALSE)
cplace <- function(s) ifelse(s == 1, 1, ifelse(s == 0, 2, 1))
crows <- data.frame(date = rep(format(as.Date("2000-01-01") + 31 * (ch$Month - 1)), each = 2),
  event = rep(paste0("m", ch$Month), each = 2), game = rep(seq_len(ng), each = 2), type = "chess",
  player = as.vector(rbind(ch$White, ch$Black)),
  place = as.vector(rbind(cplace(ch$Score), cplace(1 - ch$Score))), color = rep(c("white", "black"), ng))
write.table(crows, "chess.tsv", sep = "\t", quote = FALSE, row.names = FALSE)
