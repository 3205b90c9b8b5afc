#!/usr/bin/env bats
# examples/sweep (GNU parallel) and examples/whatif/models.sh: a grid of
# parameters x models over one history, merged into one table; the sweep
# runs when parallel is installed (skipped otherwise).
load ../helpers

# One test at a time in this file under tests/run's --jobs: each test runs
# the sweep with -j 2 (both cores) or starts its own sshd pair or Slurm
# with munged; side by side they would only wait on each other.
setup_file() {
	export BATS_NO_PARALLELIZE_WITHIN_FILE=true
}

@test "sweep: a small grid with -j 2 equals the jobs run one by one; -S : (the --sshlogin path) too" {
	command -v parallel > /dev/null || skip "GNU parallel not installed (apt-get install parallel)"
	score < "$RP_TOP/examples/backgammon/season.tsv" > "$T/h.tsv"
	printf '%s\n' "glicko --c 15" "glicko2 --tau 0.8" "trueskill --beta 8" "wenglin" \
	    "topcoder -p elo-mmr" > "$T/grid"
	GRID=$T/grid run "$RP_TOP/examples/sweep/sweep.sh" -j 2 "$T/h.tsv"
	[ "$status" -eq 0 ]
	echo "$output" > "$T/table.tsv"
	# one header, one row per grid line (one type), in the grid's order
	[ "$(head -n 1 "$T/table.tsv" | cut -f 1,2,8)" = "$(printf 'model\tflags\tlogloss')" ]
	[ "$(tail -n +2 "$T/table.tsv" | cut -f 1,2)" = "$(awk '{ m = $1; $1 = ""; sub(/^ /, ""); printf "%s\t%s\n", m, $0 }' "$T/grid")" ]
	# each row is what the pipeline gives alone, up to rankdev (the header's
	# columns: glicko2 adds the three-outcome games3 logloss3 brier3)
	rate -m glicko2 --tau 0.8 --history "$T/h.tsv" | rank --eval --burn-in 3 | tail -n 1 |
		cut -f 1-9 > "$T/one"
	[ "$(awk -F'\t' '$1 == "glicko2"' "$T/table.tsv" | cut -f 3-)" = "$(cat "$T/one")" ]
	# the remote path (--sshlogin with --basefile), on this machine
	GRID=$T/grid run "$RP_TOP/examples/sweep/sweep.sh" -j 2 -S 2/: "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | grep -v '^parallel: Warning')" = "$(cat "$T/table.tsv")" ]
	# a failing job fails the sweep
	echo "glicko --c -5" > "$T/bad"
	GRID=$T/bad run "$RP_TOP/examples/sweep/sweep.sh" -j 1 "$T/h.tsv"
	[ "$status" -ne 0 ]
}

# The models README.md says the sweep cannot score (its "Not in the
# grid" list: the names in backquotes before each item's colon).
unscored() {
	awk '/^Not in the grid:/ { on = 1; next } on && /^## / { exit }
		on && /^- / { sub(/:.*/, ""); print }' "$RP_TOP/examples/sweep/README.md" |
		grep -oE '`[a-z0-9]+`' | tr -d '`' | sort
}

# Item 7 of issue 35: a model whose history rank --eval could not score
# (ecf, uscf: no prev column) was dropped from the table, and the sweep
# exited 0 (job.sh's `rank | awk`: awk's status).  Every model is either
# in the grid, each line of which scores at least one pair, or in the
# README's list, each of which fails job.sh with its name said.
@test "sweep: every model is scored by the grid or documented as not scorable, and then an error" {
	score < "$RP_TOP/examples/backgammon/season.tsv" > "$T/h.tsv"
	local models grid listed m line
	models=$(rate --help | awk '/^Models:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { exit }' | sort)
	grid=$(sh "$RP_TOP/examples/sweep/grid.sh" | awk '{ print $1 }' | sort -u)
	listed=$(unscored)
	[ -n "$listed" ]
	[ "$(printf '%s\n%s\n' "$grid" "$listed" | sort)" = "$models" ] ||
		{ echo "models: $models"; echo "grid: $grid"; echo "not scorable: $listed"; false; }
	for m in $listed; do
		status=0
		sh "$RP_TOP/examples/sweep/job.sh" "$T/h.tsv" "$m" > "$T/out" 2> "$T/err" || status=$?
		[ "$status" -eq 1 ] && [ ! -s "$T/out" ] && grep -q "^job.sh: $m: " "$T/err" ||
			{ echo "$m: exit $status:"; cat "$T/out" "$T/err"; false; }
	done
	# every grid line scores pairs (one row of the season's one type)
	while read -r line; do
		status=0
		sh "$RP_TOP/examples/sweep/job.sh" "$T/h.tsv" "$line" > "$T/out" 2> "$T/err" || status=$?
		[ "$status" -eq 0 ] && [ "$(awk -F'\t' '$7 > 0' "$T/out" | wc -l)" -eq 1 ] ||
			{ echo "$line: exit $status:"; cat "$T/out" "$T/err"; false; }
	done < <(sh "$RP_TOP/examples/sweep/grid.sh")
}

@test "sweep: a model it cannot score stops the sweep with its name, never a table without it" {
	command -v parallel > /dev/null || skip "GNU parallel not installed (apt-get install parallel)"
	score < "$RP_TOP/examples/backgammon/season.tsv" > "$T/h.tsv"
	printf '%s\n' "glicko --c 15" "ecf" "wenglin" > "$T/grid"
	status=0
	GRID=$T/grid "$RP_TOP/examples/sweep/sweep.sh" -j 1 "$T/h.tsv" > "$T/out" 2> "$T/err" || status=$?
	[ "$status" -ne 0 ]
	grep -q '^job.sh: ecf: rank --eval cannot score its history' "$T/err"
	# and a grid line that scores no pair (elo without --initial: no player rated)
	printf '%s\n' "glicko --c 15" "elo" > "$T/grid"
	status=0
	GRID=$T/grid "$RP_TOP/examples/sweep/sweep.sh" -j 1 "$T/h.tsv" > "$T/out" 2> "$T/err" || status=$?
	[ "$status" -ne 0 ]
	grep -q '^job.sh: elo: rank --eval scored no pair' "$T/err"
}

@test "whatif models: every model on the backgammon season, one table of scores" {
	run "$RP_TOP/examples/whatif/models.sh" "$T/out"
	[ "$status" -eq 0 ]
	# 12 model lines, the same rows and pairs for each (the same burn-in)
	[ "$(tail -n +2 "$T/out/scores.tsv" | wc -l)" -eq 12 ]
	[ "$(tail -n +2 "$T/out/scores.tsv" | cut -f 2-6 | sort -u | wc -l)" -eq 1 ]
	for m in fibs elo frsc topcoder glicko glicko2 trueskill wenglin; do
		grep -q "^$m" "$T/out/scores.tsv"
	done
	# sorted by log-loss, every one finite and positive
	tail -n +2 "$T/out/scores.tsv" | cut -f 7 | sort -g -c
	awk -F'\t' 'NR > 1 && !($7 > 0 && $7 < 5) { exit 1 }' "$T/out/scores.tsv"
	[[ "$output" == *"glicko -p playerratings"* ]]
}

# Two "hosts" on this machine: an sshd each on 127.0.0.1, each login with
# its own HOME (where GNU parallel puts the jobs' directories) and the
# programs of this build on its PATH.  Prints the ssh config's path.
two_hosts() {
	local n port
	mkdir -p "$T/ssh" /run/sshd 2> /dev/null || true
	ssh-keygen -q -t ed25519 -N '' -f "$T/ssh/hostkey"
	ssh-keygen -q -t ed25519 -N '' -f "$T/ssh/client"
	cp "$T/ssh/client.pub" "$T/ssh/authorized_keys"
	: > "$T/ssh/config"
	for n in 1 2; do
		port=$((20000 + RANDOM % 20000))
		mkdir -p "$T/home$n"
		cat > "$T/ssh/sshd$n.conf" <<-EOC
		Port $port
		ListenAddress 127.0.0.1
		HostKey $T/ssh/hostkey
		AuthorizedKeysFile $T/ssh/authorized_keys
		StrictModes no
		UsePAM no
		PermitRootLogin yes
		PasswordAuthentication no
		PidFile $T/ssh/sshd$n.pid
		SetEnv HOME=$T/home$n PATH=$RP_BIN:/usr/local/bin:/usr/bin:/bin
		EOC
		"$(command -v sshd || echo /usr/sbin/sshd)" -f "$T/ssh/sshd$n.conf" -E "$T/ssh/sshd$n.log"
		printf 'Host host%s\n  HostName 127.0.0.1\n  Port %s\n' "$n" "$port" >> "$T/ssh/config"
	done
	printf 'Host *\n  IdentityFile %s\n  StrictHostKeyChecking no\n  UserKnownHostsFile /dev/null\n  LogLevel ERROR\n  BatchMode yes\n' \
	    "$T/ssh/client" >> "$T/ssh/config"
}

stop_hosts() {
	local n
	for n in 1 2; do
		[ -f "$T/ssh/sshd$n.pid" ] && kill "$(cat "$T/ssh/sshd$n.pid")" 2> /dev/null || true
	done
}

@test "sweep -S over ssh: two hosts (sshd on 127.0.0.1), the same table as on one machine" {
	command -v parallel > /dev/null || skip "GNU parallel not installed (apt-get install parallel)"
	{ command -v sshd || [ -x /usr/sbin/sshd ]; } > /dev/null || skip "no sshd (apt-get install openssh-server)"
	command -v rsync > /dev/null || skip "no rsync (GNU parallel copies files with it)"
	[ "$(id -u)" -eq 0 ] || [ -d /run/sshd ] || skip "sshd needs /run/sshd (root)"
	# the transport is the scripts' (the sanitizer pass checks the programs' memory)
	plain_only
	score < "$RP_TOP/examples/backgammon/season.tsv" > "$T/h.tsv"
	printf '%s\n' "glicko --c 15" "glicko2 --tau 0.8" "trueskill --beta 8" "wenglin" \
	    "topcoder -p elo-mmr" "fibs" > "$T/grid"
	GRID=$T/grid "$RP_TOP/examples/sweep/sweep.sh" -j 2 "$T/h.tsv" > "$T/local.tsv"
	two_hosts
	for n in 1 2; do
		for i in 1 2 3 4 5 6 7 8 9 10; do ssh -F "$T/ssh/config" "host$n" true 2> /dev/null && break; sleep 0.2; done
	done
	status=0
	GRID=$T/grid PARALLEL_SSH="ssh -F $T/ssh/config" \
	    "$RP_TOP/examples/sweep/sweep.sh" -S 1/host1,1/host2 "$T/h.tsv" > "$T/remote.tsv" 2> "$T/err" || status=$?
	stop_hosts
	cat "$T/err"
	[ "$status" -eq 0 ]
	cmp "$T/local.tsv" "$T/remote.tsv"
	[ "$(tail -n +2 "$T/remote.tsv" | wc -l)" -eq 6 ]
	# both hosts ran jobs; nothing is left in their home directories
	grep -q "Accepted publickey" "$T/ssh/sshd1.log"
	grep -q "Accepted publickey" "$T/ssh/sshd2.log"
	[ -z "$(find "$T/home1" "$T/home2" -name history.tsv)" ]
	[ ! -e "$HOME/history.tsv" ] || [ "$HOME/history.tsv" -ot "$T/h.tsv" ]
}

# A one-node Slurm on this machine: munged, slurmctld and slurmd of
# Debian's slurm-wlm and munge, on ports of their own, all their files
# in $T/slurm; SLURM_CONF exported for sbatch.
start_slurm() {
	local d=$T/slurm port=$((20000 + RANDOM % 20000)) host
	host=$(hostname)
	mkdir -p "$d/munge" "$d/state" "$d/spool"
	chmod 700 "$d/munge"
	dd if=/dev/urandom of="$d/munge/key" bs=128 count=1 2> /dev/null
	chmod 600 "$d/munge/key"
	munged --force --socket="$d/munge/socket" --pid-file="$d/munge/pid" \
	    --key-file="$d/munge/key" --log-file="$d/munge/log" --seed-file="$d/munge/seed"
	cat > "$d/slurm.conf" <<-EOC
	ClusterName=ratepipe
	SlurmctldHost=$host(127.0.0.1)
	SlurmctldPort=$port
	SlurmdPort=$((port + 1))
	SlurmUser=root
	SlurmdUser=root
	AuthType=auth/munge
	AuthInfo=socket=$d/munge/socket
	CredType=cred/munge
	StateSaveLocation=$d/state
	SlurmdSpoolDir=$d/spool
	SlurmctldPidFile=$d/slurmctld.pid
	SlurmdPidFile=$d/slurmd.pid
	SlurmctldLogFile=$d/slurmctld.log
	SlurmdLogFile=$d/slurmd.log
	ProctrackType=proctrack/linuxproc
	TaskPlugin=task/none
	SelectType=select/cons_tres
	SelectTypeParameters=CR_CPU
	JobCompType=jobcomp/none
	AccountingStorageType=accounting_storage/none
	MpiDefault=none
	ReturnToService=2
	NodeName=$host NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN
	PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
	EOC
	export SLURM_CONF=$d/slurm.conf
	slurmctld -f "$SLURM_CONF"
	slurmd -f "$SLURM_CONF"
	for _ in $(seq 50); do sinfo -h -o %t 2> /dev/null | grep -q idle && return 0; sleep 0.2; done
	echo "slurm did not come up:"; tail -n 5 "$d/slurmctld.log" "$d/slurmd.log"
	return 1
}

stop_slurm() {
	local d=$T/slurm f
	for f in "$d/slurmd.pid" "$d/slurmctld.pid" "$d/munge/pid"; do
		[ -f "$f" ] && kill "$(cat "$f")" 2> /dev/null || true
	done
}

@test "sweep as a Slurm job array (one node on this machine): the same table as on one machine" {
	command -v parallel > /dev/null || skip "GNU parallel not installed (the local run to compare with)"
	for p in munged slurmctld slurmd sbatch sinfo; do
		command -v "$p" > /dev/null || [ -x "/usr/sbin/$p" ] || skip "no $p (apt-get install slurm-wlm munge)"
	done
	[ "$(id -u)" -eq 0 ] || skip "the test's one-node Slurm runs its daemons as root"
	plain_only
	PATH=$PATH:/usr/sbin
	score < "$RP_TOP/examples/backgammon/season.tsv" > "$T/h.tsv"
	printf '%s\n' "glicko --c 15" "glicko2 --tau 0.8" "trueskill --beta 8" "wenglin" > "$T/grid"
	GRID=$T/grid "$RP_TOP/examples/sweep/sweep.sh" -j 2 "$T/h.tsv" > "$T/local.tsv"
	status=0
	start_slurm || status=$?
	if [ "$status" -eq 0 ]; then
		GRID=$T/grid SWEEP_DIR=$T "$RP_TOP/examples/sweep/slurm.sh" -j 2 "$T/h.tsv" \
		    > "$T/slurm.tsv" 2> "$T/err" || status=$?
	fi
	stop_slurm
	cat "$T/err" 2> /dev/null || true
	[ "$status" -eq 0 ]
	cmp "$T/local.tsv" "$T/slurm.tsv"
	# the sweep's directory is gone
	[ -z "$(find "$T" -maxdepth 1 -name 'sweep.*')" ]
}
