// `npx tsx packages/mock-server/tools/make-demo-clip.ts`: makes assets/vod/demo-clip.webm, the clip every demo VOD
// item plays (issue 12 §5). No video encoder is needed: Debian's Chromium draws an animated canvas
// (the Kartis name, a countdown, the theme's colours) and records it with MediaRecorder (VP8 in WebM).
// Everything in it is drawn by this script, so the clip is ours to ship. MediaRecorder writes no
// duration, which leaves players showing an endless clip that cannot seek: the duration is written
// into the file's Segment Info afterwards (writeWebmDuration). Run it again only to change the clip;
// its output is committed.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { writeWebmDuration } from './webm-duration'

const OUTPUT = fileURLToPath(new URL('../assets/vod/demo-clip.webm', import.meta.url))
const SECONDS = 10
const WIDTH = 640
const HEIGHT = 360
const FRAMES_PER_SECOND = 25
const BITS_PER_SECOND = 180_000

/** The recording page: draws the clip on a canvas and leaves the WebM, base64, in window.clip. */
const recorderPage = `<!doctype html>
<html lang="he" dir="rtl"><body style="margin:0;background:#000">
<canvas id="c" width="${WIDTH}" height="${HEIGHT}"></canvas>
<script>
const SECONDS = ${SECONDS}
const canvas = document.getElementById('c')
const g = canvas.getContext('2d')
const colours = ['#FFC500', '#1E88E5', '#43A047', '#E53935', '#8E24AA']
const draw = (elapsed) => {
  const t = Math.min(elapsed / 1000, SECONDS)
  const second = Math.floor(t)
  const gradient = g.createLinearGradient(0, 0, ${WIDTH}, ${HEIGHT})
  gradient.addColorStop(0, colours[second % colours.length])
  gradient.addColorStop(1, '#111111')
  g.fillStyle = gradient
  g.fillRect(0, 0, ${WIDTH}, ${HEIGHT})
  // A ring that fills once a second, and a bar for the whole clip.
  g.strokeStyle = 'rgba(255,255,255,0.85)'
  g.lineWidth = 10
  g.beginPath()
  g.arc(${WIDTH / 2}, 200, 70, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * (t - second))
  g.stroke()
  g.fillStyle = '#ffffff'
  g.textAlign = 'center'
  g.textBaseline = 'middle'
  g.font = 'bold 44px "DejaVu Sans", sans-serif'
  g.fillText('קרטיס · Kartis', ${WIDTH / 2}, 60)
  g.font = 'bold 72px "DejaVu Sans", sans-serif'
  g.fillText(String(SECONDS - second), ${WIDTH / 2}, 204)
  g.font = '22px "DejaVu Sans", sans-serif'
  g.fillText('סרטון הדגמה · Demo clip', ${WIDTH / 2}, 316)
  g.fillStyle = '#FFC500'
  g.fillRect(0, ${HEIGHT - 8}, ${WIDTH} * (t / SECONDS), 8)
}
const record = async () => {
  const mimeType = 'video/webm;codecs=vp8'
  const recorder = new MediaRecorder(canvas.captureStream(${FRAMES_PER_SECOND}), { mimeType, videoBitsPerSecond: ${BITS_PER_SECOND} })
  const chunks = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  const stopped = new Promise((resolve) => (recorder.onstop = resolve))
  const start = performance.now()
  draw(0)
  recorder.start(1000)
  const timer = setInterval(() => draw(performance.now() - start), 1000 / ${FRAMES_PER_SECOND})
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000 + 100))
  clearInterval(timer)
  recorder.stop()
  await stopped
  const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  window.clip = { base64: btoa(binary), durationMs: performance.now() - start }
}
record().catch((error) => (window.clip = { error: String(error) }))
</script></body></html>`

/** The check page: plays the written clip and reports what a player sees (duration, a seek). */
const checkPage = (base64: string): string => `<!doctype html><body>
<video id="v" muted playsinline src="data:video/webm;base64,${base64}"></video>
<script>
const video = document.getElementById('v')
video.addEventListener('loadedmetadata', () => {
  const duration = video.duration
  video.currentTime = duration / 2
  video.addEventListener('seeked', () => (window.checked = { duration, seekedTo: video.currentTime, width: video.videoWidth }), { once: true })
})
video.addEventListener('error', () => (window.checked = { error: String(video.error && video.error.message) }))
</script></body>`

interface Recorded {
  readonly base64?: string
  readonly durationMs?: number
  readonly error?: string
}

interface Checked {
  readonly duration?: number
  readonly seekedTo?: number
  readonly width?: number
  readonly error?: string
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
})
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
  await page.setContent(recorderPage)
  await page.waitForFunction('window.clip !== undefined', undefined, { timeout: (SECONDS + 30) * 1000 })
  const recorded = await page.evaluate<Recorded>('window.clip')
  if (recorded.base64 === undefined || recorded.durationMs === undefined)
    throw new Error(`recording failed: ${recorded.error ?? 'no data'}`)
  const clip = writeWebmDuration(Buffer.from(recorded.base64, 'base64'), SECONDS * 1000)

  await page.setContent(checkPage(clip.toString('base64')))
  await page.waitForFunction('window.checked !== undefined', undefined, { timeout: 30_000 })
  const checked = await page.evaluate<Checked>('window.checked')
  if (checked.duration === undefined || Math.abs(checked.duration - SECONDS) > 0.5 || checked.width !== WIDTH)
    throw new Error(`the written clip does not play as expected: ${JSON.stringify(checked)}`)
  await writeFile(OUTPUT, clip)
  console.log(`${OUTPUT}: ${clip.length} bytes, ${checked.duration.toFixed(2)} s, seeks to ${checked.seekedTo?.toFixed(2) ?? '?'} s`)
} finally {
  await browser.close()
}
