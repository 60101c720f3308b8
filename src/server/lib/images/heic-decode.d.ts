// heic-decode ships no types; this is the part of its API used here.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: ArrayBuffer | Uint8Array }): Promise<DecodedImage>;
  export default decode;
}
