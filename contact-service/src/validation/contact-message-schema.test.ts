import { FIELD_LIMITS, parseContactMessage } from './contact-message-schema';
import { toMultiLine, toSingleLine } from './strip-control-characters';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' };

describe('parseContactMessage', () => {
  test('accepts a valid message and trims every field', () => {
    expect(parseContactMessage({ name: '  Ada ', email: ' ada@example.com ', subject: ' Hi ', message: '\n Hello \n' })).toEqual({
      ok: true,
      message: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
    });
  });

  test('ignores unknown fields', () => {
    const result = parseContactMessage({ ...valid, admin: true });
    expect(result).toEqual({ ok: true, message: valid });
  });

  test.each(['name', 'email', 'subject', 'message'] as const)('names a missing, empty or non-string %s', (field) => {
    const { [field]: _omitted, ...missing } = valid;
    expect(parseContactMessage(missing)).toEqual({ ok: false, error: `${field} is required` });
    expect(parseContactMessage({ ...valid, [field]: ' \t\u0000 ' })).toMatchObject({ ok: false, error: expect.stringContaining(field) });
    expect(parseContactMessage({ ...valid, [field]: 42 })).toEqual({ ok: false, error: `${field} must be a string` });
    expect(parseContactMessage({ ...valid, [field]: null })).toEqual({ ok: false, error: `${field} must be a string` });
  });

  test.each(Object.entries(FIELD_LIMITS))('limits %s to %d characters', (field, limit) => {
    const atLimit = field === 'email' ? `${'a'.repeat(64)}@${'b'.repeat(limit - 69)}.com` : 'x'.repeat(limit);
    expect(atLimit).toHaveLength(limit);
    expect(parseContactMessage({ ...valid, [field]: atLimit }).ok).toBe(true);
    expect(parseContactMessage({ ...valid, [field]: `${atLimit}x` })).toEqual({
      ok: false,
      error: `${field} must be at most ${limit} characters`,
    });
  });

  test.each(['plainaddress', 'a@', '@b.co', 'a b@c.co', 'a@b', 'a@b.co\r\nBcc: x@evil.test', 'a@b.co,x@evil.test'])(
    'rejects the e-mail %j',
    (email) => {
      expect(parseContactMessage({ ...valid, email })).toEqual({ ok: false, error: 'email must be a valid e-mail address' });
    },
  );

  test.each([null, [], 'text', 7, true])('rejects a body that is not an object: %j', (body) => {
    expect(parseContactMessage(body)).toMatchObject({ ok: false, error: expect.stringContaining('JSON object') });
  });

  test('header fields can never carry CR or LF; the message keeps its line breaks', () => {
    const result = parseContactMessage({
      ...valid,
      name: 'Eve\r\nBcc: victim@example.com',
      subject: 'Hi\nX-Injected: yes\u2028more',
      message: 'one\r\ntwo\rthree\u0007\u001b[31m',
    });
    expect(result).toEqual({
      ok: true,
      message: { ...valid, name: 'Eve Bcc: victim@example.com', subject: 'Hi X-Injected: yes more', message: 'one\ntwo\nthree[31m' },
    });
  });
});

describe('control character stripping', () => {
  test('toSingleLine removes every C0/C1 control and line separator', () => {
    const all = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f\u0085\u009f\u2028\u2029';
    expect(toSingleLine(`a${all}b`)).toMatch(/^a *b$/);
  });

  test('a name or subject made only of zero-width characters and bidi overrides is empty, so it is refused', () => {
    const invisible = '\u200b\u200d\u202e\u2066\u200c\ufeff\u2060\u200f';
    for (const field of ['name', 'subject'] as const) {
      const result = parseContactMessage({ ...valid, [field]: invisible });
      expect(result).toEqual({ ok: false, error: `${field} must not be empty` });
    }
  });

  test('bidi overrides and zero-width spaces are removed; joiners between letters stay', () => {
    // "Ada" followed by a right-to-left override that would show "moc.live" as "evil.com".
    expect(toSingleLine('Ada \u202emoc.live\u202c')).toBe('Ada moc.live');
    expect(toSingleLine('Zero\u200bWidth\u2060Joined')).toBe('ZeroWidthJoined');
    expect(toSingleLine('\u0645\u06cc\u200c\u0631\u0648\u0632')).toBe('\u0645\u06cc\u200c\u0631\u0648\u0632');
    expect(toSingleLine('\u200d\u200dEve\u200c\u200c\u200cAnn\u200d')).toBe('Eve\u200cAnn');
    expect(toMultiLine('line \u2067one\u2069\nfamily \ud83d\udc68\u200d\ud83d\udc69')).toBe('line one\nfamily \ud83d\udc68\u200d\ud83d\udc69');
  });

  test('toMultiLine keeps LF and tab only', () => {
    expect(toMultiLine('a\tb\r\nc\u0000d\u000be')).toBe('a\tb\ncde');
  });
});
