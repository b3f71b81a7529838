import { describe, expect, it } from 'vitest'
import { routePreloadsOf, type BuiltChunk } from './route-preloads'

const ROOT = '/repo/packages/web'

const chunk = (
  fileName: string,
  moduleIds: readonly string[],
  imports: readonly string[] = [],
  css: readonly string[] = [],
): BuiltChunk => ({
  fileName,
  isEntry: false,
  moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
  imports,
  importedCss: new Set(css),
})

/** A build like the storefront's: an entry with its framework, a page over a shared chunk, an adapter importing the entry. */
const BUNDLE: readonly BuiltChunk[] = [
  { ...chunk('assets/index-1.js', ['src/main.tsx'], ['assets/framework-1.js'], ['assets/index-1.css']), isEntry: true },
  chunk('assets/framework-1.js', ['node_modules/react/index.js']),
  // It imported a CSS-only chunk (assets/page-2.js), which Vite drops from the build.
  chunk('assets/page-1.js', ['src/pages/page.tsx'], ['assets/shared-1.js', 'assets/index-1.js', 'assets/page-2.js'], ['assets/page-1.css']),
  chunk('assets/shared-1.js', ['src/shared/a.ts', 'src/shared/b.ts'], ['assets/framework-1.js'], ['assets/index-1.css']),
  chunk('assets/adapter-1.js', ['src/di/adapter.ts'], ['assets/index-1.js', 'assets/shared-1.js']),
]

describe('issue 16 §1 the build’s route map: what each route’s first render loads', () => {
  it('lists each route’s chunks with their static imports, and their stylesheets, beyond what index.html loads', () => {
    const map = routePreloadsOf(BUNDLE, [{ path: '/page/:id', modules: ['src/pages/page.tsx', 'src/di/adapter.ts'] }], ROOT, '/')
    expect(map).toEqual({
      routes: [
        {
          path: '/page/:id',
          modules: ['/assets/page-1.js', '/assets/shared-1.js', '/assets/adapter-1.js'],
          styles: ['/assets/page-1.css'],
        },
      ],
    })
  })

  it('finds a module inside a shared chunk, under the build’s base', () => {
    const map = routePreloadsOf(BUNDLE, [{ path: '/', modules: ['src/shared/b.ts'] }], ROOT, '/base/')
    expect(map.routes[0]?.modules).toEqual(['/base/assets/shared-1.js'])
  })

  it('fails the build for a source file no chunk holds (a renamed page would lose its preloads unseen)', () => {
    expect(() => routePreloadsOf(BUNDLE, [{ path: '/', modules: ['src/pages/gone.tsx'] }], ROOT, '/')).toThrow(/src\/pages\/gone\.tsx/)
  })
})
