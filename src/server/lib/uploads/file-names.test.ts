import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './file-names';

describe('safeFileName', () => {
  it('keeps only the last path segment', () => {
    expect(safeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\plan.pdf')).toBe('plan.pdf');
    expect(safeFileName('..')).toBe('');
    expect(safeFileName('   ')).toBe('');
  });

  it('removes control and direction-override characters that disguise a name', () => {
    expect(safeFileName('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(safeFileName('a\u0000b\nc.png')).toBe('abc.png');
  });

  it('keeps unicode, normalised', () => {
    expect(safeFileName('Cafe\u0301 plan – 1.pdf')).toBe('Café plan – 1.pdf');
    expect(safeFileName('平面図.pdf')).toBe('平面図.pdf');
  });

  it('shortens long names to 255 characters, keeping the extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('a.pdf')).toBe(true);
    expect(Array.from(safeFileName(`${'😀'.repeat(300)}.png`))).toHaveLength(255);
  });
});

describe('contentDisposition', () => {
  it('quotes safely and encodes the exact name', () => {
    expect(contentDisposition('attachment', 'plan.pdf')).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
    expect(contentDisposition('inline', 'Café "final".png')).toBe(`inline; filename="Cafe _final_.png"; filename*=UTF-8''Caf%C3%A9%20%22final%22.png`);
    expect(contentDisposition('attachment', '平面図.pdf')).toBe(`attachment; filename="download.pdf"; filename*=UTF-8''%E5%B9%B3%E9%9D%A2%E5%9B%B3.pdf`);
    expect(contentDisposition('attachment', "it's (1).doc")).toContain(`filename*=UTF-8''it%27s%20%281%29.doc`);
    expect(contentDisposition('attachment', 'a"; filename="x.html".pdf')).toBe(`attachment; filename="a__ filename__x.html_.pdf"; filename*=UTF-8''a%22%3B%20filename%3D%22x.html%22.pdf`);
    expect(contentDisposition('attachment', '100%25 & more.pdf')).toMatch(/^attachment; filename="100_25 _ more.pdf";/);
  });
});
