import sharp from 'sharp';

/**
 * A real HEIC photo as an iPhone saves it (HEVC-coded), 96 × 64, green with a darker stripe:
 * sharp's bundled libheif cannot encode or decode HEVC, so it is kept here as bytes.
 */
export const heicPhoto = () => Buffer.from('AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAkVtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAANGlsb2MAAAAAREAAAgABAAAAAAJpAAEAAAAAAAAAMQACAAAAAAKaAAEAAAAAAAAAEwAAADhpaW5mAAAAAAACAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAFWluZmUCAAAAAAIAAGh2YzEAAAABhGlwcnAAAAFfaXBjbwAAAHhodmNDAQNwAAAAAAAAAAAAHvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAHroCQCEAAQArQgEBA3AAAAMAkAAAAwAAAwAeoDCBBZbqSSmubgQEDAgAAAMACAAAAwAIQCIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAGAAAABAAAAAEHBpeGkAAAAAAwgICAAAAHJodmNDAQQIAAAAAAAAAAAAHvAA/Pz4+AAADwMgAAEAF0ABDAH//wQIAAADAJ/4AAADAAAeugJAIQABACZCAQEECAAAAwCf+AAAAwAAHsDCBBZbqSSmubAgAAADACAAAAMAISIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAGAAAABAAAAADnBpeGkAAAAAAQgAAAAnYXV4QwAAAAB1cm46bXBlZzpoZXZjOjIwMTU6YXV4aWQ6MQAAAAAdaXBtYQAAAAAAAAACAAEDgQKDAAIEhAWGhwAAABppcmVmAAAAAAAAAA5hdXhsAAIAAQABAAAATG1kYXQAAAAtKAGvWI5blWKv/TH13+RLirxljaUxsT0abRdgQxVEupwNrYGyePMVgrlGBvPAAAAADygBrrDvErD0H7yyQ4ERxw==', 'base64');

/** 2000 × 1200 JPEG with a camera's EXIF, the GPS position of the garden included. */
export const jpegWithGps = () =>
  sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#6f9d4f' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();

export const smallPng = () => sharp({ create: { width: 320, height: 200, channels: 3, background: '#1f6f4a' } }).png().toBuffer();
