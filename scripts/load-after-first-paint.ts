import type { Plugin } from 'vite'

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * The built index.html asks for the app's JS after the first screen has painted, not while the HTML is
 * still arriving (issue 16: the first screen usable before the rest of the JS; LCP of `/` on Slow 4G).
 * The page is painted from its HTML (the shell, and on `/` the first screen with its picture), so the
 * JS has nothing to add to that paint; fetched in parallel it only shares the phone's 1.6 Mbit/s with
 * the HTML. An inline loader at the end of the body adds the same module script and modulepreload links
 * after the next frame (at once when the page is hidden, where frames do not come). Its CSP hash is
 * read from the built file like the others (server/web/page-scripts.ts). Build only: `npm run dev`
 * keeps Vite's own tags.
 */
export function loadAfterFirstPaint(): Plugin {
  return {
    name: 'load-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1]
        if (!entry) throw new Error('load-after-first-paint: no module entry script in index.html')
        const preloads = [...html.matchAll(PRELOADS)].map((m) => m[1] as string)
        const js = `(()=>{var d=document,done=0,load=()=>{if(done++)return;${JSON.stringify(preloads)}.forEach(h=>{var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.append(l)});var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.append(s)};d.visibilityState==='hidden'?load():requestAnimationFrame(()=>setTimeout(load))})()`
        return html
          .replace(ENTRY, '')
          .replace(PRELOADS, '')
          .replace('</body>', `<script>${js}</script>\n  </body>`)
      },
    },
  }
}
