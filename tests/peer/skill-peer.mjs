// tests/peer/skill-peer.mjs OUTDIR [GAMES [SEED]]: a generated free-for-all
// history (3 to 8 players a game from a pool of 30, some tied places) as
// a ratepipe results stream, rated game by game with the npm packages
// ts-trueskill (TrueSkill, its defaults) and openskill (Weng-Lin
// Plackett-Luce, its defaults): OUTDIR/ffa.tsv, trueskill.tsv,
// openskill.tsv (player mu sigma).  For tests/models/skill/trueskill-peer.bats; the
// packages are installed under tests/peer/node_modules, never committed.
import { writeFileSync } from 'node:fs'
import { TrueSkill, Rating } from 'ts-trueskill'
import { rating, rate } from 'openskill'

const [out, ngames = '200', seed0 = '1'] = process.argv.slice(2)
let seed = Number(seed0)
const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648 }

const env = new TrueSkill()
const ts = new Map(), os = new Map()
const rows = ['date\tevent\tgame\ttype\tplayer\tplace']
for (let g = 1; g <= Number(ngames); g++) {
  const n = 3 + Math.floor(rand() * 6)
  const field = []
  while (field.length < n) {
    const p = 'p' + (1 + Math.floor(rand() * 30))
    if (!field.includes(p)) field.push(p)
  }
  // places from a noisy strength, ties when the points are equal
  const pts = field.map(p => Math.floor((Number(p.slice(1)) % 7) + rand() * 6))
  const place = pts.map(x => 1 + pts.filter(y => y > x).length)
  const day = String(1 + (g % 28)).padStart(2, '0'), month = String(1 + Math.floor(g / 28) % 12).padStart(2, '0')
  const date = `${2020 + Math.floor(g / 336)}-${month}-${day}`
  field.forEach((p, i) => rows.push(`${date}\tE${g}\t1\tffa\t${p}\t${place[i]}`))
  const tsNew = env.rate(field.map(p => [ts.get(p) ?? env.createRating()]), place)
  field.forEach((p, i) => ts.set(p, tsNew[i][0]))
  const osNew = rate(field.map(p => [os.get(p) ?? rating()]), { rank: place })
  field.forEach((p, i) => os.set(p, osNew[i][0]))
}
writeFileSync(`${out}/ffa.tsv`, rows.join('\n') + '\n')
const table = m => ['player\tmu\tsigma', ...[...m].map(([p, r]) => `${p}\t${r.mu}\t${r.sigma}`)].join('\n') + '\n'
writeFileSync(`${out}/trueskill.tsv`, table(ts))
writeFileSync(`${out}/openskill.tsv`, table(os))
