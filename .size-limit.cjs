// The JS a browser loads for /my-photos/photos before the first thumbnail: the entry and its static imports, the
// photos page's chunk and its static imports, all read from Vite's manifest (dist.manifest.json, beside the build) so a renamed
// or newly split chunk is always counted.
const { readFileSync } = require('node:fs')

const manifest = JSON.parse(readFileSync('dist.manifest.json', 'utf8'))
const files = new Set()
function follow(key) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) follow(imported)
}
// Both entries: the app's (index.html) and the head start (src/app/head-start.ts, decision 0063), which the HTML loads too.
for (const entry of Object.keys(manifest).filter((key) => manifest[key].isEntry)) follow(entry)
follow(Object.keys(manifest).find((key) => key.endsWith('pages/photos-page.tsx')))

module.exports = [
  {
    name: 'JS for /my-photos/photos before the first thumbnail (gzip)',
    path: [...files].map((file) => `dist/${file}`),
    limit: '150 kB',
    gzip: true,
  },
]
