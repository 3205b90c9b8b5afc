# The programs every hardening test runs (badinput.bats, pipefail.bats,
# determinism.bats).  A new program, model or format is one line here.
# shellcheck disable=SC2034

# NAME|KIND|COMMAND.  KIND is the input the program reads:
#   results  a results stream (eliptic3.tsv); csv the same as CSV;
#   ratings  a ratings stream (ratings4.tsv, rate's output on eliptic3);
#   table    any TSV (format), given as a ratings stream.
# $RATINGS in a command is the rating list that value reads.
PROGRAMS=(
	"parse-tsv|results|parse -f tsv"
	"parse-csv|csv|parse -f csv"
	"window|results|window -n 3"
	"score|results|score"
	"rate-frsc|results|rate -m frsc -n 3"
	"rate-frsc-history|results|rate -m frsc -n 3 --history"
	"value-frsc|results|value -m frsc -r \$RATINGS"
	"rank|ratings|rank"
	"format|table|format -c player,rating"
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
)


# The clean input of a KIND into FILE (CSV converted); sets RATINGS.
clean_input() {
	RATINGS=$FIX/ratings4.tsv
	case $1 in
	results) cp "$FIX/eliptic3.tsv" "$2" ;;
	csv) tr '\t' ',' < "$FIX/eliptic3.tsv" > "$2" ;;
	*) cp "$FIX/ratings4.tsv" "$2" ;;
	esac
}
