/** exifr's light build has the types of the full one (the package declares only its root). */
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
