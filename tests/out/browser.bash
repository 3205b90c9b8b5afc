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
	plain_only
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

# browser_wrap WIDTH PAGE...: writes the wrapper in the test's directory,
# prints its path: an iframe of WIDTH px per page (one browser for them
# all: a browser's start is most of a check's time).  Once the page and
# every frame have loaded, the script lists in <pre id="measure"> one line per
# finding, each led by the page's number (1, 2, ...):
#   N doc SCROLLWIDTH CLIENTWIDTH           always, for the frame's document
#   N scroll TAG.CLASS SCROLLWIDTH CLIENTWIDTH  an element that scrolls or
#                                         clips sideways (overflow-x not visible;
#                                         not a 1-px box kept for screen readers)
#   N image SRC                           an image that did not load
browser_wrap() {
	local width=$1 wrap p dir n=0
	shift
	wrap=$(mktemp "$BATS_TEST_TMPDIR/measure.XXXXXX.html")
	{
		printf '<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;overflow:hidden">\n'
		for p in "$@"; do
			n=$((n + 1))
			dir=$(cd "$(dirname "$p")" && pwd)
			printf '<iframe id="f%d" src="file://%s/%s" style="width:%dpx;height:900px;border:0;display:block"></iframe>\n' \
				"$n" "$dir" "$(basename "$p")" "$width"
		done
		cat <<HTML
<pre id="measure"></pre>
<script>
var frames = document.getElementsByTagName('iframe'), out = [];
function measure(k, f) {
	var d = f.contentDocument, r = d.documentElement, w = f.contentWindow;
	out.push(k + ' doc ' + r.scrollWidth + ' ' + r.clientWidth);
	var all = d.body ? d.body.getElementsByTagName('*') : [];
	for (var i = 0; i < all.length; i++) {
		var e = all[i], ox = w.getComputedStyle(e).overflowX;
		/* a box of 1 px or none is hidden for the eye, kept for screen readers */
		if (ox !== 'visible' && e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1)
			out.push(k + ' scroll ' + e.tagName.toLowerCase() + '.' +
				(e.className.baseVal !== undefined ? e.className.baseVal : e.className) +
				' ' + e.scrollWidth + ' ' + e.clientWidth);
	}
	for (var j = 0; j < d.images.length; j++)
		if (!d.images[j].complete || d.images[j].naturalWidth === 0) out.push(k + ' image ' + d.images[j].src);
}
/* the window's load comes after every frame's: none is missed, however
 * soon a frame loads (a frame's own onload, set by this script, can come
 * too late for a page read from disk at once) */
window.addEventListener('load', function () {
	for (var i = 0; i < frames.length; i++)
		measure(i + 1, frames[i]);
	document.getElementById('measure').textContent = out.sort().join('\\n');
});
</script></body></html>
HTML
	} > "$wrap"
	printf '%s\n' "$wrap"
}

# page_measure WIDTH PAGE...: the findings above, then "0 console MESSAGE"
# for each message a page logged (errors, failed loads).
page_measure() {
	local wrap log
	wrap=$(browser_wrap "$@")
	log=$(mktemp "$BATS_TEST_TMPDIR/console.XXXXXX")
	browser_run "$wrap" --window-size=1280,1000 --virtual-time-budget=10000 --dump-dom 2> "$log" |
		awk '/<pre id="measure">/ { sub(/.*<pre id="measure">/, ""); on = 1 }
			on { end = sub(/<\/pre>.*/, ""); print; if (end) exit }'
	grep -F 'CONSOLE' "$log" | sed 's/^[^]]*] /0 console /' || true
	rm -f "$wrap"
}

# pages_fit WIDTH PAGE...: succeeds when nothing on any page scrolls or
# clips sideways at WIDTH px, every image loaded and the console stayed
# quiet; otherwise prints what did not (and which page) and fails.
pages_fit() {
	local width=$1 m bad n
	shift
	m=$(page_measure "$width" "$@")
	n=$(printf '%s\n' "$m" | awk '$2 == "doc"' | wc -l)
	[ "$n" -eq $# ] || { echo "pages_fit: $n measures from chromium for $# pages at $width px"; return 1; }
	bad=$(printf '%s\n' "$m" | awk '$2 == "doc" && $3 > $4 + 1 { print; next }
		$2 == "scroll" || $2 == "image" || $2 == "console" { print }')
	[ -z "$bad" ] || { printf 'at %s px (pages: %s):\n%s\n' "$width" "$*" "$bad"; return 1; }
}

# page_fits PAGE WIDTH: pages_fit for one page.
page_fits() {
	pages_fit "$2" "$1"
}

# page_shot PAGE WIDTH PNG: a screenshot of PAGE in a WIDTH-px frame.
page_shot() {
	local wrap
	wrap=$(browser_wrap "$2" "$1")
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
