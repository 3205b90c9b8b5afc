// bench/peers/skill-rate.mjs trueskill|openskill FILE: the peer's side of
// a timing against rate -m trueskill / rate -m wenglin: a free-for-all
// results stream (date event game type player place, one game per event
// and game, rows of a game together, as tests/peer/skill-peer.mjs writes
// it) rated game by game with ts-trueskill or openskill (their defaults),
// "player mu sigma" per player on stdout.  Run with the packages under
// tests/peer/node_modules:
//     NODE_PATH=tests/peer/node_modules node bench/peers/skill-rate.mjs trueskill ffa.tsv
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

const [which, file] = process.argv.slice(2)
const req = createRequire(resolve(process.env.NODE_PATH ?? 'tests/peer/node_modules', 'x.js'))
const lines = readFileSync(file, 'utf8').split('\n')
const col = Object.fromEntries(lines[0].split('\t').map((c, i) => [c, i]))
const games = []
let key = null
for (const l of lines.slice(1)) {
  if (!l) continue
  const f = l.split('\t'), k = f[col.event] + '\t' + f[col.game]
  if (k !== key) { games.push([]); key = k }
  games[games.length - 1].push([f[col.player], Number(f[col.place])])
}
const st = new Map()
if (which === 'trueskill') {
  const { TrueSkill } = req('ts-trueskill')
  const env = new TrueSkill()
  for (const g of games) {
    const r = env.rate(g.map(([p]) => [st.get(p) ?? env.createRating()]), g.map(([, q]) => q))
    g.forEach(([p], i) => st.set(p, r[i][0]))
  }
} else {
  const { rating, rate } = req('openskill')
  for (const g of games) {
    const r = rate(g.map(([p]) => [st.get(p) ?? rating()]), { rank: g.map(([, q]) => q) })
    g.forEach(([p], i) => st.set(p, r[i][0]))
  }
}
const out = ['player\tmu\tsigma']
for (const [p, r] of st) out.push(`${p}\t${r.mu}\t${r.sigma}`)
process.stdout.write(out.join('\n') + '\n')
