# A TRF player line, for tests that write small TRFs (trf.bats, rank-report.bats):
# p START NAME RATING FIDE-ID BIRTH POINTS [OPP COLOUR RESULT]...
# (columns: start 5-8, name 15-47, rating 49-52, FIDE number 58-68,
# birth 70-79, points 81-84, round r at 92 + 10 (r - 1)).
p() {
	local s=$1 name=$2 r=$3 id=$4 b=$5 pts=$6
	shift 6
	printf '001 %4s %1s%3s %-33s %4s %3s %11s %-10s %4s %4s' "$s" "" "" "$name" "$r" "" "$id" "$b" "$pts" ""
	while [ $# -ge 3 ]; do printf '  %4s %1s %1s' "$1" "$2" "$3"; shift 3; done
	printf '\n'
}
