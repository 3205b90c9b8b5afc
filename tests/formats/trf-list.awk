# mklist.awk -v year=Y TRF: FIDE's single-list TXT layout for the rated
# players of a TRF (rating 49-52, FIDE number 58-68, birth 70-73), K by
# the 2024 rules for a player with 30 games or more (40 for a junior
# under 2300 until the end of the year of the 18th birthday).
BEGIN { printf "%-15s%-61s%-4s%-4s%-5s%-5s%-15s%-4s%-6s%-4s%-3s%-6s%s\n", "ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "OCT10", "Gms", "K", "B-day", "Flag" }
/^001/ {
	r = substr($0, 49, 4) + 0; id = substr($0, 58, 11) + 0; b = substr($0, 70, 4) + 0
	if (r <= 0 || id <= 0) next
	k = (b && year - b <= 18 && r < 2300) ? 40 : r >= 2400 ? 10 : 20
	name = substr($0, 15, 33); sub(/ +$/, "", name)
	printf "%-15s%-61s%-4s%-4s%-5s%-5s%-15s%-4s%-6s%-4s%-3s%-6s%s\n", id, name, substr($0, 54, 3), "M", "", "", "", "", r, 0, k, b ? b : "", ""
}
