#!/bin/sh
# examples/sweep/grid.sh: the grid of the sweep, one job a line,
# "MODEL FLAGS..." (the flags of rate -m MODEL).  Edit the lists; each
# line is one rating of the whole history.  Every model rank --eval can
# score on the backgammon season is here; the others, and why, are in
# README.md ("Which models"): given in a grid, they stop the sweep with
# an error naming them (job.sh), they are never left out of the table.
for c in 10 15 30 63.2; do
	for rd in 200 300 350; do
		echo "glicko --c $c --initial-rd $rd"
	done
done
for tau in 0.3 0.5 0.8 1.2; do
	for vol in 0.06 0.15; do
		echo "glicko2 --tau $tau --initial-volatility $vol"
	done
done
for beta in 2 4.166666666666667 8; do
	for dp in 0.01 0.1; do
		echo "trueskill --beta $beta --draw-probability $dp"
	done
	echo "wenglin --beta $beta"
done
for init in 1200 1500; do
	echo "topcoder -p elo-mmr --initial-rating $init"
done
echo "elo -p greek2007 --initial 1500"
echo "fibs -p fibs"
echo "frsc -n 20"
echo "stephenson"
echo "mmr"
for w2 in 5 14 60; do
	echo "whr --w2 $w2"
done
echo "bt"
