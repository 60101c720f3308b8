import { describe, expect, it } from 'vitest';
import { documentRequestStatus, documentRequestTitle } from './documents';

describe('documentRequestStatus', () => {
  it('is overdue only when open past the due date', () => {
    expect(documentRequestStatus(false, '2026-03-01', '2026-03-02')).toBe('overdue');
    expect(documentRequestStatus(false, '2026-03-02', '2026-03-02')).toBe('open');
    expect(documentRequestStatus(false, null, '2026-03-02')).toBe('open');
    expect(documentRequestStatus(true, '2026-03-01', '2026-03-02')).toBe('fulfilled');
  });
});

describe('documentRequestTitle', () => {
  it('is the document type, or Document when staff left it empty', () => {
    expect(documentRequestTitle('Site Photo')).toBe('Site Photo');
    expect(documentRequestTitle('')).toBe('Document');
    expect(documentRequestTitle('   ')).toBe('Document');
  });
});
