// tests/peer/skill-teams.mjs OUTDIR [GAMES [SEED]]: a generated history of
// team games (2 to 5 teams of 1 to 3 players from a pool of 40, tied
// places now and then) as a ratepipe results stream with a `team` column
// (OUTDIR/teams.tsv), rated game by game with the npm package openskill
// (Weng-Lin Plackett-Luce, its defaults, teams): OUTDIR/openskill-teams.tsv
// (player mu sigma), and ts-trueskill (TrueSkill, its defaults, teams):
// trueskill-teams.tsv; the same games with a `weight` column (partial
// play: 1, 0.75, 0.5 or 0.25) rated by ts-trueskill: teams-w.tsv,
// trueskill-teams-w.tsv.  For tests/models/skill/skill-teams.bats; the package is
// installed under tests/peer/node_modules, never committed.
import { writeFileSync } from 'node:fs'
import { rating, rate } from 'openskill'
import { TrueSkill } from 'ts-trueskill'

const [out, ngames = '200', seed0 = '1'] = process.argv.slice(2)
let seed = Number(seed0)
const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648 }

const os = new Map(), ts = new Map(), tw = new Map()
const env = new TrueSkill()
const rows = ['date\tevent\tgame\ttype\tplayer\tplace\tteam']
const wrows = ['date\tevent\tgame\ttype\tplayer\tplace\tteam\tweight']
for (let g = 1; g <= Number(ngames); g++) {
  const nt = 2 + Math.floor(rand() * 4)
  const used = new Set()
  const teams = []
  for (let k = 0; k < nt; k++) {
    const size = 1 + Math.floor(rand() * 3)
    const team = []
    while (team.length < size) {
      const p = 'p' + (1 + Math.floor(rand() * 40))
      if (!used.has(p)) { used.add(p); team.push(p) }
    }
    teams.push(team)
  }
  // places from a noisy strength, ties when the points are equal
  const pts = teams.map(t => Math.floor(t.reduce((a, p) => a + Number(p.slice(1)) % 5, 0) / t.length + rand() * 4))
  // openskill's rank: the teams'; the stream's place counts the players
  // ahead, as tied players share a place (a team's players are tied)
  const place = pts.map(x => 1 + pts.filter(y => y > x).length)
  const rowPlace = pts.map(x => 1 + teams.filter((t, j) => pts[j] > x).reduce((a, t) => a + t.length, 0))
  const day = String(1 + (g % 28)).padStart(2, '0'), month = String(1 + Math.floor(g / 28) % 12).padStart(2, '0')
  const date = `${2020 + Math.floor(g / 336)}-${month}-${day}`
  const weights = teams.map(t => t.map(() => [1, 0.75, 0.5, 0.25][Math.floor(rand() * 4)]))
  teams.forEach((t, k) => t.forEach((p, j) => {
    rows.push(`${date}\tE${g}\t1\tteams\t${p}\t${rowPlace[k]}\tt${k + 1}`)
    wrows.push(`${date}\tE${g}\t1\tteams\t${p}\t${rowPlace[k]}\tt${k + 1}\t${weights[k][j]}`)
  }))
  const now = rate(teams.map(t => t.map(p => os.get(p) ?? rating())), { rank: place })
  teams.forEach((t, k) => t.forEach((p, j) => os.set(p, now[k][j])))
  const tnow = env.rate(teams.map(t => t.map(p => ts.get(p) ?? env.createRating())), place)
  teams.forEach((t, k) => t.forEach((p, j) => ts.set(p, tnow[k][j])))
  const wnow = env.rate(teams.map(t => t.map(p => tw.get(p) ?? env.createRating())), place, weights)
  teams.forEach((t, k) => t.forEach((p, j) => tw.set(p, wnow[k][j])))
}
writeFileSync(`${out}/teams.tsv`, rows.join('\n') + '\n')
const table = m => ['player\tmu\tsigma', ...[...m].map(([p, r]) => `${p}\t${r.mu}\t${r.sigma}`)].join('\n') + '\n'
writeFileSync(`${out}/openskill-teams.tsv`, table(os))
writeFileSync(`${out}/teams-w.tsv`, wrows.join('\n') + '\n')
writeFileSync(`${out}/trueskill-teams.tsv`, table(ts))
writeFileSync(`${out}/trueskill-teams-w.tsv`, table(tw))
