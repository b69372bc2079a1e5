import { describe, expect, it } from 'vitest'
import { environmentOf } from './environment'

const production = ['my.printbloom.co.uk']

describe('environmentOf', () => {
  it.each([
    ['test.my.printbloom.co.uk', 't'],
    ['test-my.printbloom.co.uk', 't'],
    ['acc.my.printbloom.co.uk', 'a'],
    ['acceptance.my.printbloom.co.uk:443', 'a'],
    ['my.printbloom.co.uk', 'p'],
    ['printbloom-gb.localhost:5173', 'd'],
    ['localhost', 'd'],
  ])('%s → %s', (host, letter) => {
    expect(environmentOf(host, production)).toBe(letter)
  })
})
