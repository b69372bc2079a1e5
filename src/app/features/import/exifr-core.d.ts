// exifr's core (node_modules/exifr/src/core.mjs) has no types of its own; its parse is the package's (index.d.ts).
// The side-effect imports beside it (file readers, file and segment parsers) need none.
declare module 'exifr/src/core.mjs' {
  export { parse } from 'exifr'
}
