# The programs every hardening test runs (badinput.bats, pipefail.bats,
# determinism.bats).  A new program, model or format is one line here;
# tests/conformance/registry.bats fails for a model (rate --models) or a
# format (parse --help) without one, in PROGRAMS or OUTSIDE.
# shellcheck disable=SC2034

# NAME|KIND|COMMAND.  KIND is the input the program reads:
#   results  a results stream (eliptic3.tsv); csv the same as CSV;
#   h2h      head-to-head results with a match length (h2h5.tsv);
#   ratings  a ratings stream (ratings4.tsv, rate's output on eliptic3);
#   fibsratings  a fibs ratings stream (fibs/ranking.tsv);
#   table    any TSV (format), given as a ratings stream;
#   traveller  bridge travellers (bridge-seed3.tsv: no places, no dates);
#   scored   travellers scored in matchpoints (bridge-seed3-mp.tsv),
#            its numbers mp_ns; scored-score the same, its numbers score;
#   trf      a FIDE Tournament Report File (trf-gros2010.trf); fidelist
#            FIDE's rating list TXT (fide-list-2012.txt): not TSV, so the
#            bad-input matrix (TSV fields) is not theirs (trf.bats has it)
#   history  a rate --history stream (history3.tsv: rate -m frsc -n 3
#            --history on eliptic3.tsv, same rows on the same lines), its
#            number rating (what format --svg charts); history-prev the
#            same, its number prev (what rank --eval scores).
# $RATINGS in a command is the rating list that value reads (and rank
# --compare compares with: the other list, damaged in badinput.bats'
# COMPARE_OTHER; a summary to /dev/null keeps stderr for errors);
# $(prior FLAGS) the list rate FLAGS writes on h2h5.tsv.  One profile
# per model here (the matrix is slow; profiles differ in constants, not
# in what they read): every profile is in incremental.bash and
# PRIOR_STATES (badinput.bats).
PROGRAMS=(
	"parse-tsv|results|parse -f tsv"
	"parse-csv|csv|parse -f csv"
	"window|results|window -n 3"
	"score|results|score"
	"rate-frsc|results|rate -m frsc -n 3"
	"rate-frsc-history|results|rate -m frsc -n 3 --history"
	"value-frsc|results|value -m frsc -r \$RATINGS"
	"window-p|results|window -p 3"
	"rate-elo-rasccat|h2h|rate -m elo -p rasccat"
	"rate-elo-fide|h2h|rate -m elo -p fide --initial 1800 --history"
	"rate-fibs-fibs|h2h|rate -m fibs -p fibs --history"
	"rate-topcoder-topcoder|results|rate -m topcoder -p topcoder --history"
	"rate-absp-absp|h2h|rate -m absp -p absp --history"
	"rate-glicko|h2h|rate -m glicko"
	"rate-glicko2|h2h|rate -m glicko2 --history"
	"rate-stephenson|h2h|rate -m stephenson"
	"rate-trueskill|results|rate -m trueskill"
	"rate-wenglin|results|rate -m wenglin --history"
	"rate-mmr|results|rate -m mmr"
	"rate-whr|h2h|rate -m whr --history"
	"rate-bt|h2h|rate -m bt"
	"rate-uscf|h2h|rate -m uscf"
	"rate-ecf|h2h|rate -m ecf --history"
	"rate-dwz|h2h|rate -m dwz --age 30 --history"
	"rate-egf|h2h|rate -m egf --initial 1500"
	"value-elo|h2h|value -m elo -p fide -r \$(prior -m elo -p fide --initial 1800)"
	"value-fibs|h2h|value -m fibs -r \$(prior -m fibs)"
	# (the prior is of h2h5's type clasic, the input eliptic: --new-types)
	"value-topcoder|results|value -m topcoder --new-types -r \$(prior -m topcoder)"
	"parse-bridge|traveller|parse -f bridge"
	"score-matchpoints|traveller|score -m matchpoints"
	"score-cross-imps|traveller|score -m cross-imps"
	"rank-bridge|scored|rank -m bridge"
	"rank-traveller|scored-score|rank -m traveller"
	"rank-fibs|fibsratings|rank -m fibs"
	"rank|ratings|rank"
	"format|table|format -c player,rating"
	"format-html|table|format --html -c player,rating"
	"format-svg|history|format --svg"
	"rank-eval|history-prev|rank --eval"
	"rank-eval-ci|history-prev|rank --eval --ci --min-clusters 0 --calibration /dev/null"
	"fit-frsc|results|fit -m frsc -n 3 --fit spread=20,30,40 --folds 1"
	"rank-compare|ratings|rank --compare \$RATINGS --summary /dev/null"
	"parse-trf|trf|parse -f trf --date 2010-10-02"
	"parse-fide-list|fidelist|parse -f fide-list"
)

# The models (rate --models) and formats (parse --help) PROGRAMS has no
# line for, each with why: tests/conformance/registry.bats fails for one
# named in neither.  (tests/conformance runs every model and format in
# its classes, these too.)
OUTSIDE=(
	"naspa|rates an event round by round: h2h5.tsv has no column round"
	"tsh|not TSV (the matrix damages TSV fields): tests/formats/tsh.bats"
	"tsh-js|JavaScript, not TSV: tests/formats/tsh-js.bats"
	"pairs|a TSV of its own columns (winner loser): tests/formats/pairs.bats"
	"pgn|not TSV: tests/formats/pgn.bats"
	"pbn|not TSV: tests/bridge"
	"egd|not TSV: tests/formats, tests/models/egf"
	"usebio|XML: tests/bridge"
)

# Commands naming a model, profile, format, method or mode that does not
# exist: each a usage error.
UNKNOWN=(
	"parse -f nosuch"
	"score -m nosuch"
	"rank -m nosuch"
	"rate -m nosuch"
	"rate -m frsc -p nosuch"
	"value -m nosuch -r \$RATINGS"
	"value -m frsc -p nosuch -r \$RATINGS"
	"rate -m elo -p nosuch"
	"rate -m fibs -p nosuch"
	"rate -m topcoder -p nosuch"
	"rate -m absp -p nosuch"
	"value -m elo -p nosuch -r \$RATINGS"
)

# The base input of each KIND; sets base.
kind_base() {
	case $1 in
	results | csv) base=$SHARED/eliptic3.tsv ;;
	h2h) base=$FIX/h2h5.tsv ;;
	fibsratings) base=$SHARED/fibs/ranking.tsv ;;
	traveller) base=$SHARED/bridge-seed3.tsv ;;
	scored*) base=$FIX/bridge-seed3-mp.tsv ;;
	history*) base=$FIX/history3.tsv ;;
	trf) base=$SHARED/trf-gros2010.trf ;;
	fidelist) base=$SHARED/fide-list-2012.txt ;;
	*) base=$FIX/ratings4.tsv ;;
	esac
}

# The ratings file that rate FLAGS writes on h2h5.tsv (made once per
# file; with the 1 MiB name of bigname when $RATINGS is the big list).
prior() {
	local f="$*"
	f=$BATS_FILE_TMPDIR/prior${f// /_}
	if [[ $RATINGS == *big* ]]; then
		f=$f-big
		# the big name rated, not put into the list: a list edited so
		# is refused (its digest, column _sum)
		[ -f "$f" ] || bigname < "$FIX/h2h5.tsv" | rate "$@" > "$f"
	else
		[ -f "$f" ] || rate "$@" "$FIX/h2h5.tsv" > "$f"
	fi
	echo "$f"
}


# The clean input of a KIND into FILE (CSV converted); sets RATINGS.
clean_input() {
	local base
	RATINGS=$FIX/ratings4.tsv
	kind_base "$1"
	case $1 in
	csv) tr '\t' ',' < "$base" > "$2" ;;
	*) cp "$base" "$2" ;;
	esac
}
