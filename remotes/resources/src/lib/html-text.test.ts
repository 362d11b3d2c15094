import { expect, test } from 'vitest';
import { decodeBasicEntities, htmlToText } from './html-text.ts';

test('the entities the content service escapes text with are decoded', () => {
  expect(decodeBasicEntities('Fees &amp; charges &lt;under&gt; &quot;review&quot; &#39;now&#39; &apos;ok&apos;')).toBe(
    "Fees & charges <under> \"review\" 'now' 'ok'",
  );
});

test('numeric references, decimal and hexadecimal', () => {
  expect(decodeBasicEntities('&#8364;5 &#x2014; &#X41;')).toBe('€5 — A');
});

test('decoding is one pass: an escaped entity stays what the author typed', () => {
  expect(decodeBasicEntities('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
});

test('unknown or impossible references are left as written', () => {
  expect(decodeBasicEntities('&copy; &constructor; &#0; &#xD800; &#99999999; & alone')).toBe('&copy; &constructor; &#0; &#xD800; &#99999999; & alone');
});

test('text of an HTML fragment: tags dropped, white space collapsed', () => {
  expect(htmlToText('  Using <code>3DS</code> on <em>phone</em>\npayments &amp; more ')).toBe('Using 3DS on phone payments & more');
  expect(htmlToText('<img src="/a.png" alt="chart" />')).toBe('');
});
