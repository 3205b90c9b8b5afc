#!/usr/bin/awk -f
# gen.awk - a made-up but realistic FRSc season: duplicate Scrabble games
# of the five collective types over the 2009-2011 calendar (per year:
# Cupa României in April, the national championship CNIS in July, the
# inter-club championship CNSI in October; game counts per type as in
# the FRSc 2012 rules, window(1)), about 60 players who join and leave, scores
# from which parse derives the places (equal scores tie).
#
#   awk -f gen.awk > season.tsv        (same output on every awk: the
#                                       random numbers are our own LCG)
function rnd() {			# Park-Miller minimal standard, exact in doubles
	seed = (seed * 16807) % 2147483647
	return seed / 2147483647
}
function normal(   u, v) {		# sum of uniforms, close enough for a made-up season
	return rnd() + rnd() + rnd() + rnd() + rnd() + rnd() - 3
}
function game(date, event, g, type, year,   i, n, s) {
	n = 0
	for (i = 1; i <= NP; i++) {
		if (year < from[i] || year > to[i] || rnd() > keen[i])
			continue
		s = int(skill[i] + 60 * normal())
		s -= s % 3			# coarse scores make ties happen
		printf "%s\t%s\t%s\t%s\t%s\t%d\n", date, event, g, type, name[i], s
		n++
	}
}
function event(year, mmdd, ev, counts,   t, k, day, g, c, nt, list, j) {
	nt = split(counts, list, ",")
	g = 0
	day = 0
	for (j = 1; j <= nt; j++) {
		split(list[j], c, "=")
		for (k = 1; k <= c[2]; k++) {
			g++
			# four games a day
			game(sprintf("%d-%s-%02d", year, substr(mmdd, 1, 2), substr(mmdd, 4, 2) + int(day / 4)),
			    ev "-" year, g, c[1], year)
			day++
		}
	}
}
BEGIN {
	seed = 20090101
	split("Ana Popescu,Mihai Ionescu,Ioana Stan,Andrei Dumitru,Elena Constantin," \
	    "Radu Georgescu,Maria Ștefănescu,Vlad Marinescu,Cristina Tudor,Bogdan Niculescu," \
	    "Alina Dobre,Sorin Pavel,Gabriela Munteanu,Cătălin Rusu,Diana Ene," \
	    "Florin Barbu,Irina Lazăr,Marius Toma,Raluca Matei,Dan Ciobanu," \
	    "Oana Neagu,Lucian Badea,Simona Roman,Ovidiu Iordache,Carmen Vasile," \
	    "Adrian Preda,Laura Stoica,Victor Nistor,Monica Dinu,Ștefan Moldovan," \
	    "Teodora Anghel,George Mocanu,Roxana Oprea,Paul Dragomir,Bianca Cristea," \
	    "Horia Sârbu,Ilinca Voicu,Costin Manea,Daniela Ispas,Emil Gheorghiu," \
	    "Nicoleta Ursu,Tudor Bălan,Aurelia Pop,Liviu Zamfir,Corina Husar," \
	    "Petru Avram,Silvia Crăciun,Valentin Lupu,Andreea Sandu,Robert Filip," \
	    "Larisa Pîrvu,Nicolae Enache,Camelia Duță,Ionuț Tănase,Veronica Chiriac," \
	    "Sergiu Grigore,Luminița Paraschiv,Octavian Mitrea,Patricia Drăgan,Marian Cozma", name, ",")
	NP = 60
	for (i = 1; i <= NP; i++) {
		skill[i] = 800 + 120 * normal()
		keen[i] = 0.35 + 0.6 * rnd()
		from[i] = 2009 + (rnd() < 0.25) + (rnd() < 0.15)
		to[i] = 2011 - (rnd() < 0.2)
		if (to[i] < from[i])
			to[i] = from[i]
	}
	print "date\tevent\tgame\ttype\tplayer\tpoints"
	for (y = 2009; y <= 2011; y++) {
		event(y, "04-10", "CR", "clasic=4,completiv=2,compunere=2")
		event(y, "07-01", "CNIS", "clasic=14,completiv=14,eliptic=14,compunere=14,anticipatie=14")
		event(y, "10-16", "CNSI", "clasic=2,completiv=2,compunere=2")
	}
}
