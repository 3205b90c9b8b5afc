# Headless Chromium checks for the pages format writes; `load browser`
# from a tests/out/*.bats file (after `load ../helpers`).
#
# Headless Chromium will not make a window narrower than 500 px, so a
# page is measured inside an iframe of the width asked for, in a wrapper
# page that reads the frame's layout once it has loaded (same origin
# under --allow-file-access-from-files). The page itself carries no
# script for this: what is measured is the page as published.

browser_need() {
	command -v chromium > /dev/null || skip "chromium is not installed (.ci/run installs it)"
	# the pages are the same bytes from both builds (determinism.bats):
	# a browser reads them once
	case ${RP_BIN:-} in *build-san*) skip "run once, with the plain build" ;; esac
}

# browser_run WRAPPER [ARGS...]: chromium on one local file, its console
# on stderr (one "CONSOLE" line per message the pages logged).
browser_run() {
	local page=$1; shift
	timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--allow-file-access-from-files --enable-logging=stderr --v=0 \
		--user-data-dir="$(mktemp -d "$BATS_TEST_TMPDIR/chr.XXXXXX")" "$@" "file://$page"
}

# browser_wrap PAGE WIDTH: writes the wrapper beside PAGE, prints its path.
# The script lists, in <pre id="measure">, one line per finding:
#   doc SCROLLWIDTH CLIENTWIDTH           always, for the frame's document
#   scroll TAG.CLASS SCROLLWIDTH CLIENTWIDTH  an element that scrolls or
#                                         clips sideways (overflow-x not visible;
#                                         not a 1-px box kept for screen readers)
#   image SRC                             an image that did not load
browser_wrap() {
	local page=$1 width=$2 dir base wrap
	dir=$(cd "$(dirname "$page")" && pwd) base=$(basename "$page")
	wrap=$dir/.measure-$width-$base
	cat > "$wrap" <<HTML
<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;overflow:hidden">
<iframe id="f" src="$base" style="width:${width}px;height:900px;border:0"></iframe>
<pre id="measure"></pre>
<script>
document.getElementById('f').onload = function () {
	var d = this.contentDocument, r = d.documentElement, out = [];
	out.push('doc ' + r.scrollWidth + ' ' + r.clientWidth);
	var all = d.body ? d.body.getElementsByTagName('*') : [];
	for (var i = 0; i < all.length; i++) {
		var e = all[i], ox = this.contentWindow.getComputedStyle(e).overflowX;
		/* a box of 1 px or none is hidden for the eye, kept for screen readers */
		if (ox !== 'visible' && e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1)
			out.push('scroll ' + e.tagName.toLowerCase() + '.' + (e.className.baseVal !== undefined ? e.className.baseVal : e.className) +
				' ' + e.scrollWidth + ' ' + e.clientWidth);
	}
	for (var j = 0; j < d.images.length; j++)
		if (!d.images[j].complete || d.images[j].naturalWidth === 0) out.push('image ' + d.images[j].src);
	document.getElementById('measure').textContent = out.join('\n');
};
</script></body></html>
HTML
	printf '%s\n' "$wrap"
}

# page_measure PAGE WIDTH: the findings above, then "console MESSAGE" for
# each message the page logged (errors, failed loads).
page_measure() {
	local wrap log
	wrap=$(browser_wrap "$1" "$2")
	log=$(mktemp "$BATS_TEST_TMPDIR/console.XXXXXX")
	browser_run "$wrap" --window-size=1280,1000 --virtual-time-budget=5000 --dump-dom 2> "$log" |
		awk '/<pre id="measure">/ { sub(/.*<pre id="measure">/, ""); on = 1 }
			on { end = sub(/<\/pre>.*/, ""); print; if (end) exit }'
	grep -F 'CONSOLE' "$log" | sed 's/^[^]]*] /console /' || true
	rm -f "$wrap"
}

# page_fits PAGE WIDTH: succeeds when nothing on the page scrolls or clips
# sideways at WIDTH px, every image loaded and the console stayed quiet;
# otherwise prints what did not and fails.
page_fits() {
	local m bad
	m=$(page_measure "$1" "$2")
	bad=$(printf '%s\n' "$m" | awk '$1 == "doc" && $2 > $3 + 1 { print; next }
		$1 == "scroll" || $1 == "image" || $1 == "console" { print }')
	[ -n "$m" ] || { echo "page_fits: no measure from chromium for $1 at $2 px"; return 1; }
	[ -z "$bad" ] || { printf '%s at %s px:\n%s\n' "$1" "$2" "$bad"; return 1; }
}

# page_shot PAGE WIDTH PNG: a screenshot of PAGE in a WIDTH-px frame.
page_shot() {
	local wrap
	wrap=$(browser_wrap "$1" "$2")
	browser_run "$wrap" --window-size=$(( $2 < 500 ? 500 : $2 )),900 --screenshot="$3" > /dev/null 2>&1
	rm -f "$wrap"
	[ -s "$3" ]
}

# links_resolve DIR: every relative href and src in DIR's .html files names
# a file that exists (fragments and queries dropped); prints each that does
# not and fails.
links_resolve() {
	local dir=$1 bad=0 f l
	while IFS= read -r f; do
		while IFS= read -r l; do
			case $l in ''|\#*|*://*|mailto:*|data:*) continue ;; esac
			l=${l%%#*} l=${l%%\?*}
			[ -e "$(dirname "$f")/$l" ] || { echo "$f: $l does not resolve"; bad=1; }
		done < <(grep -o -E '(href|src)="[^"]*"' "$f" | sed -E 's/^(href|src)="//; s/"$//; s/&amp;/\&/g')
	done < <(find "$dir" -name '*.html')
	return $bad
}
