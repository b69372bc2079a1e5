// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  firstCallsAt,
  firstImagesAt,
  rememberImagesOnScreen,
  subjectOf,
  watchFirstCalls,
} from './first-calls'

const base = 'https://photos.example'

function get(path: string, token = true) {
  return new Request(`${base}${path}`, { headers: token ? { Authorization: 'Bearer t' } : {} })
}

/** An answer the test settles when it wants. */
function pending() {
  let settle!: (response: Response) => void
  const answer = new Promise<Response>((done) => {
    settle = done
  })
  return { answer, settle }
}

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/my-photos/photos')
})

describe('the first screen’s calls', () => {
  it('are the GETs with a token sent until none is in flight, remembered for the address and the customer', async () => {
    const watch = watchFirstCalls('alex')
    const timeline = pending()
    const counts = pending()
    watch(get('/users/timeline'), timeline.answer)
    watch(get('/users/counts'), counts.answer)
    watch(
      new Request(`${base}/users/activate`, { method: 'POST', headers: { Authorization: 'Bearer t' } }),
      pending().answer,
    )
    watch(get('/public', false), pending().answer)
    timeline.settle(new Response('{}'))
    await timeline.answer
    expect(firstCallsAt('/my-photos/photos', 'alex')).toEqual([]) // one still in flight
    counts.settle(new Response('{}'))
    await new Promise((done) => setTimeout(done, 0))
    expect(firstCallsAt('/my-photos/photos', 'alex')).toEqual([
      `${base}/users/timeline`,
      `${base}/users/counts`,
    ])
    // Another customer on this device, or another address: nothing.
    expect(firstCallsAt('/my-photos/photos', 'sam')).toEqual([])
    expect(firstCallsAt('/orders', 'alex')).toEqual([])

    // Calls after the first screen are not its calls.
    watch(get('/photos/timeline/2020/1'), Promise.resolve(new Response('{}')))
    await new Promise((done) => setTimeout(done, 0))
    expect(firstCallsAt('/my-photos/photos', 'alex')).toHaveLength(2)
  })

  it('leave out a call that was refused or failed: sent early, it would only fail again', async () => {
    const watch = watchFirstCalls('alex')
    watch(get('/users/timeline'), Promise.resolve(new Response('{}')))
    watch(get('/orders/gone'), Promise.resolve(new Response('', { status: 404 })))
    watch(get('/users/counts'), Promise.reject(new TypeError('network')))
    await new Promise((done) => setTimeout(done, 0))
    expect(firstCallsAt('/my-photos/photos', 'alex')).toEqual([`${base}/users/timeline`])
  })

  it('end when the address changes before they are done', async () => {
    const watch = watchFirstCalls('alex')
    const timeline = pending()
    watch(get('/users/timeline'), timeline.answer)
    watch(get('/users/counts'), pending().answer) // still in flight as the customer moves on
    timeline.settle(new Response('{}'))
    await timeline.answer
    window.history.pushState(null, '', '/orders')
    watch(get('/orders'), Promise.resolve(new Response('{}')))
    await new Promise((done) => setTimeout(done, 0))
    expect(firstCallsAt('/my-photos/photos', 'alex')).toEqual([`${base}/users/timeline`])
    expect(firstCallsAt('/orders', 'alex')).toEqual([])
  })

  it('are kept for the 20 addresses opened last, and a new customer starts afresh', async () => {
    for (let page = 1; page <= 22; page++) {
      window.history.replaceState(null, '', `/orders/SO-${page}`)
      watchFirstCalls('alex')(get(`/orders/SO-${page}`), Promise.resolve(new Response('{}')))
      await new Promise((done) => setTimeout(done, 0))
    }
    expect(firstCallsAt('/orders/SO-1', 'alex')).toEqual([])
    expect(firstCallsAt('/orders/SO-3', 'alex')).toEqual([`${base}/orders/SO-3`])
    expect(firstCallsAt('/orders/SO-22', 'alex')).toEqual([`${base}/orders/SO-22`])

    watchFirstCalls('sam')(get('/orders/SO-22'), Promise.resolve(new Response('{}')))
    await new Promise((done) => setTimeout(done, 0))
    expect(firstCallsAt('/orders/SO-3', 'sam')).toEqual([])
    expect(firstCallsAt('/orders/SO-22', 'alex')).toEqual([])
  })

  it('read nothing from a stored value that is not theirs', () => {
    localStorage.setItem('app.firstCalls', '{"subject": 3}')
    expect(firstCallsAt('/orders', 'alex')).toEqual([])
    localStorage.setItem('app.firstCalls', 'not json')
    expect(firstCallsAt('/orders', 'alex')).toEqual([])
  })
})

describe('subjectOf', () => {
  it('reads the token’s subject, and nothing from a token that is no JWT', () => {
    expect(subjectOf(jwt({ sub: 'alex' }))).toBe('alex')
    expect(subjectOf(jwt({ email: 'a@b' }))).toBeUndefined()
    expect(subjectOf('opaque')).toBeUndefined()
    expect(subjectOf(undefined)).toBeUndefined()
  })
})

describe('the first screen’s images', () => {
  /** An image on the page, drawn at `top` (jsdom draws nothing: its box is given). */
  function image(src: string, top: number) {
    const element = document.createElement('img')
    element.src = src
    Object.defineProperty(element, 'currentSrc', { value: src })
    element.getBoundingClientRect = () => ({ top, bottom: top + 100, width: 100 }) as DOMRect
    document.body.append(element)
  }

  beforeEach(() => {
    document.body.replaceChildren()
  })

  it('are the images on screen as the first photo has loaded, remembered for the address watched', () => {
    watchFirstCalls('alex')
    image(`${base}/t/1.jpg`, 100)
    image(`${base}/t/2.jpg`, 200)
    image(`${base}/t/below.jpg`, window.innerHeight + 50)
    image('data:image/png;base64,AAAA', 300)
    rememberImagesOnScreen()
    expect(firstImagesAt('/my-photos/photos', 'alex')).toEqual([`${base}/t/1.jpg`, `${base}/t/2.jpg`])
    expect(firstImagesAt('/my-photos/photos', 'sam')).toEqual([])
  })

  it('are not remembered once the customer has moved to another address', () => {
    watchFirstCalls('alex')
    image(`${base}/t/1.jpg`, 100)
    window.history.pushState(null, '', '/orders')
    rememberImagesOnScreen()
    expect(firstImagesAt('/my-photos/photos', 'alex')).toEqual([])
    expect(firstImagesAt('/orders', 'alex')).toEqual([])
  })

  it('are kept beside the calls of the same address', async () => {
    const watch = watchFirstCalls('alex')
    watch(get('/users/timeline'), Promise.resolve(new Response('{}')))
    await new Promise((done) => setTimeout(done, 0))
    image(`${base}/t/1.jpg`, 100)
    rememberImagesOnScreen()
    expect(firstCallsAt('/my-photos/photos', 'alex')).toEqual([`${base}/users/timeline`])
    expect(firstImagesAt('/my-photos/photos', 'alex')).toEqual([`${base}/t/1.jpg`])
  })
})
